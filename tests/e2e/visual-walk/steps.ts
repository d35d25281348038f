import type { Page } from 'playwright-core'
import type { Account } from './targets'

// The dialogs and wizard steps the visual walk looks at besides the routes (issue 61): each reached as an admin
// reaches it, step by step, and looked at after every step with the same eyes as a page. Nothing is submitted:
// the walk shares its gateway with the other tests, and what matters here is what each step shows.

export interface StepWalk {
  id: string
  path: string
  as: Account
  desktopOnly: boolean
  /** Each step acts, then the walk settles and looks; its name is the finding's place. */
  steps: { name: string; act: (page: Page) => Promise<void> }[]
}

const OWNER = 'owner@globex.example'
const next = (page: Page) =>
  page.getByRole('group', { name: 'Wizard steps' }).getByRole('button', { name: 'Next', exact: true }).click()

export const STEP_WALKS: StepWalk[] = [
  {
    id: 'exerciseWizard',
    path: '/phishing-exercise/create',
    as: OWNER,
    desktopOnly: true,
    steps: [
      {
        name: 'custom templates, three chosen by a click on their cards',
        act: async (page) => {
          const cards = page.getByRole('region', { name: 'Templates' }).getByRole('article')
          await cards.first().waitFor()
          for (let i = 0; i < 3; i += 1) await cards.nth(i).click()
          await page.getByText('Selected: 3').waitFor()
        },
      },
      {
        name: 'settings for a department',
        act: async (page) => {
          await next(page)
          await page.getByRole('radio', { name: 'Departments' }).check()
          await page.getByRole('group', { name: 'Departments' }).getByRole('checkbox').first().check()
          await page.getByText(/\d+ learners? will receive this exercise/).waitFor()
        },
      },
      {
        name: 'review',
        act: async (page) => {
          await next(page)
          await page.getByRole('table', { name: 'Delivery plan' }).getByRole('row').nth(1).waitFor()
        },
      },
    ],
  },
  {
    id: 'simulationWizard',
    path: '/phishing-simulation-create',
    as: OWNER,
    desktopOnly: true,
    steps: [
      {
        name: 'kind',
        act: (page) => page.getByRole('radio', { name: 'One-time phishing' }).waitFor(),
      },
      {
        name: 'templates',
        act: async (page) => {
          await page.getByRole('button', { name: 'Next' }).click()
          await page.getByRole('checkbox', { name: 'Parcel delivery failed', exact: true }).check()
        },
      },
      {
        name: 'audience',
        act: async (page) => {
          await page.getByRole('button', { name: 'Next' }).click()
          await page.getByRole('radio', { name: 'Departments' }).check()
          await page.getByRole('group', { name: 'Departments' }).getByRole('checkbox').first().check()
        },
      },
      {
        name: 'schedule',
        act: async (page) => {
          await page.getByRole('button', { name: 'Next' }).click()
          await page.getByLabel('Campaign name').waitFor()
        },
      },
      {
        name: 'review with its flight plan',
        act: async (page) => {
          await page.getByRole('button', { name: 'Next' }).click()
          await page.getByRole('region', { name: 'Flight plan' }).waitFor({ timeout: 15_000 })
        },
      },
    ],
  },
  {
    id: 'assignTraining',
    path: '/courses/crs_phishing/settings',
    as: OWNER,
    desktopOnly: false,
    steps: [
      {
        name: 'the form for all users',
        act: async (page) => {
          await page.getByRole('button', { name: 'Assign training' }).click()
          await page.getByRole('dialog').getByText(/learners? will receive this training/).waitFor()
        },
      },
      {
        name: 'the form for a department',
        act: async (page) => {
          const dialog = page.getByRole('dialog')
          await dialog.getByRole('radio', { name: 'Departments' }).check()
          await dialog.getByRole('checkbox').first().check()
          await dialog.getByText(/learners? will receive this training/).waitFor()
        },
      },
    ],
  },
  {
    id: 'addUsers',
    path: '/users/all_users',
    as: OWNER,
    desktopOnly: false,
    steps: [
      {
        name: 'the drawer with its refusals',
        act: async (page) => {
          await page.getByRole('button', { name: 'Add users' }).click()
          const drawer = page.getByRole('dialog', { name: 'Add New Users' })
          await drawer.getByRole('button', { name: 'Next' }).click()
          await drawer.getByText('Enter one or more email addresses.').waitFor()
        },
      },
    ],
  },
  {
    id: 'videoDialog',
    path: '/learning/videos',
    as: OWNER,
    desktopOnly: false,
    steps: [
      {
        name: 'a video played in its dialog',
        act: async (page) => {
          await page.getByRole('button', { name: 'Spot the phish' }).first().click()
          await page.getByRole('dialog').getByRole('heading', { name: 'Spot the phish' }).waitFor()
        },
      },
    ],
  },
]

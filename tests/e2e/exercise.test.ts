import { readFileSync } from 'node:fs'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { CAMPAIGN_TEXTS } from '../../src/domain/exercise-campaign'
import { browserPerFile } from './browser'
import { ExercisePage } from './pages/exercise.page'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: false })

describe('phishing exercise campaigns in Chromium', () => {
  it('owner@globex.example launches a campaign from a pack and sees its card', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    const exercise = new ExercisePage(page)
    await exercise.openWizard()
    await exercise.choosePack('Starter Pack')
    await exercise.next()
    await page.getByLabel('Campaign Name').fill('E2E pack campaign')
    // Selected users: the gateway finds them by name or email as the admin types.
    await page.getByRole('radio', { name: 'Selected users' }).check()
    const matches = page.getByRole('list', { name: 'Matching users' })
    await page.getByLabel('Find users').fill('globex.example')
    await page.getByText(/Showing 8 of \d+ users: type to narrow the list\./).waitFor({ timeout: 10_000 })
    const first = (await matches.getByRole('button').first().textContent())!.replace(/^\+ /, '')
    await matches.getByRole('button').first().click()
    await page.getByRole('list', { name: 'Selected users' }).getByText(first).waitFor()
    const second = (await matches.getByRole('button').first().textContent())!.replace(/^\+ /, '')
    expect(second).not.toBe(first)
    await matches.getByRole('button').first().click()
    await page.getByLabel('Find users').fill('no-such-person-here')
    await page.getByText('No users match “no-such-person-here”.').waitFor({ timeout: 10_000 })
    await page.getByText('2 learners will receive this exercise').waitFor()
    await exercise.next()
    await page.getByRole('heading', { name: CAMPAIGN_TEXTS.readyToGo }).waitFor()
    // The plan: each learner's own delivery and due time.
    await page.getByRole('table', { name: 'Delivery plan' }).getByRole('row').nth(1).waitFor()
    await page.getByRole('button', { name: 'Launch' }).click()
    await page.getByText(CAMPAIGN_TEXTS.created).waitFor()
    await page.waitForURL(/\/phishing-exercise(\/active)?$/)
    await exercise.card('E2E pack campaign').waitFor()

    // Campaign Settings adds a learner; the saved two stay, and a refused save keeps what was added.
    await exercise.cardMenu('E2E pack campaign', 'Campaign Settings')
    const settings = page.getByRole('dialog', { name: 'Campaign Settings' })
    await settings.getByText('2 saved learners (cannot be removed)').waitFor()
    const savedName = first.replace(/ \(.*$/, '')
    const searched = page.waitForResponse((response) =>
      [...new URL(response.url()).searchParams.values()].includes(savedName),
    )
    await settings.getByLabel('Find users').fill(savedName)
    const offered = settings.getByRole('list', { name: 'Matching users' })
    await searched
    await settings.locator('[aria-label="Matching users"][aria-busy="false"]').waitFor({ state: 'attached' })
    expect(await offered.getByRole('button', { name: `+ ${first}` }).count()).toBe(0)
    await settings.getByLabel('Find users').fill('globex.example')
    await offered.getByRole('button').first().waitFor({ timeout: 10_000 })
    const third = (await offered.getByRole('button').first().textContent())!.replace(/^\+ /, '')
    await offered.getByRole('button').first().click()
    await page.route('**/campaign/*/update', (route) => route.fulfill({ status: 500, body: '{}' }))
    await settings.getByRole('button', { name: 'Save' }).click()
    await page
      .getByRole('alertdialog', { name: 'Save settings?' })
      .getByRole('button', { name: 'Confirm' })
      .click()
    await settings.getByRole('alert').first().waitFor({ timeout: 10_000 })
    await settings.getByRole('list', { name: 'Selected users' }).getByText(third).waitFor()
    // After the refusal the dialog still edits: an added learner can be taken out and put back.
    await settings.getByRole('button', { name: `Remove ${third}` }).click()
    await offered.getByRole('button', { name: `+ ${third}` }).waitFor()
    expect(await settings.isVisible()).toBe(true)
    await offered.getByRole('button', { name: `+ ${third}` }).click()
    await page.unroute('**/campaign/*/update')
    await settings.getByRole('button', { name: 'Save' }).click()
    await page
      .getByRole('alertdialog', { name: 'Save settings?' })
      .getByRole('button', { name: 'Confirm' })
      .click()
    await page.getByText(`E2E pack campaign ${CAMPAIGN_TEXTS.updated}`).waitFor({ timeout: 10_000 })
    await exercise.cardMenu('E2E pack campaign', 'Campaign Settings')
    await settings.getByText('3 saved learners (cannot be removed)').waitFor({ timeout: 10_000 })
    await settings.getByRole('button', { name: 'Cancel' }).click()
  })

  it('launches three custom templates to a department after every refusal, meets the limit, then archives and deletes', async () => {
    const page = session.page()
    const exercise = new ExercisePage(page)
    await exercise.openWizard()
    expect(await exercise.footerNext().isDisabled()).toBe(true)
    await page.getByRole('tooltip').getByText('Please select 3 templates').waitFor()
    const boxes = page.getByRole('region', { name: 'Templates' }).getByRole('checkbox')
    for (let i = 0; i < 10; i += 1) await boxes.nth(i).click()
    await page.getByText('Selected: 10').waitFor()
    await boxes.nth(10).click()
    const limit = page.getByRole('alertdialog')
    await limit.getByText(CAMPAIGN_TEXTS.limit(10)).waitFor()
    await limit.getByRole('button', { name: 'Got it' }).click()
    await page.getByText('Selected: 10').waitFor()
    for (let i = 3; i < 10; i += 1) await boxes.nth(i).click()
    await page.getByText('Selected: 3').waitFor()
    await exercise.next()

    // Settings: every refusal says why and keeps what was typed.
    await page.getByLabel('Campaign Name').fill('   ')
    await page.getByRole('radio', { name: 'Departments' }).check()
    await page.getByRole('radio', { name: 'Custom' }).check()
    await page.getByLabel('Custom days').fill('0')
    await exercise.next()
    await page.getByText(CAMPAIGN_TEXTS.nameRequired).waitFor()
    await page.getByText(CAMPAIGN_TEXTS.noSelectedUsers).waitFor()
    await page.getByText(CAMPAIGN_TEXTS.daysInvalid).waitFor()
    for (const days of ['-1', '1.5', '9999999']) {
      await page.getByLabel('Custom days').fill(days)
      await page.getByText(CAMPAIGN_TEXTS.daysInvalid).waitFor()
    }
    await page.getByLabel('Start Date').fill('2020-01-01')
    await page.getByText(CAMPAIGN_TEXTS.pastDate).waitFor()
    await page.getByLabel('Start Date').fill('')
    await page.getByLabel('Custom days').fill('10')
    await page.getByLabel('Campaign Name').fill('E2E custom campaign')
    await page.getByRole('group', { name: 'Departments' }).getByLabel('Sales').check()
    await page.getByText(/\d+ learners will receive this exercise/).waitFor()
    await exercise.next()
    await page.getByRole('heading', { name: CAMPAIGN_TEXTS.readyToGo }).waitFor()
    await page.getByText('E2E custom campaign').waitFor()
    await page.getByText('10 days').waitFor()
    await page.getByRole('button', { name: 'Launch' }).click()
    await page.getByText(CAMPAIGN_TEXTS.created).waitFor()
    const card = exercise.card('E2E custom campaign')
    await card.waitFor()
    await card.getByText('Custom Pack · 3 templates · 10 days').waitFor()

    // Campaign Settings: Save waits for a change, the saved department cannot be unticked, and it asks first.
    await exercise.cardMenu('E2E custom campaign', 'Campaign Settings')
    const settings = page.getByRole('dialog', { name: 'Campaign Settings' })
    expect(await settings.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true)
    expect(await settings.getByRole('group', { name: 'Departments' }).getByLabel(/Sales/).isDisabled()).toBe(
      true,
    )
    await settings.getByLabel('Email learners when the exercise starts').uncheck()
    await settings.getByRole('group', { name: 'Departments' }).getByLabel(/^HR/).check()
    await settings.getByRole('button', { name: 'Save' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Save settings?' })
    await confirm.getByText(CAMPAIGN_TEXTS.settingsConfirm).waitFor()
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText(`E2E custom campaign ${CAMPAIGN_TEXTS.updated}`).waitFor()
    await exercise.card('E2E custom campaign').waitFor()

    await exercise.cardMenu('E2E custom campaign', 'Archive')
    const archive = page.getByRole('alertdialog', { name: 'Archive "E2E custom campaign"?' })
    await archive.getByText(CAMPAIGN_TEXTS.archiveWarning).waitFor()
    await archive.getByRole('button', { name: 'Archive' }).click()
    await page.getByText(`E2E custom campaign ${CAMPAIGN_TEXTS.archived}`).waitFor()
    await card.waitFor({ state: 'detached' })
    await page.getByRole('link', { name: /Archived/ }).click()
    await exercise.cardMenu('E2E custom campaign', 'Delete')
    const remove = page.getByRole('alertdialog', { name: 'Delete "E2E custom campaign"?' })
    await remove.getByText(CAMPAIGN_TEXTS.deleteWarning).waitFor()
    await remove.getByRole('button', { name: 'Delete' }).click()
    await page.getByText(CAMPAIGN_TEXTS.deleted).waitFor()
    await card.waitFor({ state: 'detached' })
  })

  it('opens a seeded report, filters, sorts and exports a CSV with the table’s rows', async () => {
    const page = session.page()
    const exercise = new ExercisePage(page)
    await exercise.openList()
    // A postponed campaign has no report yet.
    await exercise
      .card('New Joiners Check')
      .getByRole('button', { name: 'New Joiners Check', exact: true })
      .click()
    await page.getByText(CAMPAIGN_TEXTS.reportPostponed).waitFor()
    await exercise
      .card('Q3 Phishing Exercise')
      .getByRole('button', { name: 'Q3 Phishing Exercise', exact: true })
      .click()
    await page.waitForURL(/\/phishing-exercise-report\/phx_globex_q3\/users/)
    await page.getByRole('heading', { name: 'Q3 Phishing Exercise' }).waitFor()
    // The statuses and answers as charts, each named with its figures; the tabs are tabs (issue 24).
    await page.getByRole('img', { name: /^Learners by status: Completed \d+/ }).waitFor({ timeout: 10_000 })
    await page.getByRole('img', { name: /^Answers: Correct \d+/ }).waitFor()
    expect(await page.getByRole('tab', { name: /^Users/ }).getAttribute('aria-selected')).toBe('true')
    await page.getByRole('button', { name: 'Completed', exact: true }).click()
    await page.waitForURL(/status=COMPLETED/)
    expect(
      await page.getByRole('button', { name: 'Completed', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true')
    await page.getByRole('button', { name: /^Score/ }).click()
    await page.getByRole('button', { name: /^Score/ }).click()
    await page.waitForURL(/orderBy=score&order=desc/)
    await page.getByLabel('Rows per page').selectOption('100')
    await page.waitForURL(/pageSize=100/)
    const table = page.getByRole('table', { name: 'Users' })
    await page.waitForFunction(
      () => document.querySelector('table[aria-label="Users"]')?.getAttribute('aria-busy') === 'false',
    )
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')),
      )
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.every((row) => row[3] === 'Completed')).toBe(true)
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('Q3 Phishing Exercise Users.csv')
    const csv = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8').trim()).data
    expect(csv[0]).toEqual([
      'Full name',
      'Email',
      'Departments',
      'Status',
      'Days to complete',
      'Completion',
      'Correct',
      'Partial',
      'Wrong',
      'Score',
      'Completed at',
    ])
    // A learner's answers, in their own dialog, exportable too.
    await table.getByRole('button', { name: rows[0]![0]! }).click()
    const answers = page.getByRole('dialog', { name: `${rows[0]![0]}: answers` })
    await answers.getByRole('table', { name: 'Answers' }).getByText('Overdue Invoice').waitFor()
    const [answersFile] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      answers.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(answersFile.suggestedFilename()).toBe(`${rows[0]![0]} Answers.csv`)
    await answers.getByRole('button', { name: 'Close' }).click()
    // The same learners in the same order, with the same figures.
    expect(csv.slice(1).map((r) => [r[1], r[3], r[6], r[7], r[8], r[9]])).toEqual(
      rows.map((r) => [r[1], r[3], r[6], r[7], r[8], r[9]]),
    )
  })

  it('shows the old-version campaign as such, not as active (issue 24)', async () => {
    const page = session.page()
    await page.goto('/phishing-exercise/active')
    const legacy = page.getByRole('article').filter({ hasText: 'Legacy Email Drill' })
    await legacy.getByText(CAMPAIGN_TEXTS.oldVersionBadge, { exact: true }).waitFor({ timeout: 10_000 })
    await legacy.getByText(CAMPAIGN_TEXTS.outdated).waitFor()
    expect(await legacy.getByText('Active', { exact: true }).count()).toBe(0)
  })
})

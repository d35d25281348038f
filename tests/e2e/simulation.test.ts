import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { SIMULATION_TOASTS } from '../../src/domain/simulation/campaign'
import { LANDING_TITLE } from '../../src/domain/simulation/landing'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Phishing simulation in Chromium (issue 25): an admin launches a one-time simulation to a department through
// the create flow, the demo clock moves on so the scheduler mails it, a recipient's mail is read from the
// outbox, its link opens the login page, the submit shows the lesson, and the report counts one phished.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })
const NAME = 'E2E department simulation'
const ZONE = 'Europe/Kyiv'

const advance = (days: number) =>
  fetch(`${baseUrl}/__dev/simulation/advance?companyId=cmp_globex&days=${days}&simulate=0`, {
    method: 'POST',
  })

async function simulationMail(): Promise<{ to: string; link: string }> {
  const response = await fetch(`${baseUrl}/__dev/outbox`)
  const { items } = (await response.json()) as {
    items: { to: string; kind: string; subject: string; html: string | null }[]
  }
  const mail = items.find(
    (item) => item.kind === 'phishing-simulation' && item.subject === 'We could not deliver your parcel',
  )
  const link = mail?.html ? /href="(https?:\/\/[^"]+\/t\/c\/[\w-]+)"/.exec(mail.html)?.[1] : undefined
  if (!mail || !link) throw new Error('no simulation mail in the outbox')
  return { to: mail.to, link }
}

describe('phishing simulation in Chromium', () => {
  it('launches to a department, mails it, and the report counts the recipient who fell for it', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    await page.goto('/phishing-simulation-create')

    // Kind: one-time (the default). Templates: one, behind a Microsoft 365 login page.
    await page.getByRole('radio', { name: 'One-time phishing' }).waitFor()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('checkbox', { name: 'Parcel delivery failed', exact: true }).check()
    await page.getByLabel('Login page behind the link').selectOption({ label: 'Microsoft 365 sign-in' })
    await page.getByRole('button', { name: 'Next' }).click()
    // Audience: one department.
    await page.getByRole('radio', { name: 'Departments' }).check()
    await page.getByRole('group', { name: 'Departments' }).getByRole('checkbox').first().check()
    await page.getByRole('button', { name: 'Next' }).click()
    // Schedule: the name starts from the date, as the exercise wizard's does; cleared, Next says why and stays.
    expect(await page.getByLabel('Campaign name').inputValue()).toMatch(
      /^Phishing Simulation [A-Z][a-z]{2} \d{2}, \d{4}$/,
    )
    await page.getByLabel('Campaign name').fill('')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('Please enter a campaign name.').waitFor()
    await page.getByLabel('Campaign name').fill(NAME)
    await page.getByLabel('Send over').selectOption({ label: '1 day' })
    await page.getByLabel('From').selectOption({ label: '12am' })
    await page.getByLabel('Until').selectOption({ label: '11pm' })
    await page.getByLabel('Business days only (Monday to Friday)').uncheck()
    const tomorrow = Temporal.Now.plainDateISO(ZONE).add({ days: 1 }).toString()
    await page.getByLabel('Start date (empty: today)').fill(tomorrow)
    await page.getByRole('button', { name: 'Next' }).click()
    // Review: the flight plan, every recipient tomorrow in their own zone.
    const plan = page.getByRole('region', { name: 'Flight plan' })
    await plan.waitFor({ timeout: 15_000 })
    expect(await plan.getByRole('row').count()).toBeGreaterThan(1)
    await page.getByRole('button', { name: 'Launch' }).click()
    await page.getByText(SIMULATION_TOASTS.launched).waitFor()
    await page.waitForURL(/\/phishing-simulation\/active$/)
    const card = page.getByRole('article', { name: NAME })
    await card.getByText('Queued').waitFor()
    expect(await card.getByRole('button', { name: 'Open' }).isDisabled()).toBe(true)

    // Two days on, the scheduler has mailed it; one more, and the mails are a day old (no scanner's seconds).
    expect((await advance(2)).status).toBe(200)
    expect((await advance(1)).status).toBe(200)
    const mail = await simulationMail()
    const recipient = await session.context().newPage()
    await recipient.goto(new URL(mail.link).pathname)
    await recipient.getByRole('heading', { name: 'Microsoft' }).waitFor()
    await recipient.getByLabel('Email or phone').fill(mail.to)
    await recipient.getByLabel('Password').fill('not-kept-anywhere')
    await recipient.getByRole('button', { name: 'Sign in' }).click()
    await recipient.getByRole('heading', { name: LANDING_TITLE }).waitFor()
    await recipient.close()

    await page.reload()
    await card.getByText('In progress').waitFor({ timeout: 15_000 })
    await card.getByRole('button', { name: 'Open' }).click()
    await page.waitForURL(/\/phishing-simulation\/reports\/sim_[\w-]+\/overview$/)
    const funnel = page.getByLabel('Funnel')
    await funnel.waitFor()
    const figure = (name: string) => funnel.locator('div', { has: page.getByText(name, { exact: true }) })
    await expect
      .poll(async () => (await figure('Phished').locator('dd').first().textContent())?.trim())
      .toBe('1')
    expect((await figure('Clicked').locator('dd').first().textContent())?.trim()).toBe('1')
    await page.getByRole('link', { name: 'Recipients' }).click()
    await page.getByRole('cell', { name: new RegExp(mail.to) }).waitFor()
  }, 120_000)
})

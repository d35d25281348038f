import { describe, expect, inject, it } from 'vitest'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'

const session = browserPerFile(inject('baseUrl'), { freshPage: true })

/** The notification popover opens by itself for a user with unseen items; these tests are about other flows. */
async function dismissNotifications() {
  const page = session.page()
  const popover = page.getByRole('dialog', { name: 'Notifications' })
  await popover.waitFor({ timeout: 5_000 }).then(
    () => page.keyboard.press('Escape'),
    () => undefined,
  )
  await popover.waitFor({ state: 'hidden' })
}

describe('the shell’s own flows in Chromium', () => {
  it('new@acme.example must accept the Policy Agreement once; it stays accepted after a reload', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('new@acme.example')
    const policy = page.getByRole('dialog', { name: 'Policy Agreement' })
    await policy.waitFor({ timeout: 15_000 })
    // Only the confirmation closes it.
    await page.keyboard.press('Escape')
    expect(await policy.isVisible()).toBe(true)
    expect(await policy.getByRole('button', { name: 'Close' }).count()).toBe(0)
    await policy.getByRole('button', { name: 'I Agree' }).click()
    await policy.waitFor({ state: 'hidden', timeout: 10_000 })
    await page.reload()
    await new HomePage(page).seeSignedIn('Acme Corp')
    await page.waitForTimeout(1_000)
    expect(await policy.count()).toBe(0)
  })

  it('sends a support message and a survey rating, each checked before it goes', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    // Not Globex: the notifications test needs Globex's popover unseen, whatever order the files run in.
    await new LoginPage(page).signIn('partner@northwind.example')
    await page.getByRole('complementary', { name: 'Sidebar' }).getByText('Northwind').waitFor({ timeout: 15_000 })
    await dismissNotifications()

    await page.getByRole('button', { name: 'Help' }).click()
    const help = page.getByRole('dialog', { name: 'Contact Support' })
    await help.getByText('Hi Nadia, how can we help?').waitFor()
    expect(await help.getByLabel('Email Address').getAttribute('readonly')).not.toBeNull()
    await help.getByRole('button', { name: 'Send' }).click()
    await help.getByText('Please select a category').waitFor()
    await help.getByText('Please enter Message').waitFor()
    await help.getByLabel('Category').selectOption('Reporting & Dashboards')
    await help.getByLabel('Your Message').fill('The culture score dropped after the last campaign. Why?')
    await help.getByRole('button', { name: 'Send' }).click()
    await help.getByText("We'll be in touch. Shortly!").waitFor({ timeout: 10_000 })
    await help.waitFor({ state: 'hidden', timeout: 5_000 })
    const outbox = await page.request.get('/__dev/outbox?to=support@awareness.example')
    const { items } = (await outbox.json()) as { items: { subject: string }[] }
    expect(items.map((item) => item.subject)).toContain('[Reporting & Dashboards] Northwind')

    await page.getByRole('button', { name: '★ Rate your experience' }).click()
    const survey = page.getByRole('dialog', { name: 'Feedback' })
    const send = survey.getByRole('button', { name: 'Send' })
    expect(await send.isDisabled()).toBe(true)
    await survey.getByText('Please select a rating').waitFor()
    await survey.getByRole('radio', { name: '5 stars' }).click()
    await survey.getByLabel('Message (optional)').fill('Reports are clear.')
    await send.click()
    await survey.getByText('Thanks for Your Feedback!').waitFor({ timeout: 10_000 })
    await survey.waitFor({ state: 'hidden', timeout: 5_000 })
    expect(await page.getByRole('button', { name: '★ Rate your experience' }).count()).toBe(0)
  })

  it('shows "New version is available!" when the published build timestamp changes', async () => {
    const page = session.page()
    await page.clock.install()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('admin@acme.example')
    await new HomePage(page).seeSignedIn('Acme Corp')
    const banner = page.getByText('New version is available!')
    // Same build: a check passes quietly.
    await page.clock.fastForward(61_000)
    await page.waitForTimeout(500)
    expect(await banner.count()).toBe(0)
    await page.route('**/build-timestamp.json*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ timestamp: '2099-01-01T00:00:00.000Z' }),
      }),
    )
    await page.clock.fastForward(61_000)
    await banner.waitFor({ timeout: 5_000 })
    await page.getByRole('button', { name: 'RELAUNCH' }).waitFor()
  })
})

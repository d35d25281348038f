import type { Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { NOTIFICATION_AUTO_OPEN_MS } from '../../src/domain/constants'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

const FEED = /\/api\/v1\/notifications\/[^/]+\/user\/[^/]+$/
const feedArrives = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'GET' && FEED.test(new URL(response.url()).pathname),
  )

/**
 * The time in which the popover would have opened by itself passes at once: the page's clock is Playwright's
 * (installed before the page loaded), and the countdown starts when the feed has arrived and been drawn.
 */
async function letAutoOpenTimePass(page: Page, feed: Promise<Response>) {
  await feed
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  await page.clock.fastForward(NOTIFICATION_AUTO_OPEN_MS + 1_500)
}

/** Other files sign Globex in too and may have closed the popover: start from a user who never saw it. */
async function signInAsNeverSeen() {
  const page = session.page()
  await page.clock.install()
  await new LoginPage(page).open()
  expect((await page.request.post('/__dev/notifications/reset?email=owner@globex.example')).status()).toBe(
    204,
  )
  const feed = feedArrives(page)
  await new LoginPage(page).signIn('owner@globex.example')
  await new HomePage(page).seeSignedIn('Globex')
  return { page, feed }
}

describe('notifications in Chromium', () => {
  it('owner@globex.example: the popover does not open over a dialog the admin opened; it opens once that closes', async () => {
    const { page, feed } = await signInAsNeverSeen()
    const popover = page.getByRole('dialog', { name: 'Notifications' })
    await page.getByRole('button', { name: 'Help' }).click()
    const help = page.getByRole('dialog', { name: 'Contact Support' })
    await help.getByText('Hi Gloria, how can we help?').waitFor()
    await letAutoOpenTimePass(page, feed)
    expect(await popover.count()).toBe(0)
    await page.keyboard.press('Escape')
    await help.waitFor({ state: 'hidden' })
    await page.clock.fastForward(NOTIFICATION_AUTO_OPEN_MS)
    await popover.waitFor({ timeout: 5_000 })
    await popover.getByRole('button', { name: 'Close notifications' }).click()
    await popover.waitFor({ state: 'hidden' })
  })

  it('owner@globex.example: the popover opens by itself, a notification opens, and once closed it stays closed', async () => {
    const { page, feed } = await signInAsNeverSeen()
    const popover = page.getByRole('dialog', { name: 'Notifications' })
    const bell = page.getByRole('button', { name: /^Notifications/ })
    // Opens by itself about 2 s after the feed arrives, not at once.
    await feed
    expect(await popover.count()).toBe(0)
    await page.clock.fastForward(NOTIFICATION_AUTO_OPEN_MS)
    await popover.waitFor({ timeout: 10_000 })
    const unseen = await bell.getAttribute('aria-label')
    expect(unseen).toMatch(/^Notifications, \d+ unseen$/)
    const list = popover.getByRole('list', { name: 'Notification list' })
    expect(await list.getByRole('button').first().textContent()).toContain('Pinned')
    await list.getByRole('button', { name: /Building a security culture/ }).click()
    const article = popover.getByRole('article', { name: 'Building a security culture in 30 days' })
    await article.getByText('Join our live session').waitFor()
    await page.waitForFunction(
      (before) =>
        document.querySelector('[aria-label^="Notifications"]')?.getAttribute('aria-label') !== before,
      unseen,
    )
    await popover.getByRole('button', { name: '← Back to notifications' }).click()
    await popover.getByRole('button', { name: 'Close notifications' }).click()
    await popover.waitFor({ state: 'hidden' })
    const feedAgain = feedArrives(page)
    await page.reload()
    await new HomePage(page).seeSignedIn('Globex')
    await letAutoOpenTimePass(page, feedAgain)
    expect(await popover.count()).toBe(0)
    // The bell still opens it by hand.
    await bell.click()
    await popover.waitFor()
  })

  it('owner@globex.example sends a support message and a survey rating, each checked before it goes', async () => {
    const page = session.page()
    await page.clock.install()
    await new LoginPage(page).open()
    const feed = feedArrives(page)
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    // Closed in the test before: the popover does not open by itself again.
    await letAutoOpenTimePass(page, feed)
    expect(await page.getByRole('dialog', { name: 'Notifications' }).count()).toBe(0)

    await page.getByRole('button', { name: 'Help' }).click()
    const help = page.getByRole('dialog', { name: 'Contact Support' })
    await help.getByText('Hi Gloria, how can we help?').waitFor()
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
    expect(items.map((item) => item.subject)).toContain('[Reporting & Dashboards] Globex')

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

  it('expired@initech.example: the "Assignments Suspended" notice with the course and Upgrade', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    expect(
      (await page.request.post('/__dev/notifications/reset?email=expired@initech.example')).status(),
    ).toBe(204)
    await new LoginPage(page).signIn('expired@initech.example')
    const notice = page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('region', { name: 'Assignments Suspended' })
    await notice.waitFor({ timeout: 15_000 })
    expect(await notice.textContent()).toContain('Annual Security Awareness Training')
    await notice.getByRole('link', { name: 'Upgrade' }).click()
    await page.waitForURL(/\/licensing/)
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'hidden' })
  })
})

import { describe, expect, inject, it } from 'vitest'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'

const session = browserPerFile(inject('baseUrl'), { freshPage: true })

describe('notifications in Chromium', () => {
  it('owner@globex.example: the popover opens by itself, a notification opens, and once closed it stays closed', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    const popover = page.getByRole('dialog', { name: 'Notifications' })
    const bell = page.getByRole('button', { name: /^Notifications/ })
    // Opens by itself about 2 s after the feed arrives, not at once.
    expect(await popover.count()).toBe(0)
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
    await page.reload()
    await new HomePage(page).seeSignedIn('Globex')
    await page.waitForTimeout(3_000)
    expect(await popover.count()).toBe(0)
    // The bell still opens it by hand.
    await bell.click()
    await popover.waitFor()
  })

  it('expired@initech.example: the "Assignments Suspended" notice with the course and Upgrade', async () => {
    const page = session.page()
    await new LoginPage(page).open()
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

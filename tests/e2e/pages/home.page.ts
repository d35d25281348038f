import type { Page } from 'playwright-core'

export class HomePage {
  constructor(private readonly page: Page) {}

  async seeSignedIn(companyName: string) {
    await this.page.getByRole('heading', { name: 'Get started' }).waitFor({ timeout: 15_000 })
    await this.page.getByRole('complementary', { name: 'Sidebar' }).getByText(companyName).waitFor()
  }

  /** The notifications popover opens by itself 2 s after unseen notifications load; close it if it does. */
  async closeNotificationsIfOpened() {
    const popover = this.page.getByRole('dialog', { name: 'Notifications' })
    const opened = await popover
      .waitFor({ timeout: 4_000 })
      .then(() => true)
      .catch(() => false)
    if (!opened) return
    await popover.getByRole('button', { name: /close/i }).first().click()
    await popover.waitFor({ state: 'detached' })
  }

  async signOut() {
    await this.page.getByRole('button', { name: 'User menu' }).click()
    await this.page.getByRole('menuitem', { name: 'Logout' }).click()
    await this.page.getByRole('heading', { name: 'Log in to your account' }).waitFor({ timeout: 10_000 })
  }
}

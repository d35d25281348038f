import type { Page } from 'playwright-core'

export class HomePage {
  constructor(private readonly page: Page) {}

  async seeSignedIn(companyName: string) {
    await this.page.getByRole('heading', { name: 'Get started' }).waitFor({ timeout: 15_000 })
    await this.page.getByRole('complementary', { name: 'Sidebar' }).getByText(companyName).waitFor()
  }

  async signOut() {
    await this.page.getByRole('button', { name: 'User menu' }).click()
    await this.page.getByRole('menuitem', { name: 'Logout' }).click()
    await this.page.getByRole('heading', { name: 'Log in to your account' }).waitFor({ timeout: 10_000 })
  }
}

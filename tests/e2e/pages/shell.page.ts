import type { Page } from 'playwright-core'

export class ShellPage {
  constructor(private readonly page: Page) {}

  sidebar() {
    return this.page.getByRole('complementary', { name: 'Sidebar' })
  }

  navLinks() {
    return this.page.getByRole('navigation', { name: 'Main' }).getByRole('link')
  }

  async pageHeading() {
    const heading = this.page.locator('main h1').first()
    await heading.waitFor({ timeout: 10_000 })
    return heading.textContent()
  }

  async fold() {
    await this.page.getByRole('button', { name: 'Fold sidebar' }).click()
  }
}

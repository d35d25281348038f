import type { Locator, Page } from 'playwright-core'

// The phishing exercise area as an admin drives it: the landing with its cards, the three-step campaign
// wizard at /phishing-exercise/create and the campaign report.

export class ExercisePage {
  constructor(readonly page: Page) {}

  async openList() {
    await this.page.goto('/phishing-exercise')
    await this.page
      .getByRole('heading', { name: 'Kickstart Your Campaign: Pick Your Template Pack.' })
      .waitFor()
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true })
  }

  async openWizard() {
    await this.page.goto('/phishing-exercise/create')
    await this.page.getByRole('region', { name: 'Templates' }).getByRole('article').first().waitFor()
  }

  /** Step 1: a pack's card, then its templates shown read-only. */
  async choosePack(name: string) {
    await this.page
      .getByRole('radiogroup', { name: 'Template packs' })
      .getByRole('radio', { name: new RegExp(name) })
      .click()
    await this.page.getByRole('region', { name }).getByRole('listitem').first().waitFor()
  }

  footerNext() {
    return this.page
      .getByRole('group', { name: 'Wizard steps' })
      .getByRole('button', { name: 'Next', exact: true })
  }

  async next() {
    await this.footerNext().click()
  }

  async cardMenu(name: string, item: string) {
    const trigger = this.card(name).getByRole('button', { name: `Actions for ${name}` })
    await trigger.click()
    await this.page.getByRole('menuitem', { name: item }).click()
  }
}

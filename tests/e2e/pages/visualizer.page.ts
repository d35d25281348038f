import type { Page } from 'playwright-core'

export class VisualizerPage {
  constructor(private readonly page: Page) {}

  machineCards() {
    return this.page.locator('ul[aria-label$=" flows"] > li')
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search flows' }).fill(text)
  }

  async openMachine(title: string) {
    await this.page.getByRole('link', { name: title, exact: true }).click()
    await this.page.getByRole('img', { name: 'Statechart' }).waitFor({ timeout: 15_000 })
  }

  state(id: string) {
    return this.page.locator(`[data-state-id="${id}"]`)
  }

  async seeActive(id: string) {
    await this.page.locator(`[data-state-id="${id}"][data-active="true"]`).waitFor({ timeout: 10_000 })
  }

  async openTab(name: 'Simulate' | 'Paths' | 'Coverage' | 'Changes' | 'Live') {
    await this.page.getByRole('tab', { name }).click()
  }

  async chooseOutcome(actor: string, optionText: string) {
    const select = this.page.getByRole('combobox', { name: `${actor} success output` })
    const value = await select.locator('option', { hasText: optionText }).first().getAttribute('value')
    await select.selectOption(value ?? '0')
    await this.page.getByRole('button', { name: `Succeed ${actor}` }).click()
  }

  /** Clicks an event pill on the diagram; a pill whose event carries data opens its payload dialog. */
  async firePill(name: string) {
    await this.page.getByRole('button', { name: `Fire ${name}`, exact: true }).click()
  }

  /** Sends the payload chosen in a pill's dialog (its first variant unless `variant` names another). */
  async sendFromDialog(pill: string, event: string, variant?: string) {
    const dialog = this.page.getByRole('dialog', { name: `Fire ${pill}` })
    await dialog.waitFor()
    if (variant) {
      const select = dialog.getByRole('combobox', { name: `${event} payload` })
      const value = await select.locator('option', { hasText: variant }).first().getAttribute('value')
      await select.selectOption(value ?? '0')
    }
    await dialog.getByRole('button', { name: `Send ${event}` }).click()
    await dialog.waitFor({ state: 'detached' })
  }
}

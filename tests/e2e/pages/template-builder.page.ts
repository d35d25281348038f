import type { Locator, Page } from 'playwright-core'

// The template area as an admin drives it: the library at /phishing-exercise/create, the type dialog, the
// five-step builder and the preview dialog.

export const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
export const GIF_HEAD = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]
export const imageFile = (name: string, head: number[], size: number) => {
  const buffer = Buffer.alloc(size)
  Buffer.from(head).copy(buffer)
  return { name, mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer }
}

export class TemplateBuilderPage {
  constructor(readonly page: Page) {}

  library() {
    return this.page.getByRole('region', { name: 'Templates' })
  }

  async open() {
    await this.page.goto('/phishing-exercise/create')
    await this.library().getByRole('article').first().waitFor()
  }

  builder(title = 'New Template'): Locator {
    return this.page.getByRole('dialog', { name: title })
  }

  async create(layout: 'Email' | 'SMS') {
    await this.library().getByRole('button', { name: 'Create New' }).click()
    const type = this.page.getByRole('dialog', { name: 'Choose Template Type' })
    await type.getByRole('radio', { name: new RegExp(`^${layout}`) }).click()
    await type.getByRole('button', { name: 'Continue' }).click()
    await this.builder()
      .getByRole('heading', { name: layout === 'Email' ? 'Email Header' : 'Sender' })
      .waitFor()
  }

  async next(builder = this.builder()) {
    await builder.getByRole('button', { name: 'Next', exact: true }).click()
  }

  async fillBackstory(builder = this.builder()) {
    // Typed text that looks like markup stays text everywhere it is shown.
    await builder
      .getByLabel('Legend')
      .fill('A message arrives from an address outside the company. <img src=x onerror=window.__pwned=11>')
    const statuses = [
      ['Call & Verify', 'Partial'],
      ['Check Official App', 'Partial'],
      ['Report Phishing', 'Correct'],
      ['Looks Legit', 'Wrong'],
    ] as const
    for (const [answer, status] of statuses) {
      await builder
        .getByRole('radiogroup', { name: `${answer} status` })
        .getByText(status)
        .click()
      await builder
        .getByLabel(`${answer} explanation`)
        .fill(`${answer}: ${status.toLowerCase()} because of the sender.`)
    }
  }

  /** From the Message step: the backstory, then one body callout on `anchor`, to Preview & Save. */
  async backstoryAndCallout(anchor: string, callout: string, builder = this.builder()) {
    await this.next(builder)
    await this.fillBackstory(builder)
    await this.next(builder)
    await builder.getByRole('switch', { name: 'Body callouts' }).check()
    await builder.getByLabel('Anchor Text').fill(anchor)
    await builder.getByLabel('Callout Text').fill(callout)
    await this.next(builder)
  }

  /** Searches the library and waits until its list shows only matching cards (the search is debounced: a card
   * found before it applies is replaced when it does). */
  async search(text: string) {
    await this.library().getByLabel('Search templates').fill(text)
    await this.library()
      .getByRole('article')
      .filter({ hasNotText: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') })
      .first()
      .waitFor({ state: 'detached' })
  }

  async cardMenu(name: string) {
    const card = this.library().getByRole('article', { name })
    await card.getByRole('button', { name: `Actions for ${name}` }).click()
    return this.page.getByRole('menu')
  }
}

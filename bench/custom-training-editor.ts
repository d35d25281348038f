import type { Page } from 'playwright-core'
import { CHROMIUM_PATH, launchBrowser } from '../tests/e2e/browser'
import { MAX_CHAPTERS } from '../src/domain/custom-training'

// The issue-30 editor budget: a draft with the spec's 150 chapters, a chapter moved down under 4× CPU
// throttling — the click to the next frame, the re-render of the whole outline included. Median of 5.

export async function editorReorderMs(url: string, signIn: (page: Page, url: string) => Promise<void>) {
  const browser = await launchBrowser([], CHROMIUM_PATH)
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await signIn(page, url)
    await page.goto(`${url}/custom`)
    await page.getByRole('button', { name: 'New training' }).click()
    await page.getByLabel('Training name').fill('Bench: 150 chapters')
    await page.getByRole('button', { name: 'Create and edit' }).click()
    await page.getByRole('button', { name: '+ Section' }).click({ timeout: 20_000 })
    const add = page.getByRole('button', { name: 'Add chapter to Section 1' })
    for (let i = 0; i < MAX_CHAPTERS; i += 1) await add.click()
    await page
      .getByRole('textbox', { name: 'Chapter title' })
      .nth(MAX_CHAPTERS - 1)
      .waitFor()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const times: number[] = []
    for (let i = 0; i < 5; i += 1)
      times.push(
        await page.evaluate(async (label) => {
          const button = [...document.querySelectorAll('button')].find(
            (b) => b.getAttribute('aria-label') === label,
          )
          const started = performance.now()
          button?.click()
          await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
          return performance.now() - started
        }, 'Move Chapter 1 down'),
      )
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const order = await page
      .getByRole('textbox', { name: 'Chapter title' })
      .evaluateAll((boxes) => boxes.slice(0, 7).map((box) => (box as HTMLInputElement).value))
    times.sort((a, b) => a - b)
    return { median: times[2]!, moved: order[5] === 'Chapter 1' }
  } finally {
    await browser.close()
  }
}

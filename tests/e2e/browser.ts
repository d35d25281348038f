import * as hooks from 'vitest'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

// Debian's Chromium (never a downloaded browser), with the flags this closed network needs. Playwright
// gives every launch a fresh temporary profile of its own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** `extraArgs`: e.g. a host-resolver rule that sends a custom domain to the loopback gateway. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  })
}

export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
}

/**
 * Registers the hooks every e2e file needs: one browser per file and, when `freshPage` is set, a new
 * context and page before each test. Returns accessors for the current ones.
 */
export function browserPerFile(baseUrl: string, options: { freshPage: boolean }) {
  const { afterAll, beforeAll, beforeEach } = hooks
  let browser: Browser
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    browser = await launchBrowser()
    if (!options.freshPage) {
      context = await newContext(browser, baseUrl)
      page = await context.newPage()
    }
  })
  afterAll(() => browser.close())
  if (options.freshPage) {
    beforeEach(async () => {
      await context?.close()
      context = await newContext(browser, baseUrl)
      page = await context.newPage()
    })
  }
  return { browser: () => browser, context: () => context, page: () => page }
}

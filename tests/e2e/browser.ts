import { existsSync } from 'node:fs'
import * as hooks from 'vitest'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

// Debian's Chromium (never a downloaded browser), with the flags this closed network needs. Playwright
// gives every launch a fresh temporary profile of its own.

/** The browser an admin runs: the bench measures with it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
/**
 * The e2e suite's browser: Debian's headless shell when installed — the same Blink and V8 without the full
 * browser's windowing and services, measured at 30–45% less wall time for the same e2e files on two cores.
 */
export const E2E_BROWSER_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH)

/** `extraArgs`: e.g. a host-resolver rule that sends a custom domain to the loopback gateway. */
export async function launchBrowser(
  extraArgs: readonly string[] = [],
  executablePath = E2E_BROWSER_PATH,
): Promise<Browser> {
  return chromium.launch({
    executablePath,
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

// One browser per worker: the files of a worker run one after another in the same process (isolate: false), and
// launching Chromium for each of them cost about a second a file. What isolates a file is its contexts (cookies,
// storage, cache): they are all closed when the file ends, the ones it opened itself included.
let workerBrowser: Promise<Browser> | null = null
function browserOfWorker(): Promise<Browser> {
  workerBrowser ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => (workerBrowser = null))
    return browser
  })
  return workerBrowser
}

/**
 * Registers the hooks every e2e file needs: the worker's browser and, when `freshPage` is set, a new context and
 * page before each test. Returns accessors for the current ones.
 */
export function browserPerFile(baseUrl: string, options: { freshPage: boolean }) {
  const { afterAll, beforeAll, beforeEach } = hooks
  let browser: Browser
  let context: BrowserContext
  let page: Page
  // A failure on CI leaves only the log: say where each open page was and what its dialogs (or main area) held.
  beforeEach((test) => test.onTestFailed(() => describeOpenPages(browser)))
  beforeAll(async () => {
    browser = await browserOfWorker()
    if (!options.freshPage) {
      context = await newContext(browser, baseUrl)
      page = await context.newPage()
    }
  })
  afterAll(async () => {
    await Promise.all(browser.contexts().map((open) => open.close()))
  })
  if (options.freshPage) {
    beforeEach(async () => {
      await context?.close()
      context = await newContext(browser, baseUrl)
      page = await context.newPage()
    })
  }
  return { browser: () => browser, context: () => context, page: () => page }
}

async function describeOpenPages(browser: Browser | undefined) {
  for (const open of browser?.contexts().flatMap((context) => context.pages()) ?? []) {
    const dialogs = open.getByRole('dialog')
    const area = (await dialogs.count().catch(() => 0)) > 0 ? dialogs.first() : open.locator('main, body').first()
    const snapshot = await area.ariaSnapshot({ timeout: 2_000 }).catch((error: Error) => error.message)
    console.log(`[e2e failure] ${open.url()}\n${snapshot.slice(0, 4_000)}`)
  }
}

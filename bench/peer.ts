import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { CHROMIUM_PATH, launchBrowser } from '../tests/e2e/browser'
import { startPeerServer } from './peer-server'

// Issue 23's peer, side by side in one run: react-admin 5.15 built from its npm packages in a cache folder
// (bench/peer: its template's login page, a dashboard landing, a users list over REST on loopback), measured
// with the same browser, the same throttling and the same steps as the console.

const PEER_SOURCE = resolve('bench/peer')
const PEER_DIR = resolve('node_modules/.cache/bench-peer')

/** Lighthouse's mobile throttling: 4× CPU, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const MOBILE = { cpu: 4, latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 }

export function buildPeer(): string {
  mkdirSync(PEER_DIR, { recursive: true })
  const manifest = readFileSync(join(PEER_SOURCE, 'package.json'), 'utf8')
  const installed = join(PEER_DIR, 'package.json')
  const fresh = !existsSync(installed) || readFileSync(installed, 'utf8') !== manifest
  cpSync(PEER_SOURCE, PEER_DIR, { recursive: true })
  if (fresh || !existsSync(join(PEER_DIR, 'node_modules')))
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: PEER_DIR,
      stdio: 'ignore',
    })
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: PEER_DIR, stdio: 'ignore' })
  return join(PEER_DIR, 'dist')
}

async function throttle(page: Page, network: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu })
  if (network)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latency,
      downloadThroughput: MOBILE.download,
      uploadThroughput: MOBILE.upload,
    })
}

/** Largest contentful paint of a fresh load of `url`, as the page's own PerformanceObserver saw it. */
async function lcpOf(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<number> {
  await page.addInitScript(
    'new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime })' +
      ".observe({ type: 'largest-contentful-paint', buffered: true })",
  )
  await page.goto(url)
  await ready(page)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  return page.evaluate('window.__lcp ?? NaN') as Promise<number>
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!

interface App {
  name: string
  url: string
  loginPath: string
  landingPath: string
  signIn(page: Page): Promise<void>
  loginReady(page: Page): Promise<void>
  landingReady(page: Page): Promise<void>
  toList(page: Page): Promise<void>
  toLanding(page: Page): Promise<void>
  /** The list's cells, as the in-page timing looks for them (the second one means a row is drawn). */
  listCells: string
}

function ours(url: string): App {
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
  return {
    name: 'console',
    url,
    loginPath: '/login',
    landingPath: '/home',
    async signIn(page) {
      await page.goto(`${url}/login`)
      await page.getByLabel('Email').fill('owner@globex.example')
      await page.getByLabel('Password').fill('Awareness#2026')
      await page.getByRole('button', { name: 'Log in' }).click()
      await page.getByRole('heading', { name: 'Get started' }).first().waitFor({ timeout: 30_000 })
    },
    loginReady: (page) =>
      page.getByRole('heading', { name: 'Log in to your account' }).waitFor({ timeout: 60_000 }),
    landingReady: (page) => page.getByText('Company culture score').waitFor({ timeout: 60_000 }),
    async toList(page) {
      await nav(page).getByRole('link', { name: 'All Users' }).click()
      await page.locator('main tbody tr td').nth(1).waitFor()
    },
    async toLanding(page) {
      await nav(page).getByRole('link', { name: 'Get Started' }).click()
      await page.getByText('Company culture score').waitFor()
    },
    listCells: 'main tbody tr td',
  }
}

function peer(url: string): App {
  return {
    name: 'react-admin',
    url,
    loginPath: '/#/login',
    landingPath: '/#/',
    async signIn(page) {
      await page.goto(`${url}/#/login`)
      await page.locator('input[name="username"]').fill('owner')
      await page.locator('input[name="password"]').fill('Awareness#2026')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByText('1000 users').waitFor({ timeout: 30_000 })
    },
    loginReady: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 60_000 }),
    landingReady: (page) => page.getByText('1000 users').waitFor({ timeout: 60_000 }),
    async toList(page) {
      await page.getByRole('menuitem', { name: 'Users' }).click()
      await page.locator('tbody tr td').nth(1).waitFor()
    },
    async toLanding(page) {
      await page.getByRole('menuitem', { name: 'Dashboard' }).click()
      await page.getByText('1000 users').waitFor()
    },
    listCells: 'tbody tr td',
  }
}

/** Loads of the signed-in landing per app, interleaved with the peer's: one load scatters by ±20% here. */
const LANDING_RUNS = 5

async function loginLcpOf(browser: Browser, app: App): Promise<number> {
  // /login, signed out, mobile throttling (CPU and network).
  const login = await browser.newContext()
  const loginPage = await login.newPage()
  await throttle(loginPage, true)
  const lcp = await lcpOf(loginPage, `${app.url}${app.loginPath}`, app.loginReady)
  await login.close()
  return lcp
}

async function signedInContext(browser: Browser, app: App) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  await app.signIn(await context.newPage())
  return context
}

/** The signed-in landing, loaded afresh under the same throttling (its code cached by the sign-in). */
async function landingLcpOf(context: BrowserContext, app: App): Promise<number> {
  const page = await context.newPage()
  await throttle(page, true)
  const lcp = await lcpOf(page, `${app.url}${app.landingPath}`, app.landingReady)
  await page.close()
  return lcp
}

/**
 * In the page: from the click's event time to the frame that draws the list's first row (the animation frame after
 * the row is in the document, before its paint). The harness's own time — the driver finding, scrolling to and
 * clicking the link, then polling for the row, all under the same 4× throttling — is left out, so the figure is the
 * app's work alone; the harness's figure is kept beside it.
 */
// A string, not a function (tsx's helpers in a function's text do not exist in the page), ending in undefined so
// that evaluating it does not wait for the promise it leaves on the page.
const armRouteTiming = (cells: string) => `window.routeTiming = new Promise((resolve) => {
  document.addEventListener('click', (event) => {
    const started = event.timeStamp
    const drawn = () => document.querySelectorAll(${JSON.stringify(cells)}).length > 1
    const finish = () => requestAnimationFrame(() => resolve(performance.now() - started))
    queueMicrotask(() => {
      if (drawn()) return finish()
      const observer = new MutationObserver(() => {
        if (!drawn()) return
        observer.disconnect()
        finish()
      })
      observer.observe(document.body, { childList: true, subtree: true })
    })
  }, { capture: true, once: true })
}); undefined`

/** Landing → users list and back, 4× CPU, loopback network; the first round warms code caches. */
async function routeChangeOf(
  context: BrowserContext,
  app: App,
): Promise<{ harness: number; inPage: number }> {
  const page = context.pages()[0]!
  await page.goto(`${app.url}${app.landingPath}`)
  await app.landingReady(page)
  await throttle(page, false)
  const changes: number[] = []
  const inPage: number[] = []
  for (let i = 0; i < 8; i += 1) {
    await page.evaluate(armRouteTiming(app.listCells))
    const started = performance.now()
    await app.toList(page)
    if (i > 0) {
      changes.push(performance.now() - started)
      inPage.push((await page.evaluate('window.routeTiming')) as number)
    }
    await app.toLanding(page)
  }
  return { harness: median(changes), inPage: median(inPage) }
}

async function measureBoth(browser: Browser, apps: { ours: App; peer: App }) {
  const results = {
    ours: { loginLcp: 0, landingLcp: 0, landingRuns: [] as number[], routeChange: 0, routeChangeInPage: 0 },
    peer: { loginLcp: 0, landingLcp: 0, landingRuns: [] as number[], routeChange: 0, routeChangeInPage: 0 },
  }
  const sides = ['peer', 'ours'] as const
  // BENCH_PEER_ONLY=route: the route change alone, while working on it.
  const all = process.env.BENCH_PEER_ONLY !== 'route'
  if (all) for (const side of sides) results[side].loginLcp = await loginLcpOf(browser, apps[side])
  const contexts = {
    peer: await signedInContext(browser, apps.peer),
    ours: await signedInContext(browser, apps.ours),
  }
  for (let run = 0; all && run < LANDING_RUNS; run += 1)
    for (const side of sides) results[side].landingRuns.push(await landingLcpOf(contexts[side], apps[side]))
  for (const side of sides) {
    results[side].landingLcp = median([...results[side].landingRuns])
    const route = await routeChangeOf(contexts[side], apps[side])
    results[side].routeChange = route.harness
    results[side].routeChangeInPage = route.inPage
    await contexts[side].close()
  }
  return results
}

async function loginWireBytes(url: string): Promise<number> {
  const browser = await launchBrowser([], CHROMIUM_PATH)
  const page = await browser.newPage()
  let bytes = 0
  page.on('response', async (response) => {
    const length = Number((await response.allHeaders())['content-length'] ?? NaN)
    bytes += Number.isFinite(length) ? length : (await response.body().catch(() => Buffer.alloc(0))).length
  })
  await page.goto(`${url}/login`)
  await page.getByRole('heading', { name: 'Log in to your account' }).waitFor()
  await page.waitForLoadState('networkidle')
  await browser.close()
  return bytes
}

type Measured = Awaited<ReturnType<typeof measureBoth>>
export interface PeerComparison {
  ours: Measured['ours']
  peer: Measured['peer']
  peerBundleKb: number
  loginWireKb: number
}

export async function peerComparison(ourUrl: string): Promise<PeerComparison> {
  const dist = buildPeer()
  const { url, server } = await startPeerServer(dist)
  const bundle = readFileSync(join(dist, 'assets', readdirJs(dist)))
  const browser = await launchBrowser([], CHROMIUM_PATH)
  try {
    // A gateway starts its drawing worker on the first page it serves (docs/operations.md): the runs measure one
    // that has served a page before, not that start, which would take a core from the throttled browser.
    await (await fetch(`${ourUrl}/login`)).arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    // The landing loads alternate between the two, so a busy moment of the machine falls on both.
    const measured = await measureBoth(browser, { ours: ours(ourUrl), peer: peer(url) })
    return {
      ...measured,
      peerBundleKb: gzipSync(bundle).length / 1024,
      loginWireKb: (await loginWireBytes(ourUrl)) / 1024,
    }
  } finally {
    await browser.close()
    server.close()
  }
}

function readdirJs(dist: string): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const match = /assets\/([^"]+\.js)/.exec(html)
  if (!match) throw new Error('the peer build has no entry script')
  return match[1]!
}

if (process.argv[1]?.endsWith('peer.ts') && process.argv[2]) {
  writeFileSync('/dev/stdout', `${JSON.stringify(await peerComparison(process.argv[2]), null, 2)}\n`)
}

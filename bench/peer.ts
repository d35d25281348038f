import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from '../tests/e2e/browser'
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
  }
}

async function measure(browser: Browser, app: App) {
  // /login, signed out, mobile throttling (CPU and network).
  const login = await browser.newContext()
  const loginPage = await login.newPage()
  await throttle(loginPage, true)
  const loginLcp = await lcpOf(loginPage, `${app.url}${app.loginPath}`, app.loginReady)
  await login.close()

  // The signed-in landing, loaded afresh under the same throttling.
  const signedIn = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  const page = await signedIn.newPage()
  await app.signIn(page)
  const landingPage = await signedIn.newPage()
  await throttle(landingPage, true)
  const landingLcp = await lcpOf(landingPage, `${app.url}${app.landingPath}`, app.landingReady)
  await landingPage.close()

  // Landing → users list and back, 4× CPU, loopback network; the first round warms code caches.
  await page.goto(`${app.url}${app.landingPath}`)
  await app.landingReady(page)
  await throttle(page, false)
  const changes: number[] = []
  for (let i = 0; i < 8; i += 1) {
    const started = performance.now()
    await app.toList(page)
    if (i > 0) changes.push(performance.now() - started)
    await app.toLanding(page)
  }
  await signedIn.close()
  return { loginLcp, landingLcp, routeChange: median(changes) }
}

async function loginWireBytes(url: string): Promise<number> {
  const browser = await launchBrowser()
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

export interface PeerComparison {
  ours: Awaited<ReturnType<typeof measure>>
  peer: Awaited<ReturnType<typeof measure>>
  peerBundleKb: number
  loginWireKb: number
}

export async function peerComparison(ourUrl: string): Promise<PeerComparison> {
  const dist = buildPeer()
  const { url, server } = await startPeerServer(dist)
  const bundle = readFileSync(join(dist, 'assets', readdirJs(dist)))
  const browser = await launchBrowser()
  try {
    // Interleaved per measure would share the machine's state more evenly; one after the other is simpler
    // and each app gets a fresh browser context.
    const peerResult = await measure(browser, peer(url))
    const ourResult = await measure(browser, ours(ourUrl))
    return {
      ours: ourResult,
      peer: peerResult,
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

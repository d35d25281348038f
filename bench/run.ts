import { execFileSync, execSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import ELK from 'elkjs/lib/elk.bundled.js'
import { createMachine } from 'xstate'
import type { Page } from 'playwright-core'
import { CHROMIUM_PATH, launchBrowser } from '../tests/e2e/browser'
import { buildDiagram, toElkGraph } from '../src/visualizer/diagram/model'
import { registry } from '../machines/registry'
import { createCoverageRecorder } from '../machines/tooling/coverage'
import { generatePaths } from '../machines/tooling/graph'
import { replayPath } from '../machines/tooling/replay'
import { csvParseMs, usersListP95Ms } from './users-scale'
import { exerciseReportScale } from './exercise-report-scale'
import { simulationScale } from './simulation-scale'
import { customersScale } from './customers-scale'
import { trainingScale } from './training-scale'
import { uploadScale } from './upload-scale'
import { editorReorderMs } from './custom-training-editor'
import { loadRun } from './load'
import { throughputBesideBaseline } from './throughput-baseline'
import { LAUNCH_ENV } from './throughput'
import type { ScaleBackend } from './scale-gateway'
import { loginSplit } from './login-split'
import { peerComparison } from './peer'
import { visualizerBench } from './visualizer'
import { freePortBlock } from '../tests/setup/free-ports'

// Panda's PostCSS plugin, loaded by the in-memory builds, logs an uncaught exception without its stack and exits 0
// (a run ended so on 2026-12-04): this handler, registered first, prints where it came from and fails the run.
process.on('uncaughtException', (error) => {
  console.error('bench failed:', error)
  process.exit(1)
})

// `npm run bench`: the budgets of the issues, measured on this machine and printed as a table. Nothing
// here fails a build; the numbers are for people to read and compare between runs.

/** The previous run's route-change time, so each release reads as a ratio against the last. */
const HISTORY = 'bench/history.json'
if (!existsSync(HISTORY)) writeFileSync(HISTORY, '{}\n')

interface Row {
  budget: string
  measured: string
  limit: string
  within: boolean
}
const rows: Row[] = []

async function startServer(
  extraEnv: Record<string, string>,
  command: string[],
  dataDir = mkdtempSync(join(tmpdir(), 'bench-')),
  keepData = false,
): Promise<{ url: string; ms: number; stop: () => void }> {
  // Below the ephemeral range: a random port above it collided with a load connection's (a bench run failed on it).
  const port = await freePortBlock(1)
  const started = performance.now()
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...LAUNCH_ENV, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited')
    const ok = await fetch(`${url}/login`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    ms: performance.now() - started,
    stop: () => {
      process.kill(-child.pid!, 'SIGTERM')
      if (!keepData) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500)
    },
  }
}

async function loginBundle(
  url: string,
): Promise<{ bytes: number; files: string[]; served: { file: string; bytes: number }[] }> {
  const browser = await launchBrowser([], CHROMIUM_PATH)
  const page = await browser.newPage()
  await page.goto(`${url}/login`)
  await page.getByRole('heading', { name: 'Log in to your account' }).waitFor()
  // The form is drawn in the page's HTML, so its heading shows before any script: what counts is the JavaScript
  // asked for until the form is hydrated, which it marks (src/ui/use-struct-form.ts); what the page loads after
  // that (the error reporter) is not what makes it interactive.
  await page.waitForFunction(() => window.__consoleStarted === true)
  const scripts = await page.evaluate(() => {
    const interactive = performance.getEntriesByName('form-interactive')[0]?.startTime ?? Infinity
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js(\?|$)/.test(entry.name) && entry.startTime <= interactive)
      .map((entry) => entry.name)
  })
  await browser.close()
  let total = 0
  const served: { file: string; bytes: number }[] = []
  for (const script of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(script)).arrayBuffer())
    total += gzipSync(body, { level: 9 }).length
    served.push({ file: script.split('/').pop() ?? script, bytes: body.length })
  }
  return { bytes: total, files: served.map((s) => s.file), served }
}

/** What the mandated stack costs before any of the console's own code. */
async function stackFloorKb(): Promise<number> {
  const { build } = await import('vite')
  const react = (await import('@vitejs/plugin-react')).default
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    css: { postcss: {} },
    build: { write: false, rollupOptions: { input: 'bench/floor/entry.tsx' } },
  })
  let total = 0
  for (const result of [out].flat()) {
    for (const chunk of (result as { output: { type: string; code?: string }[] }).output)
      if (chunk.type === 'chunk' && chunk.code) total += gzipSync(chunk.code, { level: 9 }).length
  }
  return total / 1024
}

/** A 30-state chart: three compound states of eight, plus six top-level states, chained by events. */
function thirtyStateMachine() {
  const chain = (prefix: string, count: number) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        `${prefix}${i}`,
        { on: { next: `${prefix}${(i + 1) % count}`, back: `${prefix}${Math.max(0, i - 1)}` } },
      ]),
    )
  const compound = (name: string) => ({
    initial: `${name}0`,
    states: chain(name, 8),
    on: { leave: '#thirty.s0' },
  })
  return createMachine({
    id: 'thirty',
    initial: 's0',
    states: { ...chain('s', 3), a: compound('a'), b: compound('b'), c: compound('c') },
  })
}

async function elkLayoutMs(): Promise<number> {
  const elk = new ELK()
  const graph = toElkGraph(buildDiagram(thirtyStateMachine()))
  await elk.layout(structuredClone(graph))
  const times: number[] = []
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now()
    await elk.layout(structuredClone(graph))
    times.push(performance.now() - started)
  }
  return times.sort((x, y) => x - y)[2]!
}

/** Signs the demo Globex owner in and waits for Get started. */
async function signInGlobex(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`)
  await page.getByLabel('Email').fill('owner@globex.example')
  await page.getByLabel('Password').fill('Awareness#2026')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('heading', { name: 'Get started' }).first().waitFor({ timeout: 20_000 })
}

/** Median client-side route change (sidebar click → next page's heading) under 4× CPU throttling. */
async function routeChangeMs(url: string): Promise<{ median: number; pageChunksBeforeVisit: string[] }> {
  const browser = await launchBrowser([], CHROMIUM_PATH)
  const page = await browser.newPage()
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url().split('/').pop() ?? '')
  })
  await signInGlobex(page, url)
  const early = scripts.filter((file) => /PlannedPage|NotFoundPage|VisualizerApp/.test(file))
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const nav = page.getByRole('navigation', { name: 'Main' })
  const times: number[] = []
  for (let i = 0; i < 7; i += 1) {
    for (const [label, heading] of [
      ['Policies', 'Policies'],
      ['Get Started', 'Get started'],
    ] as const) {
      const started = performance.now()
      await nav.getByRole('link', { name: label }).click()
      await page.locator('main h1', { hasText: heading }).waitFor()
      if (i > 0) times.push(performance.now() - started)
    }
  }
  await browser.close()
  return { median: times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!, pageChunksBeforeVisit: early }
}

/**
 * The template builder (issue 9): which scripts load before the builder opens, then, under 4× CPU throttling,
 * Continue in the type dialog → the email designer editable on the body step (median of 5), and a callout
 * highlight's delay past the 500 ms pause after the last keystroke.
 */
async function templateEditorMs(
  url: string,
): Promise<{ median: number; early: string[]; highlightLagMs: number }> {
  const browser = await launchBrowser([], CHROMIUM_PATH)
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url().split('/').pop() ?? '')
  })
  await signInGlobex(page, url)
  await page.goto(`${url}/phishing-exercise/create`)
  await page
    .getByRole('region', { name: 'Templates' })
    .getByRole('article')
    .first()
    .waitFor({ timeout: 20_000 })
  await page.waitForTimeout(2_000)
  const early = scripts.filter((file) => /grapes|EmailDesigner/.test(file))
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const times: number[] = []
  const builder = page.getByRole('dialog', { name: 'New Template' })
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Create New' }).click()
    const started = performance.now()
    await page.getByRole('button', { name: 'Continue' }).click()
    await builder.getByRole('button', { name: 'Next', exact: true }).click()
    await page.locator('.gjs-frame').waitFor({ timeout: 30_000 })
    await page.frameLocator('.gjs-frame').getByText('Dear colleague,').waitFor({ timeout: 30_000 })
    await builder.getByRole('button', { name: 'Next', exact: true }).and(page.locator(':enabled')).waitFor()
    times.push(performance.now() - started)
    if (i < 4) await builder.getByRole('button', { name: 'Close' }).click()
  }
  // On to the callouts: the highlight follows the last keystroke by the 500 ms pause plus the render.
  await builder.getByRole('button', { name: 'Next', exact: true }).click()
  await builder.getByLabel('Legend').fill('Bench')
  await builder.getByRole('button', { name: 'Next', exact: true }).click()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const answers = ['Call & Verify', 'Check Official App', 'Report Phishing', 'Looks Legit']
  for (const answer of answers) {
    await builder
      .getByRole('radiogroup', { name: `${answer} status` })
      .getByText('Wrong')
      .click()
    await builder.getByLabel(`${answer} explanation`).fill('Bench.')
  }
  await builder.getByRole('button', { name: 'Next', exact: true }).click()
  await builder.getByRole('switch', { name: 'Body callouts' }).check()
  await builder.getByLabel('Callout Text').fill('Bench.')
  const anchor = builder.getByLabel('Anchor Text')
  await anchor.pressSequentially('holiday polic')
  // Timed in the page: the last keystroke, and the moment the preview frame's document carries the highlight.
  await page.evaluate(() => {
    const marks = window as unknown as { __lastKey: number; __highlighted: number }
    document.addEventListener('keydown', () => (marks.__lastKey = performance.now()), true)
    new MutationObserver(() => {
      const frame = document.querySelector('iframe[title="Email body"]')
      if (frame?.getAttribute('srcdoc')?.includes('data-callout="callout-1"'))
        marks.__highlighted ||= performance.now()
    }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['srcdoc'] })
  })
  await anchor.press('y')
  await page.frameLocator('iframe[title="Email body"]').locator('[data-callout="callout-1"]').waitFor()
  const highlightLagMs = await page.evaluate(() => {
    const marks = window as unknown as { __lastKey: number; __highlighted: number }
    return marks.__highlighted - marks.__lastKey - 500
  })
  await browser.close()
  return { median: times.sort((a, b) => a - b)[2]!, early, highlightLagMs }
}

/** PGlite in process always; Postgres over HTTP on TEST_DATABASE_URL, or on a throwaway server when installed. */
function scaleBackends(): { backends: ScaleBackend[]; stop: () => void } {
  const backends: ScaleBackend[] = [{ name: 'PGlite, in process', postgresAdminUrl: null, http: false }]
  let url = process.env.TEST_DATABASE_URL
  let stop = () => {}
  if (!url && existsSync('/usr/lib/postgresql')) {
    const out = execFileSync('bash', ['.ci/start-postgres.sh'], {
      env: { ...process.env, PGPORT_TEST: '54339' },
    }).toString()
    url = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1]
    const stopCommand = /PG_TEST_STOP='([^']+)'/.exec(out)?.[1]
    if (stopCommand) stop = () => execSync(stopCommand, { stdio: 'ignore' })
  }
  if (url) backends.push({ name: 'Postgres over HTTP', postgresAdminUrl: url, http: true })
  return { backends, stop }
}

function pathSuite(): number {
  const started = performance.now()
  for (const entry of registry) {
    const recorder = createCoverageRecorder(entry.id, entry.machine)
    for (const path of generatePaths(entry)) replayPath(entry, path, recorder.inspect)
  }
  return performance.now() - started
}

// Three starts (issue 66): after a source change (the build runs), on a fresh database with the sources
// unchanged (no build; the migrated schema loads from the build's dump), and again on that database.
rmSync('dist-server/sources.sha256', { force: true })
const built = await startServer({}, ['npm', 'start', '--silent'])
built.stop()
rows.push({
  budget: '`npm start` after a source change (the build, then a fresh database)',
  measured: `${(built.ms / 1000).toFixed(1)} s`,
  limit: 'reported (the builds alone take about 40 s)',
  within: true,
})
await new Promise((resolve) => setTimeout(resolve, 1000))
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'))
const fresh = await startServer({}, ['npm', 'start', '--silent'], dataDir, true)
fresh.stop()
rows.push({
  budget: '`npm start` on a fresh database, sources unchanged',
  measured: `${(fresh.ms / 1000).toFixed(1)} s`,
  limit: '15 s',
  within: fresh.ms <= 15_000,
})
await new Promise((resolve) => setTimeout(resolve, 1000))
const cold = await startServer({}, ['npm', 'start', '--silent'], dataDir)
rows.push({
  budget: '`npm start` a second time, sources and database unchanged',
  measured: `${(cold.ms / 1000).toFixed(1)} s`,
  limit: '5 s',
  within: cold.ms <= 5_000,
})
const login = await loginBundle(cold.url)
const kb = login.bytes / 1024
rows.push({
  budget: 'JS (gzip) loaded before the drawn /login form is interactive (hydrated)',
  measured: `${kb.toFixed(1)} KB`,
  limit: '90 KB',
  within: kb <= 90,
})
const floor = await stackFloorKb()
rows.push({
  budget: 'floor: React + ReactDOM + xstate + @xstate/react alone',
  measured: `${floor.toFixed(1)} KB`,
  limit: '(info)',
  within: true,
})
for (const part of await loginSplit(login.served))
  rows.push({
    budget: `  /login JS of which: ${part.group}`,
    measured: `${part.kb.toFixed(1)} KB`,
    limit: '(info)',
    within: true,
  })
// Names only: a content hash like "BElKvrvr" must not read as ELK.
const visualizerFiles = login.files.filter((file) =>
  /visualizer|elk|graph/i.test(file.replace(/-[\w-]{8}\.js$/, '')),
)
rows.push({
  budget: 'visualizer code in the /login bundle',
  measured: visualizerFiles.length === 0 ? 'none' : visualizerFiles.join(', '),
  limit: 'none',
  within: visualizerFiles.length === 0,
})
const route = await routeChangeMs(cold.url)
const history = JSON.parse(readFileSync(HISTORY, 'utf8').trim() || '{}') as {
  routeChangeMs?: number
  at?: string
}
const ratio = history.routeChangeMs ? route.median / history.routeChangeMs : null
rows.push({
  budget: 'route change, median, 4× CPU throttling (ratio to previous run)',
  measured: `${route.median.toFixed(0)} ms${ratio ? ` (${ratio.toFixed(2)}×)` : ''}`,
  limit: 'record',
  within: ratio === null || ratio < 1.2,
})
rows.push({
  budget: 'page chunks loaded before their route is visited',
  measured: route.pageChunksBeforeVisit.length ? route.pageChunksBeforeVisit.join(', ') : 'none',
  limit: 'none',
  within: route.pageChunksBeforeVisit.length === 0,
})
const side = await peerComparison(cold.url)
const ratioRow = (what: string, ours: number, peer: number, goal: number) =>
  rows.push({
    budget: `${what}: console / react-admin 5.15 (same run)`,
    measured: `${ours.toFixed(0)} / ${peer.toFixed(0)} ms = ${(ours / peer).toFixed(2)}×`,
    limit: `≤ ${goal.toFixed(1)}×`,
    within: ours / peer <= goal,
  })
// Issue 66's goals: the drawn /login at 0.3× the peer, the landing and a route change at 0.7×.
ratioRow('/login LCP, 4× CPU + 150 ms RTT, 1.6 Mbit/s', side.ours.loginLcp, side.peer.loginLcp, 0.3)
ratioRow(
  'signed-in landing LCP (/home), same throttling, median of 5 interleaved loads',
  side.ours.landingLcp,
  side.peer.landingLcp,
  0.7,
)
ratioRow(
  'route change landing → users list, 4× CPU, in the page (click → the frame drawing the first row)',
  side.ours.routeChangeInPage,
  side.peer.routeChangeInPage,
  0.7,
)
// The driver's own figure (finding, scrolling to and clicking the link, then polling for the row, in the same
// throttled page): reported beside the in-page one, not a goal, since most of it is the driver's work.
rows.push({
  budget: 'route change landing → users list, 4× CPU, as the driver times it: console / react-admin 5.15',
  measured: `${side.ours.routeChange.toFixed(0)} / ${side.peer.routeChange.toFixed(0)} ms = ${(side.ours.routeChange / side.peer.routeChange).toFixed(2)}×`,
  limit: 'reported',
  within: true,
})
rows.push({
  budget: 'bytes on the wire for /login as `npm start` serves it (peer: one bundle of)',
  measured: `${side.loginWireKb.toFixed(0)} KB (peer ${side.peerBundleKb.toFixed(0)} KB gzip)`,
  limit: '160 KB',
  within: side.loginWireKb <= 160,
})
const editor = await templateEditorMs(cold.url)
rows.push({
  budget: 'template builder: designer scripts loaded before the builder opens',
  measured: editor.early.length === 0 ? 'none' : editor.early.join(', '),
  limit: 'none',
  within: editor.early.length === 0,
})
rows.push({
  budget: 'template builder: Continue → editable email body, median of 5, 4× CPU throttling',
  measured: `${editor.median.toFixed(0)} ms`,
  limit: 'reported',
  within: true,
})
rows.push({
  budget: 'template builder: callout highlight after the 500 ms pause (one frame is ~17 ms)',
  measured: `${editor.highlightLagMs.toFixed(0)} ms`,
  limit: '17 ms',
  within: editor.highlightLagMs <= 17,
})

const reorder = await editorReorderMs(cold.url, signInGlobex)
rows.push({
  budget: `custom training editor, 150 chapters: a chapter moved, click to next frame, median of 5, 4× CPU throttling${reorder.moved ? '' : ' (the chapter did not move!)'}`,
  measured: `${reorder.median.toFixed(0)} ms`,
  limit: '100 ms',
  within: reorder.moved && reorder.median < 100,
})

const visualizer = await visualizerBench(cold.url)
rows.push({
  budget: `visualizer: open the biggest machine (${visualizer.biggest}) from the list, click → chart drawn, median of 5`,
  measured: `${visualizer.openMs.toFixed(0)} ms`,
  limit: '500 ms',
  within: visualizer.openMs < 500,
})
rows.push({
  budget: `visualizer: ${visualizer.biggest} from its address, page load → chart drawn (worker cold), median of 5`,
  measured: `${visualizer.directMs.toFixed(0)} ms`,
  limit: 'reported',
  within: true,
})
rows.push({
  budget: `visualizer: ${visualizer.mostPaths}'s ${visualizer.journeys} journeys (of ${visualizer.paths} paths) listed after the Paths tab opens`,
  measured: `${visualizer.pathsReadyMs.toFixed(0)} ms`,
  limit: 'reported',
  within: true,
})
rows.push({
  budget: `visualizer: ${visualizer.mostPaths}'s full list → paths grouped by intent, 4× CPU throttling`,
  measured: `${visualizer.journeysMs.toFixed(0)} ms`,
  limit: '300 ms',
  within: visualizer.journeysMs < 300,
})
rows.push({
  budget: `visualizer: open the biggest machine (${visualizer.biggest}) from the list, drawn fitted, 4× CPU throttling`,
  measured: `${visualizer.throttledOpenMs.toFixed(0)} ms`,
  limit: '1 s',
  within: visualizer.throttledOpenMs < 1000,
})
rows.push({
  budget: `visualizer: paths list of ${visualizer.mostPaths} scrolled, 4× CPU throttling`,
  measured: `${visualizer.scrollFps.toFixed(0)} fps`,
  limit: '55 fps',
  within: visualizer.scrollFps >= 55,
})

const load = await loadRun(cold.url)
for (const result of load.results)
  rows.push({
    budget: `load: ${result.name}, ${result.requests} requests at concurrency 20 — p50 / p95 / p99`,
    measured: `${result.p50.toFixed(0)} / ${result.p95.toFixed(0)} / ${result.p99.toFixed(0)} ms, ${result.errors} errors, ${result.non2xx} non-2xx`,
    limit: '0 errors',
    within: result.errors === 0 && result.non2xx === 0,
  })
rows.push({
  budget: 'load: gateway memory (RSS) before → after both runs',
  measured: `${load.rssBefore.toFixed(0)} → ${load.rssAfter.toFixed(0)} MB`,
  limit: 'reported',
  within: true,
})

writeFileSync(
  HISTORY,
  `${JSON.stringify({ routeChangeMs: Math.round(route.median), at: new Date().toISOString() }, null, 2)}\n`,
)
cold.stop()

const suiteMs = pathSuite()
rows.push({
  budget: 'path generation + model suite, all machines',
  measured: `${(suiteMs / 1000).toFixed(1)} s`,
  limit: '30 s',
  within: suiteMs < 30_000,
})

const csvMs = csvParseMs()
rows.push({
  budget: '50,000-row CSV parsed + validated (the worker’s function, median of 3)',
  measured: `${csvMs.toFixed(0)} ms`,
  limit: '2000 ms',
  within: csvMs < 2000,
})
const indexRow = (what: string, indexes: string[]) =>
  indexes.length > 0 &&
  rows.push({
    budget: `  indexes the ${what} scanned`,
    measured: indexes.join(', '),
    limit: '(info)',
    within: true,
  })
const scale = scaleBackends()
for (const backend of scale.backends) {
  const list = await usersListP95Ms(backend)
  rows.push({
    budget: `users list, 100,000 users, p95 per page (${backend.name}; paging, sorts, search, department)`,
    measured: `${list.p95.toFixed(0)} ms (a filter's first request, which counts: up to ${list.firstRequestMaxMs.toFixed(0)} ms)`,
    limit: '50 ms',
    within: list.p95 < 50,
  })
  indexRow('users list', list.indexes)
  const report = await exerciseReportScale(backend)
  rows.push({
    budget: `exercise report, ${report.learners.toLocaleString('en-US')} learners, p95 per tab page computed after a change (${backend.name}; pages, sorts, filters, search, every tab)`,
    measured: `${report.p95.toFixed(0)} ms (the same pages asked again, kept: ${report.keptP95.toFixed(0)} ms)`,
    limit: '50 ms',
    within: report.p95 < 50,
  })
  indexRow('exercise report', report.indexes)
  const customers = await customersScale(backend)
  rows.push({
    budget: `My Customers, ${customers.customers.toLocaleString('en-US')} customers in one partner, p95 per filtered page (${backend.name}; sorts, every filter, search, later pages)`,
    measured: `${customers.p95.toFixed(0)} ms`,
    limit: '50 ms',
    within: customers.p95 < 50,
  })
  rows.push({
    budget: `opportunity forecast, ${customers.customers.toLocaleString('en-US')} customers (${customers.opportunities.toLocaleString('en-US')} opportunities in 90 days), p95 (${backend.name})`,
    measured: `${customers.forecastP95.toFixed(0)} ms`,
    limit: '200 ms',
    within: customers.forecastP95 < 200,
  })
  indexRow('my customers', customers.indexes)
  const training = await trainingScale(backend)
  rows.push({
    budget: `training library, ${training.courses.toLocaleString('en-US')} courses: the list through the gateway, p95 (${backend.name}); each filter on the page ${training.filterP95.toFixed(1)} ms`,
    measured: `${training.libraryP95.toFixed(0)} ms`,
    limit: '50 ms',
    within: training.libraryP95 < 50,
  })
  rows.push({
    budget: `course statistics, ${training.assigned.toLocaleString('en-US')} assigned learners, p95 (${backend.name})`,
    measured: `${training.statisticsP95.toFixed(0)} ms`,
    limit: '50 ms',
    within: training.statisticsP95 < 50,
  })
  rows.push({
    budget: `policies progress report with its figures, a policy asked of ${training.policyLearners.toLocaleString('en-US')} learners, p95 (${backend.name})`,
    measured: `${training.policyReportP95.toFixed(0)} ms`,
    limit: '100 ms',
    within: training.policyReportP95 < 100,
  })
  rows.push({
    budget: `training report with its figures and course choices, a campaign of ${training.assigned.toLocaleString('en-US')} learners in the period, p95 (${backend.name})`,
    measured: `${training.trainingReportP95.toFixed(0)} ms`,
    limit: '100 ms',
    within: training.trainingReportP95 < 100,
  })
  rows.push({
    budget: `general report, twelve months of culture score and phish-prone percentage beside the platform's, p95 (${backend.name})`,
    measured: `${training.generalReportP95.toFixed(0)} ms`,
    limit: '100 ms',
    within: training.generalReportP95 < 100,
  })
  rows.push({
    budget: `reports hub headlines, p95 (${backend.name})`,
    measured: `${training.summaryP95.toFixed(0)} ms`,
    limit: '100 ms',
    within: training.summaryP95 < 100,
  })
  rows.push({
    budget: `quizzes report endpoints (by learner, by name, figures, training choices), ${training.quizAnswers.toLocaleString('en-US')} answers, slowest p95 (${backend.name}); by chapter quiz ${training.questionsP95.toFixed(0)} ms; the page's three calls together ${training.quizzesPageP95.toFixed(0)} ms`,
    measured: `${training.quizzesP95.toFixed(0)} ms`,
    limit: '100 ms',
    within: training.quizzesP95 < 100 && training.questionsP95 < 100,
  })
  rows.push({
    budget: `Training Reviews with its figures and training choices, ${Math.ceil(training.assigned / 3).toLocaleString('en-US')} reviews, p95 (${backend.name})`,
    measured: `${training.reviewsP95.toFixed(0)} ms`,
    limit: '100 ms',
    within: training.reviewsP95 < 100,
  })
  rows.push({
    budget: `general report as PDF, slowest of 5 (${backend.name})`,
    measured: `${training.generalPdfMax.toFixed(0)} ms`,
    limit: '2 s',
    within: training.generalPdfMax < 2000,
  })
  const simulation = await simulationScale(backend)
  rows.push({
    budget: `simulation launch, smart (12 monthly rounds), ${simulation.recipients.toLocaleString('en-US')} recipients (${backend.name})`,
    measured: `${simulation.launchMs.toFixed(0)} ms`,
    limit: '2000 ms',
    within: simulation.launchMs < 2000,
  })
  rows.push({
    budget: `simulation mails relayed to a loopback SMTP server (${backend.name})`,
    measured: `${simulation.mailsPerSecond.toFixed(0)} mails/s (${simulation.received.toLocaleString('en-US')} received)`,
    limit: '(info)',
    within: simulation.received === simulation.sent,
  })
  rows.push({
    budget: `simulation report recipients tab, ${simulation.recipients.toLocaleString('en-US')} mails, p95 per page (${backend.name})`,
    measured: `${simulation.reportP95.toFixed(0)} ms`,
    limit: '50 ms',
    within: simulation.reportP95 < 50,
  })
  rows.push({
    budget: `phishing summary, each tab over ${simulation.recipients.toLocaleString('en-US')} sent mails, p95 (${backend.name})`,
    measured: `${simulation.summaryP95.toFixed(0)} ms`,
    limit: '100 ms',
    within: simulation.summaryP95 < 100,
  })
  rows.push({
    budget: `dashboard users (three categories), departments and company tabs over ${simulation.recipients.toLocaleString('en-US')} learners, p95 (${backend.name})`,
    measured: `${simulation.dashboardP95.toFixed(0)} ms`,
    limit: '100 ms',
    within: simulation.dashboardP95 < 100,
  })
  rows.push({
    budget: `exercise report CSV, all ${report.learners.toLocaleString('en-US')} learners (${backend.name}, median of 3)`,
    measured: `${report.csvMs.toFixed(0)} ms`,
    limit: '2000 ms',
    within: report.csvMs < 2000,
  })
  rows.push({
    budget: `phishing exercise report across campaigns (summary, figures, campaign choices), a year holding a campaign of ${report.learners.toLocaleString('en-US')} learners, p95 (${backend.name})`,
    measured: `${report.summaryP95.toFixed(0)} ms`,
    limit: '100 ms',
    within: report.summaryP95 < 100,
  })
}
if (scale.backends.length === 1)
  rows.push({
    budget: 'scale runs on a real Postgres over HTTP',
    measured: 'skipped: no Postgres (set TEST_DATABASE_URL, or apt-get install postgresql)',
    limit: 'run',
    within: false,
  })
// The compiled gateway under a bounded load, on PGlite, on this Postgres, and three processes sharing it (issue 66),
// beside the same load on issue 66's starting commit, measured just before in the same run.
const postgresForLoad =
  scale.backends.find((backend) => backend.postgresAdminUrl)?.postgresAdminUrl ?? undefined
rows.push(...(await throughputBesideBaseline(postgresForLoad)))
scale.stop()

const upload = await uploadScale(200)
rows.push({
  budget: `a ${upload.megabytes} MB video through tus over loopback: throughput${upload.error ? ` (failed: ${upload.error})` : ''}`,
  measured: `${upload.mbPerSecond.toFixed(0)} MB/s`,
  limit: '20 MB/s',
  within: !upload.error && upload.mbPerSecond >= 20,
})
rows.push({
  budget: `… the process's memory rise during it (streamed to disk, not buffered)`,
  measured: `${upload.memoryRiseMb.toFixed(0)} MB`,
  limit: '64 MB',
  within: upload.memoryRiseMb < 64,
})
rows.push({
  budget:
    'a chapter moved in a 150-chapter draft: the edit itself, p95 (the view under 4× CPU throttle is not measured yet)',
  measured: `${upload.reorderP95Ms.toFixed(2)} ms`,
  limit: '100 ms',
  within: upload.reorderP95Ms < 100,
})

const elkMs = await elkLayoutMs()
rows.push({
  budget: 'ELK layout of a 30-state machine (median of 5)',
  measured: `${elkMs.toFixed(0)} ms`,
  limit: '500 ms',
  within: elkMs < 500,
})

const widths = [Math.max(...rows.map((r) => r.budget.length)), 12, 8]
console.log(
  `\n${'budget'.padEnd(widths[0]!)}  ${'measured'.padEnd(widths[1]!)}  ${'limit'.padEnd(widths[2]!)}  ok`,
)
for (const row of rows)
  console.log(
    `${row.budget.padEnd(widths[0]!)}  ${row.measured.padEnd(widths[1]!)}  ${row.limit.padEnd(widths[2]!)}  ${row.within ? 'yes' : 'NO'}`,
  )
console.log('')
process.exit(0)

import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchBrowser } from '../tests/e2e/browser'
import { registry } from '../machines/registry'
import { createCoverageRecorder } from '../machines/tooling/coverage'
import { generatePaths } from '../machines/tooling/graph'
import { replayPath } from '../machines/tooling/replay'

// `npm run bench`: the budgets of the issues, measured on this machine and printed as a table. Nothing
// here fails a build; the numbers are for people to read and compare between runs.

interface Row {
  budget: string
  measured: string
  limit: string
  within: boolean
}
const rows: Row[] = []

async function startServer(extraEnv: Record<string, string>, command: string[]): Promise<{ url: string; ms: number; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'))
  const port = 30000 + Math.floor(Math.random() * 20000)
  const started = performance.now()
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited')
    const ok = await fetch(`${url}/login`).then((r) => r.ok).catch(() => false)
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    ms: performance.now() - started,
    stop: () => {
      process.kill(-child.pid!, 'SIGTERM')
      setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500)
    },
  }
}

async function loginBundle(url: string): Promise<number> {
  const browser = await launchBrowser()
  const page = await browser.newPage()
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url())
  })
  await page.goto(`${url}/login`)
  await page.getByRole('heading', { name: 'Log in to your account' }).waitFor()
  await browser.close()
  let total = 0
  for (const script of new Set(scripts)) total += gzipSync(Buffer.from(await (await fetch(script)).arrayBuffer()), { level: 9 }).length
  return total
}

function pathSuite(): number {
  const started = performance.now()
  for (const entry of registry) {
    const recorder = createCoverageRecorder(entry.id, entry.machine)
    for (const path of generatePaths(entry)) replayPath(entry, path, recorder.inspect)
  }
  return performance.now() - started
}

const cold = await startServer({}, ['npm', 'start', '--silent'])
rows.push({ budget: '`npm start` serving on a fresh database (build + first DB init)', measured: `${(cold.ms / 1000).toFixed(1)} s`, limit: '20 s', within: cold.ms <= 20_000 })
const kb = (await loginBundle(cold.url)) / 1024
rows.push({ budget: 'JS (gzip) loaded before /login renders', measured: `${kb.toFixed(1)} KB`, limit: '90 KB', within: kb <= 90 })
cold.stop()

const suiteMs = pathSuite()
rows.push({ budget: 'path generation + model suite, all machines', measured: `${(suiteMs / 1000).toFixed(1)} s`, limit: '30 s', within: suiteMs < 30_000 })

const widths = [Math.max(...rows.map((r) => r.budget.length)), 12, 8]
console.log(`\n${'budget'.padEnd(widths[0]!)}  ${'measured'.padEnd(widths[1]!)}  ${'limit'.padEnd(widths[2]!)}  ok`)
for (const row of rows) console.log(`${row.budget.padEnd(widths[0]!)}  ${row.measured.padEnd(widths[1]!)}  ${row.limit.padEnd(widths[2]!)}  ${row.within ? 'yes' : 'NO'}`)
console.log('')
process.exit(0)

import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

// `npm test`: every suite, in an order that keeps both cores busy, then a table of each suite's wall time and
// test count. Stops at the first suite that fails (the table says which). TEST_DATABASE_URL adds the pass of the
// engine-dependent gateway tests on Postgres (CI sets it; see docs/testing.md).

interface Suite {
  name: string
  command: string[]
  env?: Record<string, string>
  /** Vitest's JSON report, for the test count. */
  report?: string
}
interface Outcome {
  name: string
  seconds: number
  tests: string
  ok: boolean
}

const REPORTS = 'coverage/suites'
const vitest = (name: string, project: string, env: Record<string, string> = {}): Suite => ({
  name,
  command: [
    'npx',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(REPORTS, `${name}.json`)}`,
  ],
  env,
  report: join(REPORTS, `${name}.json`),
})
const postgres = process.env.TEST_DATABASE_URL ?? ''

/**
 * Stages run one after another; the lanes of a stage run side by side, and the suites of a lane one after
 * another. Two CPU-bound processes at most at a time: with the unit tests and the PGlite pass in a lane beside
 * ESLint (measured 2026-12-02), the stage took 6:58 against 5:02 in turn.
 * The type check is tsgo, the native TypeScript compiler: 25 s where tsc took 100.
 */
const STAGES: Suite[][][] = [
  [
    [{ name: 'typecheck', command: ['npx', 'tsgo', '-p', 'tsconfig.json', '--noEmit'] }],
    [{ name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] }],
  ],
  [[vitest('unit', 'unit')]],
  [[vitest('gateway on PGlite', 'server', { TEST_DATABASE_URL: '' })]],
  [[vitest('generated paths', 'paths')]],
  // The build ships the coverage the paths suite just wrote; the Postgres pass does not need it. (Beside e2e
  // instead, measured 2026-12-02: e2e 10:45 and the Postgres pass 7:39, against 8:04 and 2:24 apart.)
  [
    [
      { name: 'build', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
      // /login drawn into its HTML from the build (issue 66); the gateway is compiled by the e2e setup.
      { name: 'prerender /login', command: ['node', 'server/prerender-login.mjs'] },
    ],
    ...(postgres
      ? [[vitest('gateway on Postgres (engine)', 'server', { TEST_DATABASE_URL: postgres })]]
      : []),
  ],
  [[vitest('e2e', 'e2e')]],
]

/** A lane's suites in turn, stopping at the first that fails. */
async function runLane(lane: Suite[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const suite of lane) {
    outcomes.push(await run(suite))
    if (!outcomes.at(-1)!.ok) break
  }
  return outcomes
}

function run(suite: Suite): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(suite.command[0]!, suite.command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, ...suite.env },
    })
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000
      resolve({ name: suite.name, seconds, tests: testCount(suite.report), ok: code === 0 })
    })
  })
}

function testCount(report: string | undefined): string {
  if (!report || !existsSync(report)) return '–'
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numTotalTests: number
    numFailedTests: number
    numPendingTests: number
  }
  const parts = [`${json.numTotalTests}`]
  if (json.numFailedTests) parts.push(`${json.numFailedTests} failed`)
  if (json.numPendingTests) parts.push(`${json.numPendingTests} skipped`)
  return parts.join(', ')
}

const minutes = (seconds: number) => {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

function table(outcomes: Outcome[], wall: number): string {
  const rows = [
    ['suite', 'wall', 'tests', 'result'],
    ...outcomes.map((o) => [o.name, minutes(o.seconds), o.tests, o.ok ? 'passed' : 'FAILED']),
    ['npm test', minutes(wall), '', outcomes.every((o) => o.ok) ? 'passed' : 'FAILED'],
  ]
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n')
}

rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS, { recursive: true })
const started = performance.now()
const outcomes: Outcome[] = []
for (const stage of STAGES) {
  outcomes.push(...(await Promise.all(stage.map(runLane))).flat())
  if (outcomes.some((o) => !o.ok)) break
}
const wall = (performance.now() - started) / 1000
console.log(`\nSuites (wall time; the lanes of a stage run side by side)\n\n${table(outcomes, wall)}\n`)
if (!postgres) console.log('TEST_DATABASE_URL is not set: the Postgres pass did not run (CI runs it).\n')
process.exit(outcomes.every((o) => o.ok) ? 0 : 1)

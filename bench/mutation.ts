import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { registry } from '../machines/registry'

// `npm run mutation [machineId …]`: Stryker mutates a machine's file and runs the fast suites (its unit tests, and
// the paths suite narrowed to that machine by PATHS_ONLY) against each mutant; the score per machine is the share of
// mutants some test killed. Long (minutes per machine), so not part of `npm test`.

const wanted = process.argv.slice(2)
// In the order named, so a long run can take the small machines first and be stopped between two.
const unknown = wanted.filter((id) => !registry.some((entry) => entry.id === id))
if (unknown.length) throw new Error(`Unknown machine: ${unknown.join(', ')}`)
const entries = wanted.length ? wanted.map((id) => registry.find((entry) => entry.id === id)!) : registry

interface Report {
  files: Record<string, { mutants: { status: string }[] }>
}

// Every machine's last score, kept across runs and written after each machine (a run names a few machines
// at a time, minutes each, and may be stopped between two).
const SCORES = 'coverage/mutation-scores.json'
function keep(row: string[]) {
  const kept = existsSync(SCORES)
    ? (JSON.parse(readFileSync(SCORES, 'utf8')) as Record<string, string[]>)
    : {}
  kept[row[0]!] = [...row.slice(1), new Date().toISOString().slice(0, 10)]
  writeFileSync(SCORES, `${JSON.stringify(kept, null, 2)}\n`)
}

const rows: string[][] = []
for (const entry of entries) {
  const file = `machines/${entry.file}.machine.ts`
  const report = `coverage/mutation-${entry.id}.json`
  rmSync(report, { force: true })
  const run = spawnSync('npx', ['stryker', 'run', 'bench/mutation.config.mjs', '--mutate', file], {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      PATHS_ONLY: entry.id,
      MUTATION_FILE: entry.file,
      MUTATION_REPORT: report,
    },
  })
  if (run.status !== 0 || !existsSync(report)) {
    rows.push([entry.id, 'failed to run', '', ''])
    continue
  }
  const mutants = Object.values((JSON.parse(readFileSync(report, 'utf8')) as Report).files).flatMap(
    (f) => f.mutants,
  )
  const killed = mutants.filter((m) => m.status === 'Killed' || m.status === 'Timeout').length
  const counted = mutants.filter(
    (m) => !['CompileError', 'RuntimeError', 'Ignored'].includes(m.status),
  ).length
  rows.push([
    entry.id,
    `${killed}/${counted}`,
    counted ? `${((killed / counted) * 100).toFixed(1)}%` : 'n/a',
    String(mutants.filter((m) => m.status === 'Survived').length),
  ])
  keep(rows.at(-1)!)
}

console.log('\nMutation score (unit + paths)\n')
console.log(['machine', 'killed', 'score', 'survived'].join('\t'))
for (const row of rows) console.log(row.join('\t'))

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { MachineEntry } from '../../machines/flow'
import type { CoverageReport } from '../../machines/tooling/coverage'

export interface MachineResult {
  id: string
  /** Coverage of the model runs (the machine against its scripted actors). */
  report: CoverageReport | null
  /** Coverage of the view runs, recorded from the machine the real view ran; null without a view. */
  viewReport: CoverageReport | null
  paths: number
  viewPaths: number
  failures: number
  excluded: { key: string; reason: string }[]
  error?: string
  /** Wall time of its model run and view paths: what shardOf balances the shards by. */
  milliseconds: number
}

const pct = (covered: number, total: number) =>
  total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10

export function uncoveredAfterExclusions(result: MachineResult): string[] {
  if (!result.report) return []
  const excluded = new Set(result.excluded.map((e) => e.key))
  return [...result.report.states.uncovered, ...result.report.transitions.uncovered].filter(
    (key) => !excluded.has(key),
  )
}

const ratio = (part: { covered: number; total: number } | undefined, none = 'n/a') =>
  part ? `${part.covered}/${part.total} (${pct(part.covered, part.total)}%)` : none

/** One row per machine and a total, as `npm run test:paths` prints it; the same numbers go to JSON. */
export function printAndWrite(
  results: MachineResult[],
  registry: readonly MachineEntry[],
  file = 'coverage/paths.json',
): string {
  const rows = results.map((r) => [
    r.id,
    ratio(r.report?.states),
    ratio(r.report?.transitions),
    String(r.paths),
    String(r.viewPaths),
    ratio(r.viewReport?.states, 'no view'),
    ratio(r.viewReport?.transitions, 'no view'),
    String(r.failures + (r.error ? 1 : 0)),
  ])
  const sum = (pick: (r: MachineResult) => number) => results.reduce((total, r) => total + pick(r), 0)
  const states = [sum((r) => r.report?.states.covered ?? 0), sum((r) => r.report?.states.total ?? 0)] as const
  const transitions = [
    sum((r) => r.report?.transitions.covered ?? 0),
    sum((r) => r.report?.transitions.total ?? 0),
  ] as const
  const viewed = results.filter((r) => r.viewReport)
  const viewSum = (pick: (r: MachineResult) => number) => viewed.reduce((total, r) => total + pick(r), 0)
  rows.push([
    'TOTAL',
    `${states[0]}/${states[1]} (${pct(...states)}%)`,
    `${transitions[0]}/${transitions[1]} (${pct(...transitions)}%)`,
    String(sum((r) => r.paths)),
    String(sum((r) => r.viewPaths)),
    ratio({
      covered: viewSum((r) => r.viewReport!.states.covered),
      total: viewSum((r) => r.viewReport!.states.total),
    }),
    ratio({
      covered: viewSum((r) => r.viewReport!.transitions.covered),
      total: viewSum((r) => r.viewReport!.transitions.total),
    }),
    String(sum((r) => r.failures + (r.error ? 1 : 0))),
  ])
  const header = [
    'machine',
    'states',
    'transitions',
    'paths',
    'view paths',
    'view states',
    'view transitions',
    'failures',
  ]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)))
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')
  const table = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
  mkdirSync('coverage', { recursive: true })
  // Each machine's row is its own file, so the shards (and a PATHS_ONLY run) never overwrite each other's;
  // the coverage file is then every registered machine's last row, in the registry's order, written whole.
  const rowsDir = join(dirname(file), 'paths-machines')
  mkdirSync(rowsDir, { recursive: true })
  for (const r of results)
    writeFileSync(
      join(rowsDir, `${r.id}.json`),
      JSON.stringify({ ...r, uncovered: uncoveredAfterExclusions(r) }),
    )
  const machines = registry.flatMap((entry) => {
    const row = join(rowsDir, `${entry.id}.json`)
    return existsSync(row) ? [JSON.parse(readFileSync(row, 'utf8')) as unknown] : []
  })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, JSON.stringify({ generatedAt: new Date().toISOString(), machines }, null, 2))
  renameSync(temporary, file)
  return table
}

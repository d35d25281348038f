import { mkdirSync, writeFileSync } from 'node:fs'
import type { CoverageReport } from '../../machines/tooling/coverage'

export interface MachineResult {
  id: string
  report: CoverageReport | null
  paths: number
  viewPaths: number
  failures: number
  excluded: { key: string; reason: string }[]
  error?: string
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

/** One row per machine and a total, as `npm run test:paths` prints it; the same numbers go to JSON. */
export function printAndWrite(results: MachineResult[], file = 'coverage/paths.json'): string {
  const rows = results.map((r) => [
    r.id,
    r.report
      ? `${r.report.states.covered}/${r.report.states.total} (${pct(r.report.states.covered, r.report.states.total)}%)`
      : 'n/a',
    r.report
      ? `${r.report.transitions.covered}/${r.report.transitions.total} (${pct(r.report.transitions.covered, r.report.transitions.total)}%)`
      : 'n/a',
    String(r.paths),
    String(r.viewPaths),
    String(r.failures + (r.error ? 1 : 0)),
  ])
  const sum = (pick: (r: MachineResult) => number) => results.reduce((total, r) => total + pick(r), 0)
  const states = [sum((r) => r.report?.states.covered ?? 0), sum((r) => r.report?.states.total ?? 0)] as const
  const transitions = [
    sum((r) => r.report?.transitions.covered ?? 0),
    sum((r) => r.report?.transitions.total ?? 0),
  ] as const
  rows.push([
    'TOTAL',
    `${states[0]}/${states[1]} (${pct(...states)}%)`,
    `${transitions[0]}/${transitions[1]} (${pct(...transitions)}%)`,
    String(sum((r) => r.paths)),
    String(sum((r) => r.viewPaths)),
    String(sum((r) => r.failures + (r.error ? 1 : 0))),
  ])
  const header = ['machine', 'states', 'transitions', 'paths', 'view paths', 'failures']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)))
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')
  const table = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
  mkdirSync('coverage', { recursive: true })
  writeFileSync(
    file,
    JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        machines: results.map((r) => ({ ...r, uncovered: uncoveredAfterExclusions(r) })),
      },
      null,
      2,
    ),
  )
  return table
}

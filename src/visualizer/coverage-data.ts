import type { CoverageOverlay } from './diagram/Diagram'

/** Where the build puts the coverage of the last `npm run test:paths`, beside index.html. */
export const FLOWS_COVERAGE_FILE = 'flows-coverage.json'

interface Part {
  hits: Record<string, number>
  covered: number
  total: number
  uncovered: string[]
}
export interface CoverageReportData {
  states: Part
  transitions: Part
}

// coverage/paths.json as `npm run test:paths` writes it; only what the visualizer reads. A build without a run
// ships the approved coverage alone (`source: 'records'`).
export interface CoverageFile {
  generatedAt: string
  source?: 'records' | 'run'
  machines: {
    id: string
    /** The model runs: the machine against its scripted actors. */
    report: CoverageReportData | null
    /** The view runs: the machine as its real view ran it, each state checked in the DOM. */
    viewReport?: CoverageReportData | null
    paths?: number
    viewPaths?: number
    excluded?: { key: string; reason: string }[]
  }[]
}

export function overlayFor(file: CoverageFile | null, machineId: string): CoverageOverlay | null {
  const report = file?.machines.find((m) => m.id === machineId)?.report
  return report ? { states: report.states.hits, edges: report.transitions.hits } : null
}

export interface Uncovered {
  key: string
  /** The exclusion's reason, or why nothing covers it. */
  why: string
}

export interface CoverageSummary {
  generatedAt: string
  /** The approved model coverage only: the paths suite did not run before this build. */
  fromRecords: boolean
  paths: number
  viewPaths: number
  model: CoverageReportData
  view: CoverageReportData | null
  /** Not taken by the model runs: excluded (with the reason given) or missing. */
  uncovered: Uncovered[]
  /** Taken by the model runs but by no path run on the real view. */
  notOnView: string[]
}

export function coverageSummary(file: CoverageFile | null, machineId: string): CoverageSummary | null {
  const machine = file?.machines.find((m) => m.id === machineId)
  if (!file || !machine?.report) return null
  const model = machine.report
  const view = machine.viewReport ?? null
  const reasons = new Map((machine.excluded ?? []).map((e) => [e.key, e.reason]))
  const missed = [...model.states.uncovered, ...model.transitions.uncovered]
  const modelMissed = new Set(missed)
  return {
    generatedAt: file.generatedAt,
    fromRecords: file.source === 'records',
    paths: machine.paths ?? 0,
    viewPaths: machine.viewPaths ?? 0,
    model,
    view,
    uncovered: missed.map((key) => ({
      key,
      why: reasons.has(key) ? `Excluded: ${reasons.get(key)}` : 'Missing: no generated path takes it',
    })),
    notOnView: view
      ? [...view.states.uncovered, ...view.transitions.uncovered].filter((key) => !modelMissed.has(key))
      : [],
  }
}

/** A card's one-line coverage: transitions taken by the model runs and by the view runs. */
export function coverageLine(file: CoverageFile | null, machineId: string): string {
  const summary = coverageSummary(file, machineId)
  if (!summary) return 'No coverage shipped with this build'
  const of = (report: CoverageReportData) => `${report.transitions.covered}/${report.transitions.total}`
  const view = summary.view
    ? `view ${of(summary.view)}`
    : summary.fromRecords
      ? 'view not run for this build'
      : 'no view'
  return `Transitions covered: model ${of(summary.model)} · ${view}`
}

/** A machine's approved coverage file (machines/approved/<file>.coverage.json, machines/tooling/coverage.ts). */
export interface ApprovedCoverageFile {
  id: string
  paths: number
  excluded: { key: string; reason: string }[]
  states: Record<string, number>
  transitions: Record<string, number>
}

const partOf = (hits: Record<string, number>): Part => {
  const uncovered = Object.keys(hits).filter((key) => !hits[key])
  return {
    hits,
    covered: Object.keys(hits).length - uncovered.length,
    total: Object.keys(hits).length,
    uncovered,
  }
}

/**
 * What a build ships: every machine's model coverage from its approved file, and, when the paths suite ran
 * before the build (coverage/paths.json), each machine's view runs beside it.
 */
export function shippedCoverage(
  approved: readonly ApprovedCoverageFile[],
  run: CoverageFile | null,
): CoverageFile {
  const ran = new Map((run?.machines ?? []).map((machine) => [machine.id, machine]))
  return {
    generatedAt: run?.generatedAt ?? new Date().toISOString(),
    source: run ? 'run' : 'records',
    machines: approved.map((machine) => ({
      id: machine.id,
      report: { states: partOf(machine.states), transitions: partOf(machine.transitions) },
      viewReport: ran.get(machine.id)?.viewReport ?? null,
      paths: machine.paths,
      viewPaths: ran.get(machine.id)?.viewPaths ?? 0,
      excluded: machine.excluded,
    })),
  }
}

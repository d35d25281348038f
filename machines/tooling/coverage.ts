import { Actor, StateMachine, type AnyStateMachine, type AnyStateNode, type InspectionEvent } from 'xstate'
import { allStateNodes, edgesOf, type Edge } from './graph'

// Coverage from what runs actually took: every microstep's transitions and the state nodes active after
// it, recorded through XState's inspection API — never from what the generator planned.

export interface CoverageReport {
  machineId: string
  states: { covered: number; total: number; uncovered: string[]; hits: Record<string, number> }
  transitions: { covered: number; total: number; uncovered: string[]; hits: Record<string, number> }
}

export interface CoverageRecorder {
  /** Pass as `inspect` to createActor (or the React hooks' options). */
  inspect: (event: InspectionEvent) => void
  /** Starts a new run: `runEdges()` then lists the edges taken since. */
  beginRun(): void
  runEdges(): Set<string>
  report(): CoverageReport
}

function activeIds(snapshot: unknown): string[] {
  const nodes = (snapshot as { _nodes?: AnyStateNode[] } | undefined)?._nodes ?? []
  return nodes.map((node) => node.id)
}

export function createCoverageRecorder(machineId: string, machine: AnyStateMachine): CoverageRecorder {
  const stateIds = allStateNodes(machine).map((node) => node.id)
  // A refusal (a guard with no target and no action: "not here") is not behaviour to cover: nothing happens
  // when it is taken, and paths of enabled events never take it.
  const edges = edgesOf(machine).filter(
    (edge) => edge.targets.length > 0 || (edge.definition as { actions?: unknown[] }).actions?.length !== 0,
  )
  // A provided machine (`machine.provide`) has its own definition objects with the same ids and keys.
  const definitionsByLogic = new WeakMap<object, Map<unknown, Edge>>()
  const definitionsOf = (logic: AnyStateMachine) => {
    let map = definitionsByLogic.get(logic)
    if (!map) {
      map = new Map(edgesOf(logic).map((edge) => [edge.definition, edge]))
      definitionsByLogic.set(logic, map)
    }
    return map
  }
  const stateHits: Record<string, number> = Object.fromEntries(stateIds.map((id) => [id, 0]))
  const edgeHits: Record<string, number> = Object.fromEntries(edges.map((edge) => [edge.key, 0]))

  let currentRun = new Set<string>()
  const countStates = (snapshot: unknown) => {
    for (const id of activeIds(snapshot)) if (id in stateHits) stateHits[id] = (stateHits[id] ?? 0) + 1
  }

  return {
    inspect(event) {
      const actorLogic = event.actorRef instanceof Actor ? event.actorRef.logic : null
      const logic = actorLogic instanceof StateMachine ? actorLogic : null
      if (logic?.root?.id !== machine.root.id) return
      if (event.type === '@xstate.snapshot' && (event.event as { type?: string }).type === 'xstate.init')
        countStates(event.snapshot)
      if (event.type !== '@xstate.microstep') return
      const taken = event._transitions
      for (const definition of taken) {
        const edge = definitionsOf(logic).get(definition)
        if (!edge) continue
        edgeHits[edge.key] = (edgeHits[edge.key] ?? 0) + 1
        // A transient state (left at once by `always`) is never in a settled snapshot; taking its edge
        // proves it was active.
        if (edge.source in stateHits) stateHits[edge.source] = (stateHits[edge.source] ?? 0) + 1
        currentRun.add(edge.key)
      }
      countStates(event.snapshot)
    },
    beginRun() {
      currentRun = new Set()
    },
    runEdges: () => currentRun,
    report() {
      const uncoveredStates = stateIds.filter((id) => !stateHits[id])
      const uncoveredEdges = edges.filter((edge) => !edgeHits[edge.key]).map((edge) => edge.key)
      return {
        machineId,
        states: {
          covered: stateIds.length - uncoveredStates.length,
          total: stateIds.length,
          uncovered: uncoveredStates,
          hits: stateHits,
        },
        transitions: {
          covered: edges.length - uncoveredEdges.length,
          total: edges.length,
          uncovered: uncoveredEdges,
          hits: edgeHits,
        },
      }
    },
  }
}

/** Merges reports of the same machine (model runs and view runs). */
export function mergeReports(a: CoverageReport, b: CoverageReport): CoverageReport {
  const merge = (x: Record<string, number>, y: Record<string, number>) =>
    Object.fromEntries(Object.keys(x).map((key) => [key, (x[key] ?? 0) + (y[key] ?? 0)]))
  const stateHits = merge(a.states.hits, b.states.hits)
  const edgeHits = merge(a.transitions.hits, b.transitions.hits)
  const uncovered = (hits: Record<string, number>) => Object.keys(hits).filter((key) => !hits[key])
  return {
    machineId: a.machineId,
    states: {
      covered: a.states.total - uncovered(stateHits).length,
      total: a.states.total,
      uncovered: uncovered(stateHits),
      hits: stateHits,
    },
    transitions: {
      covered: a.transitions.total - uncovered(edgeHits).length,
      total: a.transitions.total,
      uncovered: uncovered(edgeHits),
      hits: edgeHits,
    },
  }
}

/** What a machine's approved coverage holds: the model runs' hits, with the exclusions and their reasons. */
export interface ApprovedCoverage {
  id: string
  paths: number
  excluded: { key: string; reason: string }[]
  states: Record<string, number>
  transitions: Record<string, number>
}

const sortedKeys = (hits: Record<string, number>) =>
  Object.fromEntries(
    Object.keys(hits)
      .sort()
      .map((key) => [key, hits[key] ?? 0]),
  )

/**
 * The model runs' coverage as approved beside the record (machines/approved/<file>.coverage.json): deterministic
 * like the record, so every build ships it without running the paths (vite.config.ts, flowsCoverage).
 */
export const approvedCoverageText = (
  report: CoverageReport,
  paths: number,
  excluded: readonly { key: string; reason: string }[] = [],
) =>
  `${JSON.stringify(
    {
      id: report.machineId,
      paths,
      excluded: [...excluded],
      states: sortedKeys(report.states.hits),
      transitions: sortedKeys(report.transitions.hits),
    } satisfies ApprovedCoverage,
    null,
    1,
  )}\n`

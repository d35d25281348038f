import { parseReadableRecord } from '../../machines/tooling/flow-record-text.ts'
import type { ApprovedCoverageFile } from './coverage-data.ts'

// What changed in a flow since an earlier version (issue 65), the chart's twin of `npm run flows:diff`: states and
// transitions added and removed, read from the approved coverage (the chart's own ids), and transitions whose
// approved behaviour changed, read from the approved records and placed on the edges they leave by.

/** Where the build puts each machine's changes, beside index.html. */
export const FLOWS_CHANGES_FILE = 'flows-changes.json'

export interface FlowChanges {
  addedStates: string[]
  removedStates: string[]
  addedEdges: string[]
  removedEdges: string[]
  /** Edges in both versions whose steps in the approved record changed. */
  changedEdges: string[]
}

export interface ChangesFile {
  /** The earlier version: a git ref and its commit, as the build found it. */
  base: { ref: string; commit: string; subject: string } | null
  machines: Record<string, FlowChanges>
}

export interface FlowVersion {
  coverage: ApprovedCoverageFile
  record: string
}

/** An earlier version: its record, and its coverage when it had one (approved coverage began on 2026-12-03). */
export interface BaseVersion {
  coverage: ApprovedCoverageFile | null
  record: string
}

/** `editing.(step.kind + templateList.idle)` → `editing.step.kind`, `editing.templateList.idle`. */
export function leafPaths(words: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < words.length; i += 1) {
    if (words[i] === '(') depth += 1
    else if (words[i] === ')') depth -= 1
    else if (depth === 0 && words.startsWith(' + ', i)) {
      parts.push(words.slice(start, i))
      start = i + 3
    }
  }
  parts.push(words.slice(start))
  return parts.flatMap((part) => {
    const open = part.indexOf('.(')
    if (open < 0) return [part]
    const prefix = part.slice(0, open)
    return leafPaths(part.slice(open + 2, -1)).map((inner) => `${prefix}.${inner}`)
  })
}

/** A record's event label as the machine's event type: `done:sendCode` → `xstate.done.actor.sendCode`. */
export function eventTypeOf(label: string): string {
  const bare = label.replace(/#\d+$/, '')
  if (bare.startsWith('done:')) return `xstate.done.actor.${bare.slice(5)}`
  if (bare.startsWith('error:')) return `xstate.error.actor.${bare.slice(6)}`
  return bare
}

const sourceOf = (edgeKey: string) => edgeKey.slice(0, edgeKey.indexOf(' -> '))
const eventOf = (edgeKey: string) => edgeKey.slice(edgeKey.indexOf(' -> ') + 4).replace(/\[\d+\]$/, '')

/**
 * The changes from `base` to `current`; a machine new since the base is all added. Without the base's coverage
 * only the changed transitions are known (the states and transitions themselves are compared by the coverage).
 */
export function flowChanges(current: FlowVersion, base: BaseVersion | null): FlowChanges {
  const structural = base === null || base.coverage !== null
  const minus = (a: Record<string, number>, b: Record<string, number> | undefined) =>
    structural ? Object.keys(a).filter((key) => !b || !(key in b)) : []
  const addedEdges = minus(current.coverage.transitions, base?.coverage?.transitions)
  const changedEdges = new Set<string>()
  if (base) {
    const [before, after] = [parseReadableRecord(base.record), parseReadableRecord(current.record)]
    const keys = new Set([...before.transitions.keys(), ...after.transitions.keys()])
    const edges = Object.keys(current.coverage.transitions).filter((key) => !addedEdges.includes(key))
    for (const key of keys) {
      const [was, now] = [before.transitions.get(key), after.transitions.get(key)]
      if (was && now && was.size === now.size && [...was].every((step) => now.has(step))) continue
      const [title = '', label = ''] = key.split(' | ')
      // A state (value and context) that only one version reaches is a consequence of a change, not its place.
      if (!before.states.has(title) || !after.states.has(title)) continue
      const type = eventTypeOf(label.split(' ')[0] ?? '')
      const value = title.split(' (')[0] ?? ''
      // The edge may be declared on the state or on any state around it.
      const sources = new Set(
        leafPaths(value).flatMap((leaf) =>
          leaf
            .split('.')
            .map((_, depth, names) => [current.coverage.id, ...names.slice(0, depth + 1)].join('.')),
        ),
      )
      sources.add(current.coverage.id)
      for (const edge of edges)
        if (sources.has(sourceOf(edge)) && eventOf(edge) === type) changedEdges.add(edge)
    }
  }
  return {
    addedStates: minus(current.coverage.states, base?.coverage?.states),
    removedStates: base?.coverage ? minus(base.coverage.states, current.coverage.states) : [],
    addedEdges,
    removedEdges: base?.coverage ? minus(base.coverage.transitions, current.coverage.transitions) : [],
    changedEdges: [...changedEdges].sort(),
  }
}

/**
 * Removed transitions (`source -> event[branch]`) as their events by source state, so the chart can draw them
 * under a state it still has.
 */
export function removedBySource(keys: readonly string[]): Map<string, string[]> {
  const bySource = new Map<string, string[]>()
  for (const key of keys) {
    const [source, event] = key.split(' -> ')
    if (!source || !event) continue
    const label = event.replace(/\[\d+\]$/, '')
    const events = bySource.get(source) ?? []
    if (!events.includes(label)) bySource.set(source, [...events, label])
  }
  return bySource
}

import { getShortestPaths, type StatePath } from '@xstate/graph'
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate'
import type { MachineEntry } from '../flow'

// The machine graph as the path runner, its coverage and the visualizer see it: every state node, every
// edge (on, invoke done/error, after, always) and the events worth trying from a snapshot.

export type EdgeKind = 'on' | 'done' | 'error' | 'after' | 'always'

export interface Edge {
  key: string
  source: string
  eventType: string
  kind: EdgeKind
  targets: string[]
  guard: string | null
  /** The machine's own transition definition, for matching what a run actually took. */
  definition: unknown
}

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = []
  const visit = (node: AnyStateNode) => {
    nodes.push(node)
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child)
  }
  visit(machine.root)
  return nodes
}

function kindOf(eventType: string): EdgeKind {
  if (eventType.startsWith('xstate.done.actor.')) return 'done'
  if (eventType.startsWith('xstate.error.actor.')) return 'error'
  if (eventType.startsWith('xstate.after.')) return 'after'
  return 'on'
}

type GuardLike =
  { type?: string; guards?: GuardLike[]; params?: unknown } | string | ((...args: never[]) => unknown)

/** and/or/not/stateIn and named guards, written as a reader would say them. */
export function describeGuard(guard: unknown): string | null {
  if (!guard) return null
  const g = guard as GuardLike
  if (typeof g === 'string') return g
  if (typeof g === 'function') {
    const named = g as unknown as { guards?: GuardLike[]; stateValue?: unknown; name?: string }
    const check = (g as unknown as { check?: { name?: string } }).check
    const kind = check?.name ?? ''
    if (named.guards && kind.includes('and')) return named.guards.map(describeGuard).join(' and ')
    if (named.guards && kind.includes('or')) return named.guards.map(describeGuard).join(' or ')
    if (named.guards && kind.includes('not')) return `not ${describeGuard(named.guards[0])}`
    if (named.stateValue !== undefined) return `in ${JSON.stringify(named.stateValue)}`
    return named.name || 'inline guard'
  }
  return g.type ?? 'guard'
}

export function edgesOf(machine: AnyStateMachine): Edge[] {
  const edges: Edge[] = []
  for (const node of allStateNodes(machine)) {
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((definition, index) => {
        edges.push({
          key: `${node.id} -> ${eventType}${definitions.length > 1 ? `[${index}]` : ''}`,
          source: node.id,
          eventType,
          kind: kindOf(eventType),
          targets: (definition.target ?? []).map((target) => target.id),
          guard: describeGuard(definition.guard),
          definition,
        })
      })
    }
    const always = node.always ?? []
    always.forEach((definition, index) => {
      edges.push({
        key: `${node.id} -> always${always.length > 1 ? `[${index}]` : ''}`,
        source: node.id,
        eventType: '',
        kind: 'always',
        targets: (definition.target ?? []).map((target) => target.id),
        guard: describeGuard(definition.guard),
        definition,
      })
    })
  }
  return edges
}

function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return snapshot._nodes
}

// An actor outcome's event, made once per scenario outcome: the same object from every state that offers it, so
// that serializeEvent serialises it once.
const outcomeEvents = new WeakMap<MachineEntry, Map<string, EventObject>>()
function outcomeEvent(entry: MachineEntry, type: string, index: number, payload: object): EventObject {
  let made = outcomeEvents.get(entry)
  if (!made) outcomeEvents.set(entry, (made = new Map()))
  const key = `${type}#${index}`
  let event = made.get(key)
  if (!event) made.set(key, (event = { type, ...payload } as EventObject))
  return event
}

/** Scenario payloads, plus the outcomes of actors invoked and the delays pending in the active states. */
export function eventsFor(entry: MachineEntry, snapshot: AnyMachineSnapshot): EventObject[] {
  if (snapshot.status !== 'active') return []
  const offered: EventObject[] = Object.values(entry.scenarios.events).flatMap((variants) => [
    ...(variants ?? []),
  ])
  const events = entry.scenarios.enabledEventsOnly ? offered.filter((event) => snapshot.can(event)) : offered
  for (const node of activeNodes(snapshot)) {
    for (const invoke of node.invoke) {
      // An invoke that has already finished (a root-level load) cannot finish again.
      if (!(invoke.id in snapshot.children)) continue
      const outcomes = entry.scenarios.outcomes[invoke.id] ?? {}
      ;(outcomes.done ?? []).forEach((output, index) =>
        events.push(outcomeEvent(entry, `xstate.done.actor.${invoke.id}`, index, { output })),
      )
      ;(outcomes.error ?? []).forEach((error, index) =>
        events.push(outcomeEvent(entry, `xstate.error.actor.${invoke.id}`, index, { error })),
      )
    }
    for (const delayed of node.after) events.push({ type: delayed.eventType })
  }
  return events
}

// Read once: under the tests' DOM environment `File` is a getter on the global, and the replacer below runs for
// every value of every event the traversal tries (whiteLabel's graph spent 5 s in that getter alone).
const FileClass = typeof File === 'undefined' ? null : File
// The traversal offers the scenarios' same event objects from every state: each is serialised once.
const serialized = new WeakMap<EventObject, string>()

/** Files serialise by name and size: JSON.stringify would make every File `{}`, and two variants one. */
export function serializeEvent(event: EventObject): string {
  let text = serialized.get(event)
  if (text === undefined) {
    text = JSON.stringify(event, (_key, value: unknown) =>
      FileClass && value instanceof FileClass ? { file: value.name, size: value.size } : value,
    )
    serialized.set(event, text)
  }
  return text
}

// Snapshots are immutable, and the traversal keys each one as a state and again as the previous state of every
// edge leaving it: each is keyed once.
const stateKeys = new WeakMap<AnyMachineSnapshot, string>()

export function stateKey(entry: MachineEntry, snapshot: AnyMachineSnapshot): string {
  let key = stateKeys.get(snapshot)
  if (key === undefined) {
    key = `${JSON.stringify(snapshot.value)} ${JSON.stringify(entry.scenarios.abstractContext(snapshot.context, snapshot))}`
    stateKeys.set(snapshot, key)
  }
  return key
}

export class UnboundedGraphError extends Error {
  constructor(
    readonly machineId: string,
    readonly maxStates: number,
  ) {
    super(
      `Machine "${machineId}" has more than ${maxStates} distinct states in its graph: its context is unbounded. ` +
        `Abstract the growing part in scenarios.abstractContext, or bound it with a guard (and raise maxStates only if the graph is truly that large).`,
    )
  }
}

/**
 * Shortest paths to every (state, incoming transition) pair: the serialisation includes the previous state
 * and the event, so each edge gets a path of its own, not just each state.
 */
export type GeneratedPath = StatePath<AnyMachineSnapshot, EventObject> & { input?: unknown }

export function generatePaths(entry: MachineEntry): GeneratedPath[] {
  try {
    const inputs = entry.scenarios.inputs ?? [undefined]
    return inputs.flatMap((input) =>
      (
        getShortestPaths(entry.machine, {
          events: (snapshot: AnyMachineSnapshot) => eventsFor(entry, snapshot),
          serializeEvent,
          serializeState: (
            snapshot: AnyMachineSnapshot,
            event: EventObject | undefined,
            previous?: AnyMachineSnapshot,
          ) =>
            `${stateKey(entry, snapshot)} <= ${previous ? stateKey(entry, previous) : 'start'} ${event ? serializeEvent(event) : ''}`,
          limit: entry.scenarios.maxStates,
          ...(input === undefined ? {} : { input }),
        }) as GeneratedPath[]
      ).map((path) => Object.assign(path, input === undefined ? {} : { input })),
    )
  } catch (error) {
    if (error instanceof Error && error.message === 'Traversal limit exceeded') {
      throw new UnboundedGraphError(entry.id, entry.scenarios.maxStates)
    }
    throw error
  }
}

import type { StatePath } from '@xstate/graph'
import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate'

// Generated paths as a tester reads them: named by where they end and the event that got there, steps as an
// event's name and a short payload summary, searched by state and event names rather than JSON.

type Path = StatePath<AnyMachineSnapshot, EventObject>

/** A state value as dotted names: `settings.ready`; parallel regions joined with " + ". */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value
  return Object.entries(value)
    .map(([key, child]) =>
      child && (typeof child === 'string' || Object.keys(child).length > 0)
        ? `${key}.${stateName(child)}`
        : key,
    )
    .join(' + ')
}

function short(value: unknown): string {
  if (typeof value === 'string') return value.length > 24 ? `"${value.slice(0, 23)}…"` : `"${value}"`
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`
  if (value !== null && typeof value === 'object') return '{…}'
  return String(value)
}

/** `key: value` pairs of an event's payload, each value cut short. */
export function payloadSummary(event: EventObject): string {
  const { type: _type, ...payload } = event as EventObject & Record<string, unknown>
  return Object.entries(payload)
    .map(([key, value]) => `${key}: ${short(value)}`)
    .join(', ')
}

/** An event as a step reads: "verifyCode succeeded", "after autoOpen", "code.submit (code: "123456")". */
export function eventLabel(event: EventObject): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)
  if (done) return `${done[1]} succeeded`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type)
  if (error) return `${error[1]} failed`
  if (event.type.startsWith('xstate.after.')) return `after ${event.type.split('.')[2]}`
  if (event.type === 'xstate.init') return 'start'
  const payload = payloadSummary(event)
  return payload ? `${event.type} (${payload})` : event.type
}

/** "→ enteringCode after sendCode succeeded": where the path ends and what took it there. */
export function pathName(path: Path): string {
  const last = path.steps[path.steps.length - 1]
  const target = stateName(path.state.value)
  return !last || path.steps.length <= 1
    ? `→ ${target} at the start`
    : `→ ${target} after ${eventLabel(last.event)}`
}

export interface NamedPath {
  index: number
  name: string
  target: string
}

/**
 * Paths whose state and event names hold every word of the query, grouped by the state they end in; paths that
 * end on a refused event are left out.
 */
export function groupPaths(paths: readonly Path[], query: string): { target: string; paths: NamedPath[] }[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const groups = new Map<string, NamedPath[]>()
  paths.forEach((path, index) => {
    // A path that ends on an event its last state refuses shows nothing new: it is the generator's, not a tester's.
    const before = path.steps[path.steps.length - 2]
    const last = path.steps[path.steps.length - 1]
    if (before && last && !last.event.type.startsWith('xstate.') && !before.state.can(last.event)) return
    const target = stateName(path.state.value)
    const terms = path.steps
      .flatMap((step) => [stateName(step.state.value), step.event.type, eventLabel(step.event)])
      .join(' ')
      .toLowerCase()
    if (!words.every((word) => terms.includes(word))) return
    groups.set(target, [...(groups.get(target) ?? []), { index, name: pathName(path), target }])
  })
  return [...groups].map(([target, grouped]) => ({ target, paths: grouped }))
}

export type JourneyKind = 'final' | 'failure' | 'refusal' | 'state'

/** A named journey: the shortest of the paths that share an intent, and how many paths share it. */
export interface Journey {
  kind: JourneyKind
  name: string
  /** The shortest path's index in the generated list. */
  index: number
  count: number
}

export const JOURNEY_KINDS: readonly { kind: JourneyKind; title: string }[] = [
  { kind: 'final', title: 'To the end' },
  { kind: 'failure', title: 'When a call fails' },
  { kind: 'refusal', title: 'What the flow refuses' },
  { kind: 'state', title: 'To every state' },
]

/** Why a path exists, as a tester asks: where it finishes, which call failed, what was refused. */
export function intentsOf(path: Path): { kind: JourneyKind; name: string }[] {
  const target = stateName(path.state.value)
  const before = path.steps[path.steps.length - 2]
  const last = path.steps[path.steps.length - 1]
  const intents: { kind: JourneyKind; name: string }[] = []
  if (before && last && !last.event.type.startsWith('xstate.') && !before.state.can(last.event))
    return [{ kind: 'refusal', name: `${last.event.type} refused in ${stateName(before.state.value)}` }]
  if (path.state.status === 'done') intents.push({ kind: 'final', name: `Reaches ${target}` })
  const failed = last ? /^xstate\.error\.actor\.(.+)$/.exec(last.event.type) : null
  // In parallel regions the failure is one journey per region it leaves the flow in, not one per combination.
  const where = target.includes(' + ') ? (target.split(/[.+ ]/)[0] ?? target) : target
  if (failed) intents.push({ kind: 'failure', name: `${failed[1]} fails → ${where}` })
  intents.push({ kind: 'state', name: `Reaches ${target}` })
  return intents
}

/**
 * The paths by intent (issue 65): the shortest path to each final state, each call's failure, each refused
 * event and each state, with how many generated paths share that intent, in the order of JOURNEY_KINDS.
 */
export function journeysOf(paths: readonly Path[]): Journey[] {
  const found = new Map<string, Journey>()
  // Paths are generated per start input, the flow's ordinary start first: a journey is shown from that start
  // when it can be (a sign-in from /login, not from a magic link), and by its fewest steps within a start.
  const ordinary = (paths[0] as { input?: unknown } | undefined)?.input
  const rank = (path: Path | undefined) =>
    path
      ? ((path as { input?: unknown }).input === ordinary ? 0 : 10_000) + path.steps.length
      : Infinity
  paths.forEach((path, index) => {
    for (const intent of intentsOf(path)) {
      const key = `${intent.kind} ${intent.name}`
      const known = found.get(key)
      if (!known) found.set(key, { ...intent, index, count: 1 })
      else {
        known.count += 1
        if (rank(path) < rank(paths[known.index])) known.index = index
      }
    }
  })
  const order = JOURNEY_KINDS.map((entry) => entry.kind)
  return [...found.values()].sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.name.localeCompare(b.name),
  )
}

/** The journeys whose name or shortest path's events hold every word of the query. */
export function searchJourneys(
  journeys: readonly Journey[],
  paths: readonly Path[],
  query: string,
): Journey[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...journeys]
  return journeys.filter((journey) => {
    const steps = paths[journey.index]?.steps ?? []
    const terms = [journey.name, ...steps.map((step) => eventLabel(step.event))].join(' ').toLowerCase()
    return words.every((word) => terms.includes(word))
  })
}

/** The path as a readable test skeleton: one line per step, the event and the state it must show. */
/**
 * The path as a test to paste into tests/unit: it replays the path's events on the machine (scripted actors,
 * simulated clock) and checks the state after each one, each step commented with its readable name.
 */
export function pathAsTest(machineId: string, path: Path): string {
  const steps = path.steps.slice(1)
  const events = steps.map(
    (step) =>
      `    ${JSON.stringify(step.event)}, // ${eventLabel(step.event)} → ${stateName(step.state.value)}`,
  )
  const states = steps.map((step) => `    ${JSON.stringify(step.state.value)},`)
  return [
    "import { expect, it } from 'vitest'",
    "import { machineById } from '../../machines/registry'",
    "import { traceEvents } from '../../machines/tooling/replay'",
    '',
    `it('${machineId} ${pathName(path).replace(/'/g, "\\'")}', () => {`,
    `  const entry = machineById('${machineId}')!`,
    `  // start in ${stateName(path.steps[0]!.state.value)}`,
    '  const trace = traceEvents(entry, [',
    ...events,
    '  ])',
    '  expect(trace.snapshots.slice(1).map((snapshot) => snapshot.value)).toEqual([',
    ...states,
    '  ])',
    '})',
    '',
  ].join('\n')
}

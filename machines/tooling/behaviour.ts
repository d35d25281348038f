import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { MachineEntry } from '../flow'
import { serializeEvent, stateKey, type GeneratedPath } from './graph'
import { tracePath, type Trace } from './replay'

// A flow's behaviour as a reviewed text: every step its generated paths take, under the state it leaves, as
// "event → state ! the actions it executed with their params ; the input of each actor it started ; what it told
// each child (`tell builder {"type":"builder.create"}`)". The path suite compares it with
// the approved record beside the machine (machines/approved/<file>.flow.txt), so a change to the machine that
// changes what it does — a guard off by one, a toast's text, the target of a transition, what a call is sent —
// fails until the record is approved again (`vitest -u`), and the record's diff shows the designer what changed.
// Model paths alone cannot fail that way: they are generated from the machine they replay.

const MAX_VALUE = 96

/** FNV-1a: short, stable across runs and platforms, enough to tell two long values apart in a diff. */
function hash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, '0')
}

/** A value as the record shows it: JSON when short, else its start and a hash of the whole. */
export function summarise(value: unknown): string {
  if (value === undefined) return ''
  const json = JSON.stringify(value, (_key, v: unknown) =>
    typeof File !== 'undefined' && v instanceof File ? { file: v.name, size: v.size } : v,
  )
  if (json === undefined) return typeof value
  return json.length <= MAX_VALUE ? json : `${json.slice(0, MAX_VALUE - 12)}…#${hash(json)}`
}

/** Scenario variants by name: `code.submit#2` is the third payload the scenarios offer for that event. */
function variantNames(entry: MachineEntry): Map<string, string> {
  const names = new Map<string, string>()
  const name = (events: readonly EventObject[], label: string) =>
    events.forEach((event, index) => {
      const key = serializeEvent(event)
      if (!names.has(key)) names.set(key, events.length > 1 ? `${label}#${index}` : label)
    })
  for (const [type, variants] of Object.entries(entry.scenarios.events)) name(variants ?? [], type)
  for (const [id, outcomes] of Object.entries(entry.scenarios.outcomes)) {
    name(
      (outcomes.done ?? []).map((output) => ({ type: `xstate.done.actor.${id}`, output })),
      `done:${id}`,
    )
    name(
      (outcomes.error ?? []).map((error) => ({ type: `xstate.error.actor.${id}`, error })),
      `error:${id}`,
    )
  }
  return names
}

/**
 * Collects the steps of traced paths. A state is written as a reviewer reads it (its value as a dotted path, its
 * abstract context in words, the failure it shows, the output it ends with); each state heads a block with the
 * steps that leave it, one line each, and the events it ignores (nothing happens, it stays). A change to one
 * transition changes the lines of that transition, not a table of hashes.
 */
export function createBehaviourRecord(entry: MachineEntry) {
  const names = variantNames(entry)
  const states = new Map<string, { key: string; tags: string[]; words: string }>()
  const inputs = new Set<string>()
  type Step = { label: string; to: string; effect: string }
  const starts = new Map<string, Step>()
  const steps = new Map<string, Map<string, Step>>()
  const ignored = new Map<string, Set<string>>()
  const id = (snapshot: AnyMachineSnapshot) => {
    const output = snapshot.status === 'done' ? ` = ${summarise(snapshot.output) || 'no output'}` : ''
    const key = `${stateKey(entry, snapshot)}${failureShown(snapshot)}${output}`
    if (!states.has(key)) {
      const context = entry.scenarios.abstractContext(snapshot.context, snapshot)
      const words = `${stateWords(snapshot.value, context)}${failureWords(snapshot)}${output}`
      states.set(key, { key, tags: [...snapshot.tags].sort(), words })
    }
    return key
  }
  return {
    add(trace: Trace, events: readonly EventObject[], input: unknown) {
      if (input !== undefined) inputs.add(`input ${summarise(input)}`)
      const start = { label: 'start', to: id(trace.snapshots[0]!), effect: effects(trace, 0) }
      starts.set(JSON.stringify(start), start)
      events.forEach((event, index) => {
        const from = id(trace.snapshots[index]!)
        const to = id(trace.snapshots[index + 1]!)
        const label = names.get(serializeEvent(event)) ?? `${event.type} ${summarise(event)}`
        const effect = effects(trace, index + 1)
        if (from === to && !effect && trace.edges[index + 1]!.length === 0) {
          const set = ignored.get(from) ?? new Set()
          ignored.set(from, set.add(label))
        } else {
          const step = { label, to, effect }
          steps.set(from, (steps.get(from) ?? new Map()).set(JSON.stringify(step), step))
        }
      })
    },
    get empty() {
      return states.size === 0
    },
    text(): string {
      const words = uniqueWords([...states.values()])
      const name = (key: string) => words.get(key)!
      const line = (step: Step) => `${step.label} → ${name(step.to)}${step.effect}`
      const blocks = [...states.values()]
        .map((state) => ({ state, title: name(state.key) }))
        .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
        .map(({ state, title }) => {
          const tags = state.tags.length ? `  #${state.tags.join(' #')}` : ''
          const lines = [...(steps.get(state.key)?.values() ?? [])].map((step) => `  ${line(step)}`).sort()
          const ignores = [...(ignored.get(state.key) ?? [])].sort()
          if (ignores.length) lines.push(`  ignores ${ignores.join(' ')}`)
          return [`${title}${tags}`, ...lines].join('\n')
        })
      const startLines = [...starts.values()].map(line).sort()
      // The machine's id: what the visualizer, the inspector and persisted snapshots know it by.
      return [
        `# machine ${entry.machine.id}: ${states.size} states`,
        ...[...inputs].sort(),
        ...startLines,
        '',
        blocks.join('\n\n'),
        '',
      ].join('\n')
    },
  }
}

/** A state value as a path: `editing.loadingTemplates`; parallel regions joined by ` + `. */
export function valueWords(value: unknown): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => {
        const rest = valueWords(inner)
        return rest.includes(' + ') ? `${key}.(${rest})` : `${key}.${rest}`
      })
      .join(' + ')
  return JSON.stringify(value)
}

/** The abstract context in words: `sent 2, codeError, alert "…"`; false and null values are left out. */
export function contextWords(context: unknown): string {
  if (context === null || context === undefined) return ''
  if (typeof context !== 'object' || Array.isArray(context)) return summarise(context)
  return Object.entries(context as Record<string, unknown>)
    .filter(([, value]) => value !== false && value !== null && value !== undefined)
    .map(([key, value]) => (value === true ? key : `${key} ${summarise(value)}`))
    .join(', ')
}

function stateWords(value: unknown, context: unknown): string {
  const words = contextWords(context)
  return words ? `${valueWords(value)} (${words})` : valueWords(value)
}

/** Two states whose words coincide (a false and a missing field) keep their exact key, so no two read alike. */
export function uniqueWords(states: { key: string; words: string }[]): Map<string, string> {
  const count = new Map<string, number>()
  for (const state of states) count.set(state.words, (count.get(state.words) ?? 0) + 1)
  return new Map(
    states.map((state) => [
      state.key,
      count.get(state.words)! > 1 ? `${state.words} [${state.key}]` : state.words,
    ]),
  )
}

export function behaviourRecord(entry: MachineEntry, paths: readonly GeneratedPath[]): string {
  const record = createBehaviourRecord(entry)
  for (const path of paths) {
    const { trace, events } = tracePath(entry, path)
    record.add(trace, events, path.input)
  }
  return record.text()
}

/**
 * The failure a flow shows, as its text: scenarios abstract it to "there is one" to keep graphs small, which
 * let a change to the text (or a failure kept without one) pass unseen.
 */
function failureShown(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as Record<string, unknown> | undefined
  if (!context || !('failure' in context) || context.failure === null) return ''
  return ` ! ${summarise(context.failure) || 'no text'}`
}

function failureWords(snapshot: AnyMachineSnapshot): string {
  const shown = failureShown(snapshot)
  return shown ? ` shows${shown.slice(2)}` : ''
}

function effects(trace: Trace, step: number): string {
  const actions = trace.actions[step]!.map((action) => `${action.type}(${summarise(action.params)})`)
  const started = trace.invoked[step]!.map(({ id, input }) => `invoke ${id}(${summarise(input)})`)
  // What a screen tells its children is its behaviour too: `tell builder {"type":"builder.create"}`.
  const told = (trace.sent?.[step] ?? []).map(({ to, event }) => `tell ${to} ${summarise(event)}`)
  const all = [...actions, ...started, ...told]
  return all.length ? ` ! ${all.join(' ; ')}` : ''
}

import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { MachineEntry } from '../flow'
import { serializeEvent, stateKey, type GeneratedPath } from './graph'
import { tracePath, type Trace } from './replay'

// A flow's behaviour as a reviewed text: every step its generated paths take, as "state | event → state, the
// actions it executed with their params, the input of each actor it started". The path suite compares it with
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
 * Collects the steps of traced paths. States are written once, in a table, and named in the steps by a hash of
 * their key (stable when other states come and go); the events a state ignores (nothing happens, it stays) are
 * listed on one line per state.
 */
export function createBehaviourRecord(entry: MachineEntry) {
  const names = variantNames(entry)
  const states = new Map<string, string>()
  const steps = new Set<string>()
  const ignored = new Map<string, Set<string>>()
  // A state as the record names it: its key, its tags (what views read to disable controls) when it has any, and
  // at a final state the machine's output (what its parent or the page acts on once the flow ends).
  const id = (snapshot: AnyMachineSnapshot) => {
    const tags = [...snapshot.tags].sort()
    const output = snapshot.status === 'done' ? ` = ${summarise(snapshot.output) || 'no output'}` : ''
    const key = `${stateKey(entry, snapshot)}${tags.length ? ` #${tags.join(' #')}` : ''}${failureShown(snapshot)}${output}`
    const h = hash(key)
    states.set(h, key)
    return h
  }
  return {
    add(trace: Trace, events: readonly EventObject[], input: unknown) {
      if (input !== undefined) steps.add(`input ${summarise(input)}`)
      steps.add(`start → ${id(trace.snapshots[0]!)}${effects(trace, 0)}`)
      events.forEach((event, index) => {
        const from = id(trace.snapshots[index]!)
        const to = id(trace.snapshots[index + 1]!)
        const label = names.get(serializeEvent(event)) ?? `${event.type} ${summarise(event)}`
        const effect = effects(trace, index + 1)
        if (from === to && !effect && trace.edges[index + 1]!.length === 0) {
          const set = ignored.get(from) ?? new Set()
          ignored.set(from, set.add(label))
        } else steps.add(`${from} | ${label} → ${to}${effect}`)
      })
    },
    get empty() {
      return states.size === 0
    },
    text(): string {
      const table = [...states].map(([h, key]) => `${h} ${key}`).sort()
      const ignores = [...ignored].map(([h, labels]) => `${h} ignores ${[...labels].sort().join(' ')}`).sort()
      // The machine's id: what the visualizer, the inspector and persisted snapshots know it by.
      return `# machine ${entry.machine.id}\n# states\n${table.join('\n')}\n# steps\n${[...steps].sort().join('\n')}\n# ignored\n${ignores.join('\n')}\n`
    },
  }
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

function effects(trace: Trace, step: number): string {
  const actions = trace.actions[step]!.map((action) => `${action.type}(${summarise(action.params)})`)
  const started = trace.invoked[step]!.map(({ id, input }) => `invoke ${id}(${summarise(input)})`)
  const all = [...actions, ...started]
  return all.length ? ` ! ${all.join(' ; ')}` : ''
}

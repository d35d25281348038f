import type { StatePath } from '@xstate/graph'
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate'
import { edgesOf } from '../../machines/tooling/graph'
import type { MachineEntry } from '../../machines/flow'
import type { ScenarioEvent } from '../../machines/scenarios'

// The simulator's rules, kept out of the views: what the current state accepts, which actors and delays
// are pending, and which events lead to a chosen state.

function active(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return snapshot._nodes ?? []
}

export function activeStateIds(snapshot: AnyMachineSnapshot | undefined): Set<string> {
  return new Set(snapshot ? active(snapshot).map((node) => node.id) : [])
}

export interface AcceptedEvent {
  type: string
  variants: ScenarioEvent[]
}

export function acceptedEvents(entry: MachineEntry, snapshot: AnyMachineSnapshot): AcceptedEvent[] {
  if (snapshot.status !== 'active') return []
  const types = new Set(
    active(snapshot)
      .flatMap((node) => [...node.transitions.keys()])
      .filter((type) => !type.startsWith('xstate.')),
  )
  return [...types]
    .sort()
    .map((type) => ({ type, variants: [...(entry.scenarios.events[type] ?? [{ type }])] }))
}

export interface PendingActor {
  id: string
  done: unknown[]
  error: unknown[]
}

export function pendingActors(entry: MachineEntry, snapshot: AnyMachineSnapshot): PendingActor[] {
  if (snapshot.status !== 'active') return []
  return active(snapshot).flatMap((node) =>
    node.invoke.map((invoke) => ({
      id: invoke.id,
      done: [...(entry.scenarios.outcomes[invoke.id]?.done ?? [undefined])],
      error: [...(entry.scenarios.outcomes[invoke.id]?.error ?? [new Error('failed')])],
    })),
  )
}

export interface PendingDelay {
  eventType: string
  label: string
}

export function pendingDelays(entry: MachineEntry, snapshot: AnyMachineSnapshot): PendingDelay[] {
  if (snapshot.status !== 'active') return []
  return active(snapshot).flatMap((node) =>
    node.after.map((delayed) => {
      const delay = String(delayed.delay)
      const named = entry.machine.implementations.delays?.[delay]
      const ms = typeof named === 'number' ? named : Number(delay)
      return { eventType: delayed.eventType, label: Number.isFinite(ms) ? `${ms} ms` : delay }
    }),
  )
}

export function outcomeEvent(id: string, failed: boolean, value: unknown): EventObject {
  return failed
    ? ({ type: `xstate.error.actor.${id}`, error: value } as EventObject)
    : ({ type: `xstate.done.actor.${id}`, output: value } as EventObject)
}

/** The events of the shortest generated path that ends with `stateId` active, or null if none does. */
export function eventsToState(
  paths: StatePath<AnyMachineSnapshot, EventObject>[],
  stateId: string,
): EventObject[] | null {
  let best: StatePath<AnyMachineSnapshot, EventObject> | null = null
  for (const path of paths) {
    if (!activeStateIds(path.state).has(stateId)) continue
    if (!best || path.steps.length < best.steps.length) best = path
  }
  return best ? best.steps.slice(1).map((step) => step.event) : null
}

/**
 * The edges the current state can take now, each with the events that take it: the scenario's payloads, the
 * pending actors' outcomes and the pending timers, tried against the machine's own transition choice (guards
 * included). The diagram's pills fire from this.
 */
export function firableEdges(entry: MachineEntry, snapshot: AnyMachineSnapshot): Map<string, EventObject[]> {
  const firable = new Map<string, EventObject[]>()
  if (snapshot.status !== 'active') return firable
  const candidates: EventObject[] = [
    ...acceptedEvents(entry, snapshot).flatMap((event) => event.variants as EventObject[]),
    ...pendingActors(entry, snapshot).flatMap((actor) => [
      ...actor.done.map((value) => outcomeEvent(actor.id, false, value)),
      ...actor.error.map((value) => outcomeEvent(actor.id, true, value)),
    ]),
    ...pendingDelays(entry, snapshot).map((delay) => ({ type: delay.eventType })),
  ]
  const machine = snapshot.machine as AnyStateMachine
  const keyOf = new Map(edgesOf(machine).map((edge) => [edge.definition, edge.key]))
  for (const event of candidates) {
    let taken: unknown[]
    try {
      taken = machine.getTransitionData(snapshot as never, event)
    } catch {
      continue
    }
    for (const definition of taken) {
      const key = keyOf.get(definition)
      if (key) firable.set(key, [...(firable.get(key) ?? []), event])
    }
  }
  return firable
}

/** Whether firing an event needs a payload chosen: anything besides its type (an outcome of `undefined` is none). */
export function carriesData(event: EventObject): boolean {
  return Object.entries(event).some(([key, value]) => key !== 'type' && value !== undefined)
}

import {
  Actor,
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate'
import type { StatePath } from '@xstate/graph'
import type { MachineEntry } from '../flow'
import { edgesOf, stateKey } from './graph'

// Replays a generated path on a real actor. Invoked actors never settle on their own: their outcomes are
// the path's scripted `xstate.done/error.actor.*` events. Delays never fire on their own either: the clock
// is simulated and the path's `xstate.after.*` events stand for them.

export interface ReplayFailure {
  step: number
  event: string
  expected: string
  actual: string
}

const pending = fromPromise(() => new Promise<never>(() => {}))

export function withScriptedActors(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys((machine.implementations as { actors: Record<string, AnyActorLogic> }).actors).map((name) => [
      name,
      pending,
    ]),
  )
  return machine.provide({ actors })
}

export function replayPath(
  entry: MachineEntry,
  path: StatePath<AnyMachineSnapshot, EventObject> & { input?: unknown },
  inspect?: (event: InspectionEvent) => void,
): ReplayFailure | null {
  const actor = createActor(withScriptedActors(entry.machine), {
    clock: new SimulatedClock(),
    ...(inspect ? { inspect } : {}),
    ...(path.input === undefined ? {} : { input: path.input }),
  })
  actor.start()
  try {
    for (const [index, step] of path.steps.entries()) {
      if (index > 0 || step.event.type !== 'xstate.init') actor.send(step.event)
      const actual = stateKey(entry, actor.getSnapshot())
      const expected = stateKey(entry, step.state)
      if (actual !== expected) return { step: index, event: step.event.type, expected, actual }
    }
    return null
  } finally {
    actor.stop()
  }
}

export interface Trace {
  snapshots: AnyMachineSnapshot[]
  /** Per step, the edge keys of the transitions it took (empty when the event was ignored). */
  edges: string[][]
  /** Per step, the input each invoked actor was last started with (a stopped actor forgets its input). */
  inputs: Record<string, unknown>[]
  /** Per step, the machine's own actions it executed (by name, with their resolved params): its side effects. */
  actions: ExecutedAction[][]
}

export interface ExecutedAction {
  type: string
  params: unknown
}

/** A named action of the machine's own (not XState's built-ins), as the inspection API reports it. */
export function ownAction(event: InspectionEvent): ExecutedAction | null {
  if (event.type !== '@xstate.action' || event.action.type.startsWith('xstate.')) return null
  return { type: event.action.type, params: event.action.params }
}

/**
 * Runs events from the start and records each step's snapshot and the edges it took: the simulator's
 * time travel and the path player are both "replay the log up to here".
 */
export function traceEvents(
  entry: MachineEntry,
  events: readonly EventObject[],
  input: unknown = entry.scenarios.inputs?.[0],
): Trace {
  const logic = withScriptedActors(entry.machine)
  const definitions = new Map<unknown, string>(edgesOf(logic).map((edge) => [edge.definition, edge.key]))
  let taken: string[] = []
  let executed: ExecutedAction[] = []
  const started: Record<string, unknown> = {}
  const actor = createActor(logic, {
    clock: new SimulatedClock(),
    ...(input === undefined ? {} : { input }),
    // The first state's eventless transitions run inside createActor, before `actor` is assigned: the root is
    // recognised by its logic, not by the variable (reading it there threw and left the machine in "error").
    inspect: (event) => {
      if (event.type === '@xstate.actor' && event.actorRef instanceof Actor) {
        const parent = event.actorRef._parent
        if (parent instanceof Actor && parent.logic === logic)
          started[event.actorRef.id] = event.actorRef.options.input
        return
      }
      if (!(event.actorRef instanceof Actor) || event.actorRef.logic !== logic) return
      const action = ownAction(event)
      if (action) executed.push(action)
      if (event.type !== '@xstate.microstep') return
      for (const definition of event._transitions) {
        const key = definitions.get(definition)
        if (key) taken.push(key)
      }
    },
  })
  actor.start()
  // What the start took (eventless transitions out of the initial state) belongs to step 0.
  const trace: Trace = {
    snapshots: [actor.getSnapshot()],
    edges: [taken],
    inputs: [{ ...started }],
    actions: [executed],
  }
  for (const event of events) {
    taken = []
    executed = []
    actor.send(event)
    trace.snapshots.push(actor.getSnapshot())
    trace.edges.push(taken)
    trace.inputs.push({ ...started })
    trace.actions.push(executed)
  }
  actor.stop()
  return trace
}

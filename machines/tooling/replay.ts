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

// One scripted logic per machine, and its transition definitions by edge key: a suite replays thousands of paths.
const scriptedLogic = new WeakMap<
  AnyStateMachine,
  { logic: AnyStateMachine; definitions: Map<unknown, string> }
>()

function scriptedOf(machine: AnyStateMachine) {
  let known = scriptedLogic.get(machine)
  if (!known) {
    const logic = withScriptedActors(machine)
    known = { logic, definitions: new Map(edgesOf(logic).map((edge) => [edge.definition, edge.key])) }
    scriptedLogic.set(machine, known)
  }
  return known
}

export function withScriptedActors(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys((machine.implementations as { actors: Record<string, AnyActorLogic> }).actors).map((name) => [
      name,
      pending,
    ]),
  )
  return machine.provide({ actors })
}

/** Replays a generated path with its trace; the failure is the first step whose state differs from the path's. */
export function tracePath(
  entry: MachineEntry,
  path: StatePath<AnyMachineSnapshot, EventObject> & { input?: unknown },
  inspect?: (event: InspectionEvent) => void,
): { failure: ReplayFailure | null; trace: Trace; events: EventObject[] } {
  const steps = path.steps.filter((step, index) => index > 0 || step.event.type !== 'xstate.init')
  const events = steps.map((step) => step.event)
  const trace = traceEvents(entry, events, path.input, inspect)
  const offset = path.steps.length - steps.length
  let failure: ReplayFailure | null = null
  for (const [index, snapshot] of trace.snapshots.entries()) {
    const step = path.steps[index - 1 + offset]
    if (!step) continue
    const actual = stateKey(entry, snapshot)
    const expected = stateKey(entry, step.state)
    if (actual !== expected) {
      failure = { step: index - 1 + offset, event: step.event.type, expected, actual }
      break
    }
  }
  return { failure, trace, events }
}

export function replayPath(
  entry: MachineEntry,
  path: StatePath<AnyMachineSnapshot, EventObject> & { input?: unknown },
  inspect?: (event: InspectionEvent) => void,
): ReplayFailure | null {
  return tracePath(entry, path, inspect).failure
}

export interface Trace {
  snapshots: AnyMachineSnapshot[]
  /** Per step, the edge keys of the transitions it took (empty when the event was ignored). */
  edges: string[][]
  /** Per step, the input each invoked actor was last started with (a stopped actor forgets its input). */
  inputs: Record<string, unknown>[]
  /** Per step, the machine's own actions it executed (by name, with their resolved params): its side effects. */
  actions: ExecutedAction[][]
  /** Per step, the actors it started, with the input each was given. */
  invoked: { id: string; input: unknown }[][]
  /** Per step, the events it sent its children (a page's screen machine telling the wizard, the builder…). */
  sent: { to: string; event: unknown }[][]
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
  inspect?: (event: InspectionEvent) => void,
): Trace {
  const { logic, definitions } = scriptedOf(entry.machine)
  let taken: string[] = []
  let executed: ExecutedAction[] = []
  let invoked: { id: string; input: unknown }[] = []
  let sent: { to: string; event: unknown }[] = []
  const started: Record<string, unknown> = {}
  const actor = createActor(logic, {
    clock: new SimulatedClock(),
    ...(input === undefined ? {} : { input }),
    // The first state's eventless transitions run inside createActor, before `actor` is assigned: the root is
    // recognised by its logic, not by the variable (reading it there threw and left the machine in "error").
    inspect: (event) => {
      inspect?.(event)
      if (event.type === '@xstate.actor' && event.actorRef instanceof Actor) {
        const parent = event.actorRef._parent
        if (parent instanceof Actor && parent.logic === logic) {
          started[event.actorRef.id] = event.actorRef.options.input
          invoked.push({ id: event.actorRef.id, input: event.actorRef.options.input })
        }
        return
      }
      if (event.type === '@xstate.event' && event.actorRef instanceof Actor) {
        const [source, target] = [event.sourceRef, event.actorRef]
        const fromRoot = source instanceof Actor && source.logic === logic
        const own = !event.event.type.startsWith('xstate.')
        if (own && fromRoot && target._parent instanceof Actor && target._parent.logic === logic)
          sent.push({ to: target.id, event: event.event })
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
    invoked: [invoked],
    sent: [sent],
  }
  for (const event of events) {
    taken = []
    executed = []
    invoked = []
    sent = []
    actor.send(event)
    trace.snapshots.push(actor.getSnapshot())
    trace.edges.push(taken)
    trace.inputs.push({ ...started })
    trace.actions.push(executed)
    trace.invoked.push(invoked)
    trace.sent.push(sent)
  }
  actor.stop()
  return trace
}

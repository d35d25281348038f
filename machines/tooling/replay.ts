import { createActor, fromPromise, SimulatedClock, type AnyActorLogic, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate'
import type { StatePath } from '@xstate/graph'
import type { MachineEntry } from '../registry'
import { stateKey } from './graph'

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
    Object.keys((machine.implementations as { actors: Record<string, AnyActorLogic> }).actors).map((name) => [name, pending]),
  )
  return machine.provide({ actors })
}

export function replayPath(
  entry: MachineEntry,
  path: StatePath<AnyMachineSnapshot, EventObject>,
  inspect?: (event: InspectionEvent) => void,
): ReplayFailure | null {
  const actor = createActor(withScriptedActors(entry.machine), { clock: new SimulatedClock(), ...(inspect ? { inspect } : {}) })
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

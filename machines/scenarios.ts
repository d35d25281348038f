import type { AnyStateMachine, SnapshotFrom } from 'xstate'

export type ScenarioEvent = { type: string } & Record<string, unknown>

// What graph traversal, the path runner and the visualizer need to know about a machine beyond its
// definition: which payloads to try, how invoked actors may end, and how to keep the graph finite.

export interface ActorOutcomes {
  /** Outputs the actor may finish with (each becomes an `xstate.done.actor.<id>` event). */
  done?: readonly unknown[]
  /** Errors it may fail with (each becomes an `xstate.error.actor.<id>` event). */
  error?: readonly unknown[]
}

export interface Scenarios<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Payload variants per event type, invalid ones included: guards must refuse those. */
  events: Partial<Record<string, readonly ScenarioEvent[]>>
  /** Start inputs for machines whose first state depends on them; paths are generated from each. */
  inputs?: readonly unknown[]
  /** Outcomes per invoke id. */
  outcomes: Record<string, ActorOutcomes>
  /**
   * The part of the context that matters for the graph. Everything else (strings typed, lists) is
   * abstracted away here so traversal stays finite. The snapshot is there for machines whose relevant
   * context differs by state: a step's fields matter while the step is on screen.
   */
  abstractContext: (context: SnapshotFrom<TMachine>['context'], snapshot: SnapshotFrom<TMachine>) => unknown
  /**
   * Offer only the variants some transition takes in the state at hand. For machines where most events are
   * refused in most states (a step edits only its own part), refused events would each add a path per state
   * that shows nothing new; the refusal itself is then the guard's unit test's job.
   */
  enabledEventsOnly?: string
  /** How many traversal steps graph generation may take before it reports the machine as unbounded. */
  maxStates: number
  /**
   * States or transitions the generated paths may leave uncovered, each with its reason. Keys are
   * state ids (`session.offline`) or transition keys (`session.signedIn -> session.reload`).
   */
  exclusions?: { key: string; reason: string }[]
}

import type { UserEvent } from '@testing-library/user-event'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { ScriptedActors } from './scripted-actors'

/** How a machine's paths become user actions on its real view, and its states what the user sees. */
export interface ViewAdapter<TEvent extends EventObject = EventObject> {
  machineId: string
  /** `input` is the path's start input, for machines that take one. */
  mount(input?: unknown): { scripted: ScriptedActors; spies: Record<string, { mock: { calls: unknown[] } }> }
  /** Performs a non-actor event as the user would. */
  perform(event: TEvent, user: UserEvent): Promise<void>
  /** Asserts, through the DOM only, what the user sees in this state. */
  expectState(snapshot: AnyMachineSnapshot, spies: Record<string, { mock: { calls: unknown[] } }>): void
}

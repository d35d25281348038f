import type { AnyMachineSnapshot, EventObject } from 'xstate'

// A flow's rendering contract as data: how a user sends each event and what they see in each state. The jsdom
// path runner performs these actions on the view for every generated path, so the data cannot drift from the
// view; the visualizer writes the same actions and sights as a browser test of the real console.

/** A container an action happens inside, by its role and accessible name (the "Log in" form). */
export interface Scope {
  role: string
  name: string
}

/** One thing a user does, found as a person finds it: a control by its role and name, a field by its label. */
export type UserAction =
  | { do: 'click'; role: string; name: string; within?: Scope }
  | { do: 'fill'; label: string; value: string; within?: Scope }
  | { do: 'check'; label: string; within?: Scope }

/** One thing a user sees: a control or heading by role and name, a text, or the page's address. */
export type Sight = { role: string; name: string } | { text: string } | { path: string }

export interface FlowUi<TEvent extends EventObject = EventObject> {
  /** The console address a start input opens the flow at; null when no address gives that input. */
  route: (input: unknown) => string | null
  /** The demo account the flow runs as; absent for a signed-out visitor's flow. */
  signedInAs?: string
  /** The gateway address each invoked call asks (a glob), so a browser test can make that call fail. */
  calls?: Partial<Record<string, string>>
  /** The user actions that send each event; an event with none is not a user's (a timer, a call's answer). */
  events: { [K in TEvent['type']]?: (event: Extract<TEvent, { type: K }>) => UserAction[] }
  /**
   * What the user sees in a state. Busy states pass too fast against a real gateway to be waited for: a browser
   * test checks only the states at rest, the jsdom runner checks all.
   */
  sights: (snapshot: AnyMachineSnapshot) => Sight[]
}

/** The actions for an event, or null when no user sends it. */
export function actionsFor<TEvent extends EventObject>(ui: FlowUi<TEvent>, event: TEvent): UserAction[] | null {
  const perform = (ui.events as Record<string, ((event: EventObject) => UserAction[]) | undefined>)[event.type]
  return perform ? perform(event) : null
}

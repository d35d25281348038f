import { matchesState, type StateValue } from 'xstate'

// One wizard pattern (issue 64): a wizard's steps are states, in the order the step indicator shows them, and the
// step on screen is the one its snapshot is in. Each step's state accepts only what that step edits, so nothing
// carries a step number beside the state, and a view, a parent screen and a test all read it the same way.

/** The steps' states in order, each as a state value (`'settings'`, `{ editing: { step: 'kind' } }`). */
export type WizardSteps = readonly StateValue[]

/** The index of the step a snapshot's value is in; -1 when it is in none of them (finished, say). */
export const wizardStepOf = (steps: WizardSteps, value: StateValue): number =>
  steps.findIndex((step) => matchesState(step, value))

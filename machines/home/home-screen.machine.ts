import { sendParent, setup } from 'xstate'
import { getStartedMachine, type GetStartedInput } from './get-started.machine'
import { onboardingMachine, type OnboardingChoice, type OnboardingInput } from './onboarding.machine'

// The page /home as one machine: it starts the get-started flow (its cards, the dashboard, Start Training) and
// the onboarding checklist. A choice the checklist saves (finished or skipped) is the signed-in user's from then
// on, so the page hands it to the session, which the app owns.

export interface HomeScreenInput extends OnboardingInput {
  /** The get-started answers the page was drawn from, if it was. */
  drawn?: GetStartedInput
}

export type HomeScreenEvent =
  /** From the checklist: the choice it saved on the account. */
  { type: 'onboarding.saved'; choice: OnboardingChoice }

/** The checklist as a child of this page: each saved choice is reported here. */
export const reportingChoices = (onboarding: typeof onboardingMachine) =>
  onboarding.provide({
    actions: {
      remember: sendParent((_, choice: OnboardingChoice) => ({ type: 'onboarding.saved' as const, choice })),
    },
  })

export const homeScreenMachine = setup({
  types: {
    context: {} as HomeScreenInput,
    events: {} as HomeScreenEvent,
    input: {} as HomeScreenInput,
  },
  actors: {
    getStarted: getStartedMachine,
    onboarding: reportingChoices(onboardingMachine),
  },
  actions: {
    /** Provided by the app: the session's user carries the choice. */
    rememberInSession: (_, _choice: OnboardingChoice) => {},
  },
}).createMachine({
  id: 'homeScreen',
  context: ({ input }) => input,
  invoke: [
    { id: 'getStarted', src: 'getStarted', input: ({ context }) => context.drawn ?? {} },
    {
      id: 'onboarding',
      src: 'onboarding',
      input: ({ context }) => ({ completed: context.completed, skipped: context.skipped }),
    },
  ],
  initial: 'open',
  states: {
    open: {
      on: {
        'onboarding.saved': {
          actions: { type: 'rememberInSession', params: ({ event }) => event.choice },
        },
      },
    },
  },
})

import { assign, fromPromise, setup } from 'xstate'
import { failureMessage } from '../event-params'

// The first-run checklist on Get started (issue 31; 001 §7 PUT .../me/onboarding): invite users, start training,
// launch a phishing exercise, each ticked from the company's own state. Skip hides it for good; Finish, once all
// three are done, marks it completed. Either is saved on the account (the session hears of it too); a refusal
// keeps the checklist with the reason.

export interface OnboardingInput {
  completed: boolean
  skipped: boolean
}

export interface OnboardingChoice {
  onboardingCompleted?: boolean
  onboardingSkipped?: boolean
}

export interface OnboardingContext {
  /** Neither finished nor skipped when the page opened. */
  pending: boolean
  choice: OnboardingChoice | null
  failure: string | null
}

export type OnboardingEvent = { type: 'onboarding.skip' } | { type: 'onboarding.finish'; allDone: boolean }

export const ONBOARDING_TEXTS = {
  title: 'Get your company started',
  steps: {
    invite: 'Invite your users',
    training: 'Start their training',
    phishing: 'Launch a phishing exercise',
  },
  skip: 'Skip',
  finish: 'Finish',
  finished: 'You are all set.',
} as const

export const onboardingMachine = setup({
  types: { context: {} as OnboardingContext, events: {} as OnboardingEvent, input: {} as OnboardingInput },
  actors: {
    saveOnboarding: fromPromise<void, OnboardingChoice>(async () => undefined),
  },
  guards: {
    pending: ({ context }) => context.pending,
  },
  actions: {
    choose: assign({ choice: (_, choice: OnboardingChoice) => choice, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    /** Provided by the app: the session's user carries the choice from now on. */
    remember: (_, _choice: OnboardingChoice) => {},
    notify: (_, _title: string) => {},
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ pending: !input.completed && !input.skipped, choice: null, failure: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'pending', target: 'open' }, { target: 'hidden' }],
    },
    open: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'onboarding.skip': {
              target: 'saving',
              actions: { type: 'choose', params: { onboardingSkipped: true } },
            },
            'onboarding.finish': {
              guard: ({ event }) => event.allDone,
              target: 'saving',
              actions: { type: 'choose', params: { onboardingCompleted: true } },
            },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveOnboarding',
            src: 'saveOnboarding',
            input: ({ context }) => context.choice ?? {},
            onDone: {
              target: '#onboarding.hidden',
              actions: [
                { type: 'remember', params: ({ context }) => context.choice ?? {} },
                {
                  type: 'notify',
                  params: ({ context }) =>
                    context.choice?.onboardingCompleted ? ONBOARDING_TEXTS.finished : '',
                },
              ],
            },
            onError: { target: 'idle', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
      },
    },
    hidden: {},
  },
})

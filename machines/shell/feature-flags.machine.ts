import { assign, fromPromise, setup } from 'xstate'
import { FEATURE_FLAG_POLL_MS } from '../../src/domain/constants'
import { flagsChanged, type FeatureFlags } from '../../src/domain/feature-flags'

// The feature-flag poll (000 §7: every 300 s). Starts from the flags the session's company view carried; each
// reading that differs is handed to the session, so the reseller overview, the tournament row, the exercise
// version and the calendar dialogs follow within one poll. A failed reading keeps what was known and waits
// for the next poll: flags never flicker off because the service was briefly away.

export interface FeatureFlagsContext {
  current: FeatureFlags
  failures: number
}

export const featureFlagsMachine = setup({
  types: {
    context: {} as FeatureFlagsContext,
    input: {} as { initial: FeatureFlags },
  },
  actors: {
    /** Provided by the app: GET the company's feature flags. */
    loadFlags: fromPromise<FeatureFlags>(async () => ({
      flags: [],
      features: {} as FeatureFlags['features'],
    })),
  },
  delays: { poll: FEATURE_FLAG_POLL_MS },
  guards: {
    changed: ({ context }, next: FeatureFlags) => flagsChanged(context.current, next),
  },
  actions: {
    keep: assign({ current: (_, next: FeatureFlags) => next, failures: 0 }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    /** Provided by the app: the session's company view takes the new flags. */
    notifyChanged: (_, _flags: FeatureFlags) => {},
  },
}).createMachine({
  id: 'featureFlags',
  context: ({ input }) => ({ current: input.initial, failures: 0 }),
  initial: 'waiting',
  states: {
    waiting: { after: { poll: 'reading' } },
    reading: {
      invoke: {
        id: 'loadFlags',
        src: 'loadFlags',
        onDone: [
          {
            guard: { type: 'changed', params: ({ event }) => event.output },
            target: 'waiting',
            actions: [
              { type: 'keep', params: ({ event }) => event.output },
              { type: 'notifyChanged', params: ({ event }) => event.output },
            ],
          },
          { target: 'waiting', actions: { type: 'keep', params: ({ event }) => event.output } },
        ],
        onError: { target: 'waiting', actions: 'countFailure' },
      },
    },
  },
})

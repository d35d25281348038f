import { assign, fromPromise, setup } from 'xstate'
import type { DashboardFigures } from '../../src/domain/dashboard'
import {
  GET_STARTED_TEXTS,
  getStartedMode,
  showsDashboard,
  type GetStartedFlags,
  type GetStartedMode,
} from '../../src/domain/get-started'
import { failureMessage } from '../event-params'

// The get-started page (002 §2.1, §4): load the five flags, show the view they choose (each rule overriding
// the one before), start Annual Training after the "Starting Campaign" confirm, send the admin to the
// add-users drawer once training runs, and load the dashboard's figures in either dashboard view.

export interface GetStartedContext {
  flags: GetStartedFlags | null
  figures: DashboardFigures | null
  /** The last failure's message: the page's, the figures', or the start's (shown in the confirm dialog). */
  error: string | null
}

/** What the page already holds: the answers the gateway drew it from (a drawn /home), else nothing. */
export interface GetStartedInput {
  flags?: GetStartedFlags
  figures?: DashboardFigures
}

export type GetStartedEvent =
  | { type: 'retry' }
  | { type: 'training.start' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'users.invite' }
  | { type: 'upgrade' }

/** "Starting Campaign": confirm, start, then load the page again (its view changes once training runs). The
 * dashboard offers it too, from its empty training card, while no training runs and the trial holds. */
const confirmedStart = (guard?: 'canStartTraining') =>
  ({
    initial: 'idle',
    states: {
      idle: { on: { 'training.start': { guard, target: 'confirming', actions: 'clearError' } } },
      confirming: {
        on: {
          'confirm.accept': { target: 'starting', actions: 'clearError' },
          'confirm.cancel': 'idle',
        },
      },
      starting: {
        tags: ['busy'],
        invoke: {
          id: 'startTraining',
          src: 'startTraining',
          onDone: {
            target: '#getStarted.loading',
            actions: { type: 'notify', params: { type: 'success', title: GET_STARTED_TEXTS.started } },
          },
          // The dialog stays open with the reason, so the admin can try again or cancel.
          onError: { target: 'confirming', actions: { type: 'setError', params: failureMessage } },
        },
      },
    },
  }) as const

export const getStartedMachine = setup({
  types: { context: {} as GetStartedContext, events: {} as GetStartedEvent, input: {} as GetStartedInput },
  actors: {
    /** Provided by the app: the campaign flags, the users count and the trial state. */
    loadStatus: fromPromise<GetStartedFlags>(async () => {
      throw new Error('loadStatus not provided')
    }),
    /** Provided by the app: the four cards' periods. */
    loadFigures: fromPromise<DashboardFigures>(async () => {
      throw new Error('loadFigures not provided')
    }),
    /** Provided by the app: the Annual Training campaign for all users, starting now, notifications on. */
    startTraining: fromPromise<void>(async () => undefined),
  },
  guards: {
    hasFlags: ({ context }) => context.flags !== null,
    hasFigures: ({ context }) => context.figures !== null,
    isMode: ({ context }, params: { mode: GetStartedMode }) =>
      context.flags !== null && getStartedMode(context.flags) === params.mode,
    showsDashboard: ({ context }) => context.flags !== null && showsDashboard(getStartedMode(context.flags)),
    canStartTraining: ({ context }) =>
      context.flags !== null &&
      !context.flags.hasActiveTraining &&
      !context.flags.trialExpired &&
      context.figures?.training.currentPeriod === null,
  },
  actions: {
    setFlags: assign({ flags: (_, flags: GetStartedFlags) => flags, error: null }),
    setFigures: assign({ figures: (_, figures: DashboardFigures) => figures, error: null }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
    /** Provided by the app: /users/all_users with the add-users drawer open. */
    openAddUsers: () => {},
    /** Provided by the app: the licensing page, where the upgrade starts. */
    openUpgrade: () => {},
  },
}).createMachine({
  id: 'getStarted',
  context: ({ input }) => ({ flags: input?.flags ?? null, figures: input?.figures ?? null, error: null }),
  initial: 'starting',
  states: {
    // A page drawn from the flags shows its view at once; otherwise they are asked for.
    starting: { always: [{ guard: 'hasFlags', target: 'routing' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'routing', actions: { type: 'setFlags', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setError', params: failureMessage } },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: 'clearError' } } },
    routing: {
      always: [
        { guard: { type: 'isMode', params: { mode: 'INVITE_USERS' } }, target: 'inviteUsers' },
        { guard: { type: 'isMode', params: { mode: 'TRAINING_SUSPENDED' } }, target: 'trainingSuspended' },
        { guard: 'showsDashboard', target: 'dashboard' },
        { target: 'startTraining' },
      ],
    },
    startTraining: confirmedStart(),
    inviteUsers: { on: { 'users.invite': { actions: 'openAddUsers' } } },
    trainingSuspended: { on: { upgrade: { actions: 'openUpgrade' } } },
    // One dashboard, two regions: whether the expired trial suspends it, and its figures.
    dashboard: {
      type: 'parallel',
      states: {
        plan: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                {
                  guard: { type: 'isMode', params: { mode: 'DASHBOARD_SUSPENDED' } },
                  target: 'suspended',
                },
                { target: 'active' },
              ],
            },
            active: {},
            suspended: { on: { upgrade: { actions: 'openUpgrade' } } },
          },
        },
        figures: {
          initial: 'starting',
          states: {
            starting: { always: [{ guard: 'hasFigures', target: 'ready' }, { target: 'loading' }] },
            loading: {
              tags: ['busy'],
              invoke: {
                id: 'loadFigures',
                src: 'loadFigures',
                onDone: {
                  target: 'ready',
                  actions: { type: 'setFigures', params: ({ event }) => event.output },
                },
                onError: { target: 'failed', actions: { type: 'setError', params: failureMessage } },
              },
            },
            // Drawn: the empty training card offers the start.
            ready: confirmedStart('canStartTraining'),
            failed: { on: { retry: 'loading' } },
          },
        },
      },
    },
  },
})

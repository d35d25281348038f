import { assign, fromPromise, setup } from 'xstate'
import {
  BOOST_DIALOG_DELAY_MS,
  boostGate,
  PLAN_TEXTS,
  upgradeLocked,
  type DowngradePreview,
  type PlanFacts,
} from '../../src/domain/plan'
import { failureMessage } from '../event-params'

// Trial, upgrade and downgrade (001 §4 "Trial and plan"): the Boost gate decides between passing, offering the
// trial and the upgrade dialog; the trial starts with "Trial period was activated"; the upgrade dialog cannot
// be closed when the trial ended and nobody here can buy; the downgrade shows what it pauses first, then
// Contact Us / Keep Boost / Continue to Free, then "Downgraded". A return from checkout
// (modal=purchaseComplete) shows the success dialog. The purchase form itself is purchase.machine.ts.

/** boost: sent here by a Boost-only page (002 §2.12); the gate opens after BOOST_DIALOG_DELAY_MS. */
export type PlanModal = 'trial' | 'boost' | 'upgrade' | 'purchaseComplete' | null

export interface PlanInput {
  modal: PlanModal
  /** Back from a licence purchase (a company already on Boost): the licences message instead. */
  licensesAdded: boolean
}

export interface PlanContext {
  plan: PlanFacts | null
  preview: DowngradePreview | null
  error: string | null
  /** The dialog the address asked for, opened once the plan has loaded. */
  modal: PlanModal
  licensesAdded: boolean
}

export type PlanEvent =
  | { type: 'retry' }
  | { type: 'boost.open' }
  | { type: 'upgrade.open' }
  | { type: 'trial.accept' }
  | { type: 'trial.disable' }
  | { type: 'dialog.close' }
  | { type: 'downgrade.open' }
  | { type: 'downgrade.keep' }
  | { type: 'downgrade.contact' }
  | { type: 'downgrade.confirm' }
  | { type: 'logout' }

export const planMachine = setup({
  types: {
    context: {} as PlanContext,
    events: {} as PlanEvent,
    input: {} as PlanInput,
  },
  actors: {
    loadPlan: fromPromise<PlanFacts>(async () => {
      throw new Error('loadPlan not provided')
    }),
    startTrial: fromPromise<void>(async () => undefined),
    disableTrial: fromPromise<void>(async () => undefined),
    loadDowngradePreview: fromPromise<DowngradePreview>(async () => {
      throw new Error('loadDowngradePreview not provided')
    }),
    downgrade: fromPromise<void>(async () => undefined),
  },
  guards: {
    gateIs: ({ context }, params: { gate: ReturnType<typeof boostGate> }) =>
      context.plan !== null && boostGate(context.plan) === params.gate,
    modalIs: ({ context }, params: { modal: PlanModal }) => context.modal === params.modal,
    closable: ({ context }) => context.plan === null || !upgradeLocked(context.plan),
    locked: ({ context }) => context.plan !== null && upgradeLocked(context.plan),
    trialRunning: ({ context }) =>
      context.plan?.hasBoost === false &&
      (context.plan.trialStatus === 'active' || context.plan.trialStatus === 'trialing'),
    /** A company's own Boost; a partner's comes with the partnership and has nothing to downgrade here. */
    onBoost: ({ context }) => context.plan?.hasBoost === true && context.plan.partner === null,
  },
  delays: { boostDialog: BOOST_DIALOG_DELAY_MS },
  actions: {
    setPlan: assign({ plan: (_, plan: PlanFacts) => plan, error: null }),
    setPreview: assign({ preview: (_, preview: DowngradePreview) => preview, error: null }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    /** The address's dialog opens once. */
    consumeModal: assign({ modal: null }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
    /** Provided by the app: reload the session's company view (banners, trial button, menus follow it). */
    refreshSession: () => {},
    /** Provided by the app: drop ?modal from the address. */
    clearModalParam: () => {},
    /** Provided by the app: the contact-us path. */
    contactUs: () => {},
    /** Provided by the app. */
    logout: () => {},
  },
}).createMachine({
  id: 'plan',
  context: ({ input }) => ({
    plan: null,
    preview: null,
    error: null,
    modal: input.modal,
    licensesAdded: input.licensesAdded,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPlan',
        src: 'loadPlan',
        onDone: { target: 'ready', actions: { type: 'setPlan', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setError', params: failureMessage } },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: 'clearError' } } },
    ready: {
      initial: 'opening',
      states: {
        opening: {
          always: [
            {
              guard: { type: 'modalIs', params: { modal: 'purchaseComplete' } },
              target: 'purchaseComplete',
              actions: 'consumeModal',
            },
            {
              guard: { type: 'modalIs', params: { modal: 'trial' } },
              target: 'gate',
              actions: 'consumeModal',
            },
            {
              guard: { type: 'modalIs', params: { modal: 'boost' } },
              target: 'boostPending',
              actions: 'consumeModal',
            },
            {
              guard: { type: 'modalIs', params: { modal: 'upgrade' } },
              target: 'upgrade',
              actions: 'consumeModal',
            },
            { target: 'idle' },
          ],
        },
        // The page the guard refused is gone; the gate opens a moment after /reports shows.
        boostPending: { after: { boostDialog: 'gate' } },
        idle: {
          on: {
            'boost.open': 'gate',
            'upgrade.open': 'upgrade',
            'downgrade.open': { guard: 'onBoost', target: 'downgradeLoading', actions: 'clearError' },
            'trial.disable': { guard: 'trialRunning', target: 'disablingTrial' },
          },
        },
        gate: {
          always: [
            { guard: { type: 'gateIs', params: { gate: 'offerTrial' } }, target: 'trialOffer' },
            { guard: { type: 'gateIs', params: { gate: 'upgrade' } }, target: 'upgrade' },
            // Passed (Boost arrived meanwhile): no dialog, so the address's request is dropped here.
            { target: 'idle', actions: 'clearModalParam' },
          ],
        },
        // The address keeps ?modal while its dialog is open (changing the address under an opening dialog
        // dismissed it); it is dropped when the dialog closes.
        trialOffer: {
          exit: 'clearModalParam',
          on: {
            'trial.accept': { target: 'startingTrial', actions: 'clearError' },
            'dialog.close': { target: 'idle', actions: 'clearError' },
          },
        },
        startingTrial: {
          tags: ['busy'],
          invoke: {
            id: 'startTrial',
            src: 'startTrial',
            onDone: {
              target: '#plan.loading',
              actions: [
                { type: 'notify', params: { type: 'success', title: PLAN_TEXTS.trialActivated } },
                'refreshSession',
              ],
            },
            onError: { target: 'trialOffer', actions: { type: 'setError', params: failureMessage } },
          },
        },
        upgrade: {
          exit: 'clearModalParam',
          on: {
            'dialog.close': { guard: 'closable', target: 'idle' },
            logout: { guard: 'locked', actions: 'logout' },
          },
        },
        purchaseComplete: {
          entry: 'refreshSession',
          exit: 'clearModalParam',
          on: { 'dialog.close': 'idle' },
        },
        downgradeLoading: {
          tags: ['busy'],
          invoke: {
            id: 'loadDowngradePreview',
            src: 'loadDowngradePreview',
            onDone: {
              target: 'downgradeConfirm',
              actions: { type: 'setPreview', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ type: 'error' as const, title: failureMessage({ event }) }),
              },
            },
          },
        },
        downgradeConfirm: {
          on: {
            'downgrade.keep': { target: 'idle', actions: 'clearError' },
            'dialog.close': { target: 'idle', actions: 'clearError' },
            'downgrade.contact': { target: 'idle', actions: ['clearError', 'contactUs'] },
            'downgrade.confirm': { target: 'downgrading', actions: 'clearError' },
          },
        },
        downgrading: {
          tags: ['busy'],
          invoke: {
            id: 'downgrade',
            src: 'downgrade',
            onDone: { target: 'downgraded', actions: 'refreshSession' },
            onError: { target: 'downgradeConfirm', actions: { type: 'setError', params: failureMessage } },
          },
        },
        downgraded: { on: { 'dialog.close': '#plan.loading' } },
        disablingTrial: {
          tags: ['busy'],
          invoke: {
            id: 'disableTrial',
            src: 'disableTrial',
            onDone: {
              target: '#plan.loading',
              actions: [
                { type: 'notify', params: { type: 'success', title: PLAN_TEXTS.trialDisabled } },
                'refreshSession',
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ type: 'error' as const, title: failureMessage({ event }) }),
              },
            },
          },
        },
      },
    },
  },
})

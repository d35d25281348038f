import { assign, fromPromise, setup } from 'xstate'
import {
  BECOME_PARTNER_TEXTS,
  emptyPartnerRequest,
  partnerRequestFieldProblems,
  type PartnerRequestBody,
  type PartnerRequestView,
} from '../../src/domain/become-partner'
import { failureMessage } from '../event-params'

// /become-partner (001 §1 "Affiliate pitch"): the pitch beside a request form. A partner already sees that it is
// one; a company whose request is with the partner team sees when it asked; otherwise the form (partner kind,
// expected customers, website, a message) is sent once valid — its messages show once Send was tried — and
// "Your request was sent…" follows. A refusal keeps what was typed and says why.

export interface BecomePartnerContext {
  view: PartnerRequestView | null
  draft: PartnerRequestBody
  attempted: boolean
  failure: string | null
}

export type BecomePartnerEvent =
  | { type: 'request.change'; patch: Partial<PartnerRequestBody> }
  | { type: 'request.send' }
  | { type: 'request.retry' }

export const becomePartnerMachine = setup({
  types: { context: {} as BecomePartnerContext, events: {} as BecomePartnerEvent },
  actors: {
    loadRequest: fromPromise<PartnerRequestView>(async () => ({ partner: false, request: null })),
    sendRequest: fromPromise<PartnerRequestView, PartnerRequestBody>(async () => ({
      partner: false,
      request: null,
    })),
  },
  guards: {
    isPartner: (_, view: PartnerRequestView) => view.partner,
    isPending: (_, view: PartnerRequestView) => view.request?.status === 'pending',
    isValid: ({ context }) => Object.keys(partnerRequestFieldProblems(context.draft)).length === 0,
  },
  actions: {
    setView: assign({ view: (_, view: PartnerRequestView) => view, failure: null }),
    change: assign({
      draft: ({ context }, patch: Partial<PartnerRequestBody>) => ({ ...context.draft, ...patch }),
    }),
    markAttempted: assign({ attempted: true }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
    /** Provided by the app: a toast. */
    notify: (_, _title: string) => {},
  },
}).createMachine({
  id: 'becomePartner',
  context: { view: null, draft: emptyPartnerRequest(), attempted: false, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRequest',
        src: 'loadRequest',
        onDone: [
          {
            guard: { type: 'isPartner', params: ({ event }) => event.output },
            target: 'partner',
            actions: { type: 'setView', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isPending', params: ({ event }) => event.output },
            target: 'requested',
            actions: { type: 'setView', params: ({ event }) => event.output },
          },
          { target: 'editing', actions: { type: 'setView', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'request.retry': 'loading' } },
    editing: {
      tags: ['form'],
      on: {
        'request.change': { actions: { type: 'change', params: ({ event }) => event.patch } },
        'request.send': [
          { guard: 'isValid', target: 'sending', actions: 'clearFailure' },
          { actions: 'markAttempted' },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'requested',
          actions: [
            { type: 'setView', params: ({ event }) => event.output },
            { type: 'notify', params: BECOME_PARTNER_TEXTS.sent },
          ],
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    requested: {},
    partner: {},
  },
})

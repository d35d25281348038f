import { assign, fromPromise, setup } from 'xstate'
import { POLICY_TEXTS, type PolicyRow } from '../../src/domain/policies'
import { failureMessage, messageOf } from '../event-params'
import { policyFormMachine } from './policy-form.machine'
import { policyLearnersMachine } from './policy-learners.machine'

// /policies (ours): the company's policies with who acknowledged, has not opened and is overdue. Upload a
// policy (the policy form), a new revision of a running one, its learners under each filter key (the learners
// machine), its PDF downloaded, ended ("Policy ended successfully!") or deleted after a confirmation; after a
// change the list reads again.

export interface PoliciesPageContext {
  policies: PolicyRow[] | null
  failure: string | null
  policyId: string | null
  confirmFailure: string | null
}

export type PoliciesPageEvent =
  | { type: 'policies.retry' }
  | { type: 'policy.new' }
  | { type: 'policy.revise'; policyId: string }
  | { type: 'policy.learners'; policyId: string }
  | { type: 'policy.download'; policyId: string }
  | { type: 'policy.end'; policyId: string }
  | { type: 'policy.delete'; policyId: string }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }

const policyOf = (context: PoliciesPageContext, id: string | null) =>
  context.policies?.find((policy) => policy.id === id) ?? null

const changed = (title: string) => ({
  target: '#policiesPage.loading' as const,
  actions: [
    { type: 'notify' as const, params: { type: 'success' as const, title } },
    { type: 'setPolicy' as const, params: null },
  ],
})

export const policiesPageMachine = setup({
  types: { context: {} as PoliciesPageContext, events: {} as PoliciesPageEvent },
  actors: {
    loadPolicies: fromPromise<PolicyRow[]>(async () => []),
    endPolicy: fromPromise<void, { policyId: string }>(async () => undefined),
    deletePolicy: fromPromise<void, { policyId: string }>(async () => undefined),
    downloadPolicy: fromPromise<void, { fileId: string; fileName: string }>(async () => undefined),
    policyForm: policyFormMachine,
    policyLearners: policyLearnersMachine,
  },
  guards: {
    isRunning: ({ context }, id: string) => {
      const policy = policyOf(context, id)
      return policy !== null && policy.endedAt === null
    },
    isPolicy: ({ context }, id: string) => policyOf(context, id) !== null,
    hasFile: ({ context }, id: string) => Boolean(policyOf(context, id)?.fileId),
    isSaved: (_, saved: string | null) => saved !== null,
  },
  actions: {
    setPolicies: assign({ policies: (_, policies: PolicyRow[]) => policies, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setPolicy: assign({ policyId: (_, id: string | null) => id, confirmFailure: null }),
    setConfirmFailure: assign({ confirmFailure: (_, message: string) => message }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'policiesPage',
  context: { policies: null, failure: null, policyId: null, confirmFailure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPolicies',
        src: 'loadPolicies',
        onDone: { target: 'ready', actions: { type: 'setPolicies', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'policies.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'policy.new': { target: 'uploading', actions: { type: 'setPolicy', params: null } },
            'policy.revise': {
              guard: { type: 'isRunning', params: ({ event }) => event.policyId },
              target: 'uploading',
              actions: { type: 'setPolicy', params: ({ event }) => event.policyId },
            },
            'policy.learners': {
              guard: { type: 'isPolicy', params: ({ event }) => event.policyId },
              target: 'viewing',
              actions: { type: 'setPolicy', params: ({ event }) => event.policyId },
            },
            'policy.download': {
              guard: { type: 'hasFile', params: ({ event }) => event.policyId },
              target: 'downloading',
              actions: { type: 'setPolicy', params: ({ event }) => event.policyId },
            },
            'policy.end': {
              guard: { type: 'isRunning', params: ({ event }) => event.policyId },
              target: 'confirmingEnd',
              actions: { type: 'setPolicy', params: ({ event }) => event.policyId },
            },
            'policy.delete': {
              guard: { type: 'isPolicy', params: ({ event }) => event.policyId },
              target: 'confirmingDelete',
              actions: { type: 'setPolicy', params: ({ event }) => event.policyId },
            },
          },
        },
        uploading: {
          invoke: {
            id: 'policyForm',
            src: 'policyForm',
            input: ({ context }) => {
              const policy = policyOf(context, context.policyId)
              return {
                policy: policy ? { id: policy.id, name: policy.name, revision: policy.revision } : null,
              }
            },
            onDone: [
              {
                guard: { type: 'isSaved', params: ({ event }) => event.output.saved },
                target: '#policiesPage.loading',
                actions: [
                  {
                    type: 'notify',
                    params: ({ context, event }) => ({
                      type: 'success' as const,
                      title:
                        event.output.saved === 'revised'
                          ? POLICY_TEXTS.revised((policyOf(context, context.policyId)?.revision ?? 0) + 1)
                          : POLICY_TEXTS.created,
                    }),
                  },
                  { type: 'setPolicy', params: null },
                ],
              },
              { target: 'idle', actions: { type: 'setPolicy', params: null } },
            ],
          },
        },
        viewing: {
          invoke: {
            id: 'policyLearners',
            src: 'policyLearners',
            input: ({ context }) => ({
              policyId: context.policyId ?? '',
              name: policyOf(context, context.policyId)?.name ?? '',
            }),
            onDone: { target: 'idle', actions: { type: 'setPolicy', params: null } },
          },
        },
        downloading: {
          tags: ['busy'],
          invoke: {
            id: 'downloadPolicy',
            src: 'downloadPolicy',
            input: ({ context }) => {
              const policy = policyOf(context, context.policyId)
              return { fileId: policy?.fileId ?? '', fileName: policy?.fileName ?? 'policy.pdf' }
            },
            onDone: { target: 'idle', actions: { type: 'setPolicy', params: null } },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ event }) => ({ type: 'error' as const, title: messageOf(event.error) }),
                },
                { type: 'setPolicy', params: null },
              ],
            },
          },
        },
        confirmingEnd: {
          on: {
            'confirm.yes': 'ending',
            'confirm.no': { target: 'idle', actions: { type: 'setPolicy', params: null } },
          },
        },
        ending: {
          tags: ['busy'],
          invoke: {
            id: 'endPolicy',
            src: 'endPolicy',
            input: ({ context }) => ({ policyId: context.policyId ?? '' }),
            onDone: changed(POLICY_TEXTS.ended),
            onError: {
              target: 'confirmingEnd',
              actions: { type: 'setConfirmFailure', params: ({ event }) => messageOf(event.error) },
            },
          },
        },
        confirmingDelete: {
          on: {
            'confirm.yes': 'deleting',
            'confirm.no': { target: 'idle', actions: { type: 'setPolicy', params: null } },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deletePolicy',
            src: 'deletePolicy',
            input: ({ context }) => ({ policyId: context.policyId ?? '' }),
            onDone: changed(POLICY_TEXTS.deleted),
            onError: {
              target: 'confirmingDelete',
              actions: { type: 'setConfirmFailure', params: ({ event }) => messageOf(event.error) },
            },
          },
        },
      },
    },
  },
})

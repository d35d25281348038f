import { defineFlow } from '../flow'
import { policiesPageMachine } from './policies-page.machine'
import { failure, offline } from '../samples/failures'
import { endedPolicy, runningPolicy } from '../samples/policies.samples'
import type { Scenarios } from '../scenarios'

export const policiesPageScenarios: Scenarios<typeof policiesPageMachine> = {
  events: {
    'policies.retry': [{ type: 'policies.retry' }],
    'policy.new': [{ type: 'policy.new' }],
    'policy.revise': [
      { type: 'policy.revise', policyId: 'pol_aup' },
      { type: 'policy.revise', policyId: 'pol_remote' },
    ],
    'policy.learners': [{ type: 'policy.learners', policyId: 'pol_aup' }],
    'policy.download': [
      { type: 'policy.download', policyId: 'pol_aup' },
      { type: 'policy.download', policyId: 'pol_remote' },
    ],
    'policy.end': [
      { type: 'policy.end', policyId: 'pol_aup' },
      { type: 'policy.end', policyId: 'pol_remote' },
    ],
    'policy.delete': [{ type: 'policy.delete', policyId: 'pol_remote' }],
    'confirm.yes': [{ type: 'confirm.yes' }],
    'confirm.no': [{ type: 'confirm.no' }],
  },
  outcomes: {
    loadPolicies: { done: [[runningPolicy, endedPolicy], []], error: [offline] },
    endPolicy: { done: [undefined], error: [failure(409, 'policy_ended', 'This policy has already ended.')] },
    deletePolicy: { done: [undefined], error: [offline] },
    downloadPolicy: { done: [undefined], error: [failure(404, 'not_found', 'File not found')] },
    policyForm: { done: [{ saved: 'created' }, { saved: null }] },
    policyLearners: { done: [undefined] },
  },
  abstractContext: (context) => ({
    loaded: context.policies === null ? null : context.policies.length,
    failure: context.failure !== null,
    policy: context.policyId,
    confirmFailure: context.confirmFailure !== null,
  }),
  maxStates: 20000,
}

export const policiesPageFlow = defineFlow({
  id: 'policiesPage',
  file: 'policies/policies-page',
  title: 'Policies',
  description:
    'The company’s policies: revision, assigned, acknowledged, not opened and overdue. Upload a policy, a new revision of a running one (everyone acknowledges again), a policy’s learners under each filter key, its PDF downloaded, end it ("Policy ended successfully!") or delete it ("Policy deleted successfully!") after a confirmation; the list reads again after each change.',
  routes: ['/policies'],
  machine: policiesPageMachine,
  scenarios: policiesPageScenarios,
})

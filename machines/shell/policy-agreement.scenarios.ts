import { defineFlow } from '../flow'
import { POLICY_ALREADY_CONFIRMED } from '../../src/domain/policy-agreement'
import { policyAgreementMachine } from './policy-agreement.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const policyAgreementScenarios: Scenarios<typeof policyAgreementMachine> = {
  inputs: [{ required: true }, { required: false }],
  events: {
    'policy.confirm': [{ type: 'policy.confirm' }],
  },
  outcomes: {
    confirmPolicy: {
      done: [undefined],
      error: [offline, failure(409, POLICY_ALREADY_CONFIRMED, 'The policy is already confirmed.')],
    },
    refreshUser: { done: [undefined], error: [offline] },
  },
  abstractContext: (context) => ({ required: context.required, error: context.error !== null }),
  maxStates: 200,
}

export const policyAgreementFlow = defineFlow({
  id: 'policyAgreement',
  file: 'shell/policy-agreement',
  title: 'Policy Agreement',
  description:
    'Asked only of a signed-in user who is not in partner access, has not confirmed the policy and has no temporary password; it cannot be dismissed, only confirmed (I Agree). The confirmation is posted, then the user is refreshed; "already confirmed" counts as done, silently.',
  routes: ['*'],
  machine: policyAgreementMachine,
  scenarios: policyAgreementScenarios,
})

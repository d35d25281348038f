import { POLICY_ALREADY_CONFIRMED } from '../src/domain/policy-agreement'
import type { policyAgreementMachine } from './policy-agreement.machine'
import { failure, offline } from './samples/failures'
import type { Scenarios } from './scenarios'

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

import { defineFlow } from '../flow'
import { policyLearnersMachine } from './policy-learners.machine'
import { offline } from '../samples/failures'
import { policyLearners } from '../samples/policies.samples'
import type { Scenarios } from '../scenarios'

export const policyLearnersScenarios: Scenarios<typeof policyLearnersMachine> = {
  inputs: [{ policyId: 'pol_aup', name: 'Acceptable Use Policy' }],
  events: {
    'learners.filter': [
      { type: 'learners.filter', filter: 'acknowledged' },
      { type: 'learners.filter', filter: 'overdue' },
    ],
    'learners.page': [{ type: 'learners.page', page: 1 }],
    'learners.search': [{ type: 'learners.search', text: 'dana' }],
    'learners.retry': [{ type: 'learners.retry' }],
    'learners.close': [{ type: 'learners.close' }],
  },
  outcomes: { loadLearners: { done: [policyLearners], error: [offline] } },
  abstractContext: (context) => ({
    query: context.query,
    loaded: context.data !== null,
    failure: context.failure !== null,
  }),
  maxStates: 20000,
}

export const policyLearnersFlow = defineFlow({
  id: 'policyLearners',
  file: 'policies/policy-learners',
  title: 'A policy’s learners',
  description:
    'One policy’s learners under a filter key — acknowledged, not opened, overdue (not opened by default) — 25 a page, searched by name or email; a new filter or search starts at the first page.',
  routes: ['/policies'],
  machine: policyLearnersMachine,
  scenarios: policyLearnersScenarios,
})

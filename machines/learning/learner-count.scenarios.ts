import { defineFlow } from '../flow'
import { learnerCountMachine } from './learner-count.machine'
import type { Scenarios } from '../scenarios'

export const learnerCountScenarios: Scenarios<typeof learnerCountMachine> = {
  events: {
    audience: [
      { type: 'audience', audience: { assignmentType: 'ALL_USERS', ids: [] } },
      { type: 'audience', audience: { assignmentType: 'DEPARTMENTS', ids: ['dep_sales'] } },
      { type: 'audience', audience: { assignmentType: 'GROUPS', ids: [] } },
    ],
    'count.retry': [{ type: 'count.retry' }],
  },
  outcomes: { countLearners: { done: [42, 1], error: [new Error('Network error.')] } },
  abstractContext: (context) => ({
    audience: context.audience?.assignmentType ?? null,
    counted: context.count,
    failed: context.failure !== null,
  }),
  maxStates: 1000,
}

export const learnerCountFlow = defineFlow({
  id: 'learnerCount',
  file: 'learning/learner-count',
  title: 'Learners a training reaches',
  description:
    'Beside the training form: each audience the admin chooses (all users, departments, groups, picked users) is counted by the gateway as the training would choose its learners; a newer audience cancels the count under way, none picked means nothing to count, and a failed count can be tried again.',
  routes: ['/courses/:courseId/settings'],
  machine: learnerCountMachine,
  scenarios: learnerCountScenarios,
})

import { assign, fromPromise, setup } from 'xstate'
import type { AssignmentType } from '../../src/domain/training-campaign'
import { failureMessage } from '../event-params'

// How many learners a training would reach (000 §7 customers users/count), counted by the gateway as the
// training's start chooses them. The training form owns the audience and tells this child each time it changes;
// the child counts the latest one only (a newer audience cancels the count under way) and keeps the form's own
// graph free of a count that is not the form's decision.

export interface Audience {
  assignmentType: AssignmentType
  ids: readonly string[]
}

export interface LearnerCountContext {
  audience: Audience | null
  count: number | null
  failure: string | null
}

export type LearnerCountEvent = { type: 'audience'; audience: Audience } | { type: 'count.retry' }

const sameAudience = (a: Audience | null, b: Audience) =>
  a !== null &&
  a.assignmentType === b.assignmentType &&
  a.ids.length === b.ids.length &&
  a.ids.every((id, index) => id === b.ids[index])

/** Departments, groups or users with none picked reach nobody: nothing to ask. */
const isEmpty = (audience: Audience) => audience.assignmentType !== 'ALL_USERS' && audience.ids.length === 0

export const learnerCountMachine = setup({
  types: {
    context: {} as LearnerCountContext,
    events: {} as LearnerCountEvent,
  },
  actors: { countLearners: fromPromise<number, Audience>(async () => 0) },
  guards: {
    isSameAudience: ({ context, event }) =>
      event.type === 'audience' && sameAudience(context.audience, event.audience),
    isEmptyAudience: ({ event }) => event.type === 'audience' && isEmpty(event.audience),
  },
  actions: {
    setAudience: assign({ audience: (_, audience: Audience) => audience, failure: null }),
    setCount: assign({ count: (_, count: number) => count, failure: null }),
    clearCount: assign({ count: null }),
    setFailure: assign({ failure: (_, message: string) => message, count: null }),
  },
}).createMachine({
  id: 'learnerCount',
  context: { audience: null, count: null, failure: null },
  on: {
    audience: [
      { guard: 'isSameAudience' },
      {
        guard: 'isEmptyAudience',
        target: '.idle',
        actions: [{ type: 'setAudience', params: ({ event }) => event.audience }, 'clearCount'],
      },
      {
        target: '.counting',
        reenter: true,
        actions: { type: 'setAudience', params: ({ event }) => event.audience },
      },
    ],
  },
  initial: 'idle',
  states: {
    idle: {},
    counting: {
      invoke: {
        id: 'countLearners',
        src: 'countLearners',
        input: ({ context }) => context.audience!,
        onDone: {
          target: 'counted',
          actions: { type: 'setCount', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    counted: {},
    failed: { on: { 'count.retry': 'counting' } },
  },
})

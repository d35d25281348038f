import { assign, fromPromise, setup } from 'xstate'
import { confirmationPhraseError, DELETE_USER_TEXTS } from '../../src/domain/users'
import { errorOf, messageOf } from '../event-params'

// Deleting a user (001 §5): a warning, the confirmation phrase "I confirm deletion" (trimmed, required),
// then the deletion → "User has been deleted".

export interface DeleteUserContext {
  user: { id: string; email: string } | null
  phraseError: string | null
  failure: string | null
}

export type DeleteUserEvent =
  | { type: 'delete.open'; user: { id: string; email: string } }
  | { type: 'delete.confirm'; phrase: string }
  | { type: 'delete.cancel' }

export const deleteUserMachine = setup({
  types: { context: {} as DeleteUserContext, events: {} as DeleteUserEvent },
  actors: {
    deleteUser: fromPromise<void, { userId: string }>(async () => undefined),
  },
  guards: {
    isPhrase: (_, phrase: string) => confirmationPhraseError(phrase) === null,
  },
  actions: {
    open: assign({
      user: (_, user: { id: string; email: string }) => user,
      phraseError: null,
      failure: null,
    }),
    setPhraseError: assign({ phraseError: (_, phrase: string) => confirmationPhraseError(phrase) }),
    setFailure: assign({
      failure: (_, error: unknown) => messageOf(error),
    }),
    clear: assign({ user: null, phraseError: null, failure: null }),
    /** Provided by the app: the toast. */
    notifyDeleted: (_, _title: string) => {},
    /** Provided by the page: its list reads again. */
    reportDeleted: () => {},
  },
}).createMachine({
  id: 'deleteUser',
  context: { user: null, phraseError: null, failure: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'delete.open': { target: 'confirming', actions: { type: 'open', params: ({ event }) => event.user } },
      },
    },
    confirming: {
      tags: ['open'],
      on: {
        'delete.confirm': [
          { guard: { type: 'isPhrase', params: ({ event }) => event.phrase }, target: 'deleting' },
          { actions: { type: 'setPhraseError', params: ({ event }) => event.phrase } },
        ],
        'delete.cancel': { target: 'closed', actions: 'clear' },
      },
    },
    deleting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'deleteUser',
        src: 'deleteUser',
        input: ({ context }) => ({ userId: context.user?.id ?? '' }),
        onDone: {
          target: 'closed',
          actions: ['clear', { type: 'notifyDeleted', params: DELETE_USER_TEXTS.deleted }, 'reportDeleted'],
        },
        onError: { target: 'confirming', actions: { type: 'setFailure', params: errorOf } },
      },
    },
  },
})

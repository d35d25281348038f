import { assign, fromPromise, setup } from 'xstate'
import { newPasswordEditing } from '../new-password-form'
import { is } from 'superstruct'
import { ChangePasswordForm, passwordPairError, type ChangePasswordValues } from '../../src/domain/password'
import { PASSWORD_RESET_TEXTS } from '../../src/domain/password-reset'
import type { ApiFailure } from '../../src/domain/api-failure'
import { errorOf, messageOf } from '../event-params'

// Forgot password (ours, issue 24), the second half: the mailed link's token and a new password under the
// spec's rules (000 §5). A link that is spent, expired or made up ends in "expired" with a way to ask again;
// a password the gateway refuses (too guessable) keeps the link usable and says why.

export interface ResetPasswordContext {
  token: string | null
  failure: string | null
}

export type ResetPasswordEvent = { type: 'password.submit' } & ChangePasswordValues

const linkRefused = (error: unknown) =>
  (error as Partial<ApiFailure>)?.code === PASSWORD_RESET_TEXTS.invalidCode

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { token: string | null },
  },
  actors: {
    /** Provided by the app: POST identity accounts/password-reset/confirm. */
    resetPassword: fromPromise<void, { token: string; password: string }>(async () => undefined),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isValidPair: (_, values: ChangePasswordValues) =>
      is(values, ChangePasswordForm) && passwordPairError(values) === null,
    linkRefused: (_, error: unknown) => linkRefused(error),
  },
  actions: {
    setFailure: assign({ failure: (_, error: unknown) => messageOf(error) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ token: input.token, failure: null }),
  initial: 'checking',
  states: {
    // A link without a well-formed token is refused before anything is typed.
    checking: { always: [{ guard: 'hasToken', target: 'editing' }, { target: 'expired' }] },
    editing: newPasswordEditing,
    saving: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => ({
          token: context.token ?? '',
          password: (event as { password?: string }).password ?? '',
        }),
        onDone: 'done',
        onError: [
          { guard: { type: 'linkRefused', params: errorOf }, target: 'expired' },
          { target: 'editing', actions: { type: 'setFailure', params: errorOf } },
        ],
      },
    },
    expired: {},
    // The page says so and links to /login; the new password is typed there, as with any sign-in.
    done: { type: 'final' },
  },
})

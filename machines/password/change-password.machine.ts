import { assign, fromPromise, setup } from 'xstate'
import { newPasswordEditing } from '../new-password-form'
import { is } from 'superstruct'
import { ChangePasswordForm, passwordPairError, type ChangePasswordValues } from '../../src/domain/password'
import { errorOf, messageOf } from '../event-params'

// /change-password (000 §2): the layout forces an admin with a temporary password here until a new one is set.
export interface ChangePasswordContext {
  failure: string | null
}

export type ChangePasswordEvent = { type: 'password.submit' } & ChangePasswordValues

export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: {
    savePassword: fromPromise<void, { password: string; grantLoginAccess: boolean }>(async () => undefined),
  },
  guards: {
    isValidPair: (_, values: ChangePasswordValues) =>
      is(values, ChangePasswordForm) && passwordPairError(values) === null,
  },
  actions: {
    setFailure: assign({
      failure: (_, error: unknown) => messageOf(error),
    }),
    clearFailure: assign({ failure: null }),
    /** Provided by the app: reload the session (the temporary flag is gone) and go to Get started. */
    notifyChanged: () => {},
  },
}).createMachine({
  id: 'changePassword',
  context: { failure: null },
  initial: 'editing',
  states: {
    editing: newPasswordEditing,
    saving: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'savePassword',
        src: 'savePassword',
        input: ({ event }) => {
          const values = event as Partial<ChangePasswordValues>
          return { password: values.password ?? '', grantLoginAccess: values.grantLoginAccess === true }
        },
        onDone: { target: 'changed' },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    changed: { type: 'final', entry: 'notifyChanged' },
  },
})

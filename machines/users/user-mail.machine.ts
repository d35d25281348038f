import { assign, fromPromise, setup } from 'xstate'
import { USERS_TEXTS } from '../../src/domain/users'
import { errorOf, messageOf } from '../event-params'

// The users list's row mails: resend the invitation to someone who has not joined, or send the email
// verification link ("Email with verification link has been sent"). One at a time; a failure is a toast.

export type UserMailKind = 'invite' | 'verification'
export interface UserMailTarget {
  id: string
  email: string
}

export interface UserMailContext {
  kind: UserMailKind | null
  user: UserMailTarget | null
}

export type UserMailEvent =
  | { type: 'mail.resendInvite'; user: UserMailTarget }
  | { type: 'mail.sendVerification'; user: UserMailTarget }

export const userMailMachine = setup({
  types: { context: {} as UserMailContext, events: {} as UserMailEvent },
  actors: {
    /** Provided by the app: resend_invite or verification_email, by kind. */
    sendMail: fromPromise<void, { kind: UserMailKind; user: UserMailTarget }>(async () => undefined),
  },
  actions: {
    start: assign((_, target: { kind: UserMailKind; user: UserMailTarget }) => target),
    clear: assign({ kind: null, user: null }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'userMail',
  context: { kind: null, user: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'mail.resendInvite': {
          target: 'sending',
          actions: { type: 'start', params: ({ event }) => ({ kind: 'invite', user: event.user }) },
        },
        'mail.sendVerification': {
          target: 'sending',
          actions: { type: 'start', params: ({ event }) => ({ kind: 'verification', user: event.user }) },
        },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendMail',
        src: 'sendMail',
        input: ({ context }) => ({ kind: context.kind!, user: context.user! }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                type: 'success',
                title: context.kind === 'invite' ? USERS_TEXTS.inviteResent : USERS_TEXTS.verificationSent,
              }),
            },
            'clear',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({ type: 'error', title: messageOf(errorOf({ event })) }),
            },
            'clear',
          ],
        },
      },
    },
  },
})

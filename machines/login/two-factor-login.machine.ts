import { assign, fromPromise, setup } from 'xstate'
import type { ApiFailure } from '../../src/domain/api-failure'
import { MFA_ERROR_CODES } from '../../src/domain/error-codes'
import { MFA_RESEND_LIMIT, isValidCode, normaliseCode } from '../../src/domain/two-factor'
import { errorOf } from '../event-params'

// Two-factor login (001 §3–§5, 002 §4 "Login"): send an email code → enter it → verify → sign in with the
// returned custom token. Invoked by the login machine in its twoFactor state; its output ends the login.

export interface TwoFactorInput {
  email: string
  verificationToken: string
  /** Set when the code confirms a settings change (two-factor on or off) rather than a sign-in. */
  isMfaEnabled?: boolean
}

export interface TwoFactorContext extends TwoFactorInput {
  /** Codes sent so far (the first one included); the resend link hides past the limit. */
  codesSent: number
  /** Inline error for the code field. */
  codeError: string | null
  /** 60202 / 60203 raise an alert that stays until the admin leaves. */
  alert: string | null
}

export type TwoFactorEvent = { type: 'code.submit'; code: string } | { type: 'code.resend' }

const failure = (error: unknown) => error as Partial<ApiFailure> | undefined

export const twoFactorLoginMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as TwoFactorInput,
  },
  actors: {
    sendCode: fromPromise<void, TwoFactorInput>(async () => undefined),
    verifyCode: fromPromise<
      { customToken: string },
      { code: string; verificationToken: string; isMfaEnabled?: boolean }
    >(async () => ({ customToken: '' })),
    signInWithCustomToken: fromPromise<void, { customToken: string }>(async () => undefined),
  },
  guards: {
    isValidCode: (_, code: string) => isValidCode(code),
    canResend: ({ context }) => context.codesSent <= MFA_RESEND_LIMIT,
    isPersistentFailure: (_, error: unknown) => {
      const code = failure(error)?.code
      return (
        code === MFA_ERROR_CODES.codeExpired ||
        code === MFA_ERROR_CODES.attemptsExhausted ||
        code === MFA_ERROR_CODES.resendLimit
      )
    },
  },
  actions: {
    countCodeSent: assign({ codesSent: ({ context }) => context.codesSent + 1 }),
    clearErrors: assign({ codeError: null }),
    setCodeError: assign({
      codeError: (_, error: unknown) => failure(error)?.message ?? 'Something went wrong. Please try again.',
    }),
    setAlert: assign({
      alert: (_, error: unknown) => failure(error)?.message ?? 'Something went wrong. Please try again.',
    }),
    /** Provided by the app: the toast "An email code was sent". */
    notifyCodeSent: () => {},
  },
}).createMachine({
  id: 'twoFactorLogin',
  context: ({ input }) => ({ ...input, codesSent: 0, codeError: null, alert: null }),
  initial: 'sendingCode',
  states: {
    sendingCode: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email, verificationToken: context.verificationToken }),
        onDone: { target: 'enteringCode', actions: ['countCodeSent', 'notifyCodeSent'] },
        onError: [
          {
            guard: { type: 'isPersistentFailure', params: errorOf },
            target: 'blocked',
            actions: { type: 'setAlert', params: errorOf },
          },
          { target: 'enteringCode', actions: { type: 'setCodeError', params: errorOf } },
        ],
      },
    },
    enteringCode: {
      tags: ['form'],
      on: {
        'code.submit': {
          guard: { type: 'isValidCode', params: ({ event }) => event.code },
          target: 'verifying',
          actions: 'clearErrors',
        },
        'code.resend': { guard: 'canResend', target: 'sendingCode', actions: 'clearErrors' },
      },
    },
    verifying: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => ({
          code: normaliseCode((event as { code?: string }).code ?? ''),
          verificationToken: context.verificationToken,
          ...(context.isMfaEnabled === undefined ? {} : { isMfaEnabled: context.isMfaEnabled }),
        }),
        onDone: { target: 'signingIn' },
        onError: [
          {
            guard: { type: 'isPersistentFailure', params: errorOf },
            target: 'blocked',
            actions: { type: 'setAlert', params: errorOf },
          },
          { target: 'enteringCode', actions: { type: 'setCodeError', params: errorOf } },
        ],
      },
    },
    signingIn: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'signInWithCustomToken',
        src: 'signInWithCustomToken',
        input: ({ event }) => ({
          customToken: (event as { output?: { customToken: string } }).output?.customToken ?? '',
        }),
        onDone: { target: 'done' },
        onError: { target: 'enteringCode', actions: { type: 'setCodeError', params: errorOf } },
      },
    },
    /** Attempts exhausted, code expired or too many codes: only "Back to Login" is left. */
    blocked: { tags: ['blocked'] },
    done: { type: 'final' },
  },
})

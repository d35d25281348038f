import { assign, fromPromise, setup } from 'xstate'
import type { ApiFailure } from '../../src/domain/api-failure'
import { TWO_FACTOR_SETTINGS_TEXTS } from '../../src/domain/two-factor'
import { errorOf } from '../event-params'
import { twoFactorLoginMachine } from '../login/two-factor-login.machine'

// Enabling or disabling two-factor sign-in (001 §4 "Two-factor"): confirm the password (→ a verification
// token), then the emailed code — the same code step as sign-in, invoked as a child — then the change is
// confirmed: "Two-Factor Authentication was enabled" / "... disabled".

export interface TwoFactorSettingsInput {
  enabled: boolean
  email: string
}

export interface TwoFactorSettingsContext extends TwoFactorSettingsInput {
  verificationToken: string | null
  passwordError: string | null
}

export type TwoFactorSettingsEvent =
  { type: 'mfa.start' } | { type: 'mfa.cancel' } | { type: 'mfa.submitPassword'; password: string }

export const twoFactorSettingsMachine = setup({
  types: {
    context: {} as TwoFactorSettingsContext,
    events: {} as TwoFactorSettingsEvent,
    input: {} as TwoFactorSettingsInput,
  },
  actors: {
    verifyPassword: fromPromise<string, { password: string }>(async () => ''),
    confirmCode: twoFactorLoginMachine,
  },
  guards: {
    hasPassword: (_, password: string) => password !== '',
  },
  actions: {
    setToken: assign({ verificationToken: (_, token: string) => token, passwordError: null }),
    setPasswordError: assign({
      passwordError: (_, error: unknown) =>
        (error as Partial<ApiFailure> | undefined)?.message ?? 'Something went wrong. Please try again.',
    }),
    reset: assign({ verificationToken: null, passwordError: null }),
    toggle: assign({ enabled: ({ context }) => !context.enabled }),
    /** Provided by the app: the toast and the session's user. */
    announce: (_, _change: { enabled: boolean; message: string }) => {},
  },
}).createMachine({
  id: 'twoFactorSettings',
  context: ({ input }) => ({ ...input, verificationToken: null, passwordError: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'mfa.start': { target: 'password', actions: 'reset' } },
    },
    password: {
      tags: ['dialog'],
      on: {
        'mfa.submitPassword': {
          guard: { type: 'hasPassword', params: ({ event }) => event.password },
          target: 'verifyingPassword',
        },
        'mfa.cancel': 'idle',
      },
    },
    verifyingPassword: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'verifyPassword',
        src: 'verifyPassword',
        input: ({ event }) => ({ password: (event as { password?: string }).password ?? '' }),
        onDone: { target: 'code', actions: { type: 'setToken', params: ({ event }) => event.output } },
        onError: { target: 'password', actions: { type: 'setPasswordError', params: errorOf } },
      },
    },
    code: {
      tags: ['dialog'],
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: ({ context }) => ({
          email: context.email,
          verificationToken: context.verificationToken ?? '',
          isMfaEnabled: !context.enabled,
        }),
        onDone: {
          target: 'idle',
          actions: [
            'toggle',
            {
              type: 'announce',
              params: ({ context }) => ({
                enabled: context.enabled,
                message: context.enabled
                  ? TWO_FACTOR_SETTINGS_TEXTS.enabled
                  : TWO_FACTOR_SETTINGS_TEXTS.disabled,
              }),
            },
          ],
        },
        onError: { target: 'password', actions: { type: 'setPasswordError', params: errorOf } },
      },
      on: { 'mfa.cancel': 'idle' },
    },
  },
})

import { assign, fromPromise, setup } from 'xstate'
import { is } from 'superstruct'
import type { ApiFailure } from '../../src/domain/api-failure'
import { LoginForm, normaliseCredentials, type LoginCredentials } from '../../src/domain/login'
import { LOGIN_FAILURE_TEXTS, loginFailureOf, type LoginFailure } from '../../src/domain/login-failures'
import { hasAdminPermission } from '../../src/domain/roles'
import { errorOf } from '../event-params'
import { twoFactorLoginMachine } from './two-factor-login.machine'
import type { SessionUser } from '../../src/domain/session-user'

// Password sign-in (/login). validate → (two-factor | identity sign-in) → role check → signed in.
// The two-factor step is its own state, which invokes the two-factor login machine.

export interface LoginValidationResult {
  isMfaLogin: boolean
  verificationToken: string | null
}

/** /login's query: a magic-link token signs in without a password (001 §4 "Login and sign-in"). */
export interface LoginInput {
  magicLinkToken: string | null
  /** Back from the identity provider: /login?ssoToken=… */
  ssoToken?: string | null
  /** Why a flow elsewhere sent the user here (a partner's company token that failed). */
  notice?: string | null
}

export interface LoginContext {
  magicLinkToken: string | null
  ssoToken: string | null
  email: string
  /** Held only between validation and identity sign-in; cleared on every way out of those states. */
  password: string
  verificationToken: string | null
  failure: LoginFailure | null
}

export type LoginEvent =
  { type: 'login.submit'; email: string; password: string } | { type: 'twoFactor.back' }

function failureFrom(error: unknown): LoginFailure {
  const failure = error as Partial<ApiFailure> | undefined
  if (failure?.offline) return { field: 'form', message: LOGIN_FAILURE_TEXTS.unknown }
  // A magic link or sign-in token that failed says why in its own words (001 §8 "Magic link failure").
  if ((failure?.code === 'token_invalid' || failure?.code === 'token_expired') && failure.message)
    return { field: 'form', message: failure.message }
  return loginFailureOf({
    ...(failure?.code ? { code: failure.code } : {}),
    ...(failure?.message ? { message: failure.message } : {}),
    ...(failure?.infoMessage ? { infoMessage: failure.infoMessage } : {}),
    ...(failure?.signInLink ? { signInLink: failure.signInLink } : {}),
  })
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    validateLogin: fromPromise<LoginValidationResult, LoginCredentials>(async () => {
      throw new Error('validateLogin not provided')
    }),
    signInWithPassword: fromPromise<void, LoginCredentials>(async () => {
      throw new Error('signInWithPassword not provided')
    }),
    fetchUser: fromPromise<SessionUser>(async () => {
      throw new Error('fetchUser not provided')
    }),
    signOut: fromPromise<void>(async () => undefined),
    twoFactorLogin: twoFactorLoginMachine,
    exchangeMagicLink: fromPromise<{ customToken: string }, { token: string }>(async () => {
      throw new Error('exchangeMagicLink not provided')
    }),
    exchangeSsoToken: fromPromise<{ customToken: string }, { token: string }>(async () => {
      throw new Error('exchangeSsoToken not provided')
    }),
    signInWithCustomToken: fromPromise<void, { customToken: string; authType: 'default' | 'sso' }>(
      async () => undefined,
    ),
  },
  guards: {
    hasMagicLink: ({ context }) => context.magicLinkToken !== null,
    hasSsoToken: ({ context }) => context.ssoToken !== null,
    isValidCredentials: (_, credentials: LoginCredentials) => is(credentials, LoginForm),
    isMfaRequired: (_, result: LoginValidationResult) => result.isMfaLogin,
    isAdminUser: (_, user: SessionUser) => hasAdminPermission(user.role),
  },
  actions: {
    setCredentials: assign((_, credentials: LoginCredentials) => normaliseCredentials(credentials)),
    clearPassword: assign({ password: '' }),
    setVerificationToken: assign({ verificationToken: (_, token: string | null) => token }),
    setFailure: assign({ failure: (_, error: unknown) => failureFrom(error) }),
    setNotAdminFailure: assign({
      failure: (): LoginFailure => ({ field: 'form', message: LOGIN_FAILURE_TEXTS.notAdmin }),
    }),
    clearFailure: assign({ failure: null }),
    /** Provided by the app: /sso_fail with "Verification token is expired, please try again." */
    navigateToSsoFail: () => {},
    /**
     * Provided by the app: tells the session machine that the identity provider holds a session now, with the
     * user the access check has just loaded (the session need not ask for it again).
     */
    notifySignedIn: (_, _user: SessionUser) => {},
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    magicLinkToken: input?.magicLinkToken ?? null,
    ssoToken: input?.ssoToken ?? null,
    email: '',
    password: '',
    verificationToken: null,
    failure: input?.notice ? { field: 'form', message: input.notice } : null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasMagicLink', target: 'exchangingMagicLink' },
        { guard: 'hasSsoToken', target: 'exchangingSsoToken' },
        { target: 'editing' },
      ],
    },
    exchangingMagicLink: {
      tags: ['busy'],
      invoke: {
        id: 'exchangeMagicLink',
        src: 'exchangeMagicLink',
        input: ({ context }) => ({ token: context.magicLinkToken ?? '' }),
        onDone: { target: 'signingInWithToken' },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    exchangingSsoToken: {
      tags: ['busy'],
      invoke: {
        id: 'exchangeSsoToken',
        src: 'exchangeSsoToken',
        input: ({ context }) => ({ token: context.ssoToken ?? '' }),
        onDone: { target: 'signingInWithToken' },
        onError: { target: 'editing', actions: 'navigateToSsoFail' },
      },
    },
    signingInWithToken: {
      tags: ['busy'],
      invoke: {
        id: 'signInWithCustomToken',
        src: 'signInWithCustomToken',
        input: ({ context, event }) => ({
          customToken: (event as { output?: { customToken: string } }).output?.customToken ?? '',
          authType: context.ssoToken !== null ? ('sso' as const) : ('default' as const),
        }),
        onDone: { target: 'checkingAccess' },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    editing: {
      tags: ['form'],
      on: {
        'login.submit': {
          guard: {
            type: 'isValidCredentials',
            params: ({ event }) => ({ email: event.email, password: event.password }),
          },
          target: 'validating',
          actions: [
            'clearFailure',
            {
              type: 'setCredentials',
              params: ({ event }) => ({ email: event.email, password: event.password }),
            },
          ],
        },
      },
    },
    validating: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'validateLogin',
        src: 'validateLogin',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: [
          {
            guard: { type: 'isMfaRequired', params: ({ event }) => event.output },
            target: 'twoFactor',
            actions: [
              'clearPassword',
              { type: 'setVerificationToken', params: ({ event }) => event.output.verificationToken },
            ],
          },
          { target: 'signingIn' },
        ],
        onError: {
          target: 'editing',
          actions: ['clearPassword', { type: 'setFailure', params: errorOf }],
        },
      },
    },
    signingIn: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'signInWithPassword',
        src: 'signInWithPassword',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: { target: 'checkingAccess' },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorOf } },
      },
      exit: 'clearPassword',
    },
    checkingAccess: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        onDone: [
          {
            guard: { type: 'isAdminUser', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: { type: 'notifySignedIn', params: ({ event }) => event.output },
          },
          { target: 'rejecting', actions: 'setNotAdminFailure' },
        ],
        // The identity provider already holds a session here: whatever failed, end it before retrying.
        onError: { target: 'rejecting', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    rejecting: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'editing' },
        onError: { target: 'editing' },
      },
    },
    twoFactor: {
      tags: ['twoFactor'],
      invoke: {
        id: 'twoFactorLogin',
        src: 'twoFactorLogin',
        input: ({ context }) => ({
          email: context.email,
          verificationToken: context.verificationToken ?? '',
        }),
        onDone: { target: 'checkingAccess' },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorOf } },
      },
      on: {
        'twoFactor.back': { target: 'editing', actions: { type: 'setVerificationToken', params: null } },
      },
    },
    signedIn: {
      type: 'final',
    },
  },
})

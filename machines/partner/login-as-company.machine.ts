import { assign, fromPromise, setup } from 'xstate'
import type { ApiFailure } from '../../src/domain/api-failure'
import { PARTNER_ACCESS_TEXTS } from '../../src/domain/partner-access'
import type { SessionUser } from '../../src/domain/session-user'
import { errorOf } from '../event-params'

// /login_as_company?companyToken=… (000 §4 "Partner logging in as a company"): the one-time company token →
// a custom sign-in token and the customer's id → the partner's identity → the pseudo admin session for
// this browser tab. Any failure ends the session and goes to /login with the reason.

export interface LoginAsCompanyInput {
  companyToken: string | null
}

export interface LoginAsCompanyContext {
  companyToken: string | null
  /** What the token was exchanged for: the custom token and the customer company it opens. */
  exchange: CompanyTokenExchange | null
  failure: string | null
}

export interface CompanyTokenExchange {
  customToken: string
  companyId: string
}

function messageOf(error: unknown): string {
  const failure = error as Partial<ApiFailure> | undefined
  if (failure?.offline || !failure?.message) return PARTNER_ACCESS_TEXTS.tokenExpired
  return failure.message
}

export const loginAsCompanyMachine = setup({
  types: {
    context: {} as LoginAsCompanyContext,
    input: {} as LoginAsCompanyInput,
  },
  actors: {
    exchangeCompanyToken: fromPromise<CompanyTokenExchange, { token: string }>(async () => {
      throw new Error('exchangeCompanyToken not provided')
    }),
    /** Signs the partner in with the custom token and builds and stores the pseudo admin session. */
    startCompanySession: fromPromise<SessionUser, CompanyTokenExchange>(async () => {
      throw new Error('startCompanySession not provided')
    }),
  },
  guards: {
    hasToken: ({ context }) => context.companyToken !== null && context.companyToken !== '',
  },
  actions: {
    setFailure: assign({ failure: (_, error: unknown) => messageOf(error) }),
    tokenMissing: assign({ failure: PARTNER_ACCESS_TEXTS.tokenExpired }),
    setExchange: assign({ exchange: (_, exchange: CompanyTokenExchange) => exchange }),
    /** Provided by the app: hands the pseudo session to the session machine and opens the customer's home. */
    enterCompany: (_, _user: SessionUser) => {},
    /** Provided by the app: ends whatever session this tab holds and opens /login showing the reason. */
    leaveToLogin: (_, _message: string) => {},
  },
}).createMachine({
  id: 'loginAsCompany',
  context: ({ input }) => ({ companyToken: input.companyToken, exchange: null, failure: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasToken', target: 'exchanging' },
        { target: 'failed', actions: 'tokenMissing' },
      ],
    },
    exchanging: {
      tags: ['busy'],
      invoke: {
        id: 'exchangeCompanyToken',
        src: 'exchangeCompanyToken',
        input: ({ context }) => ({ token: context.companyToken ?? '' }),
        onDone: {
          target: 'startingSession',
          actions: { type: 'setExchange', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    startingSession: {
      tags: ['busy'],
      invoke: {
        id: 'startCompanySession',
        src: 'startCompanySession',
        input: ({ context }) => context.exchange!,
        onDone: {
          target: 'entered',
          actions: { type: 'enterCompany', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    entered: { type: 'final' },
    failed: {
      type: 'final',
      entry: {
        type: 'leaveToLogin',
        params: ({ context }) => context.failure ?? PARTNER_ACCESS_TEXTS.tokenExpired,
      },
    },
  },
})

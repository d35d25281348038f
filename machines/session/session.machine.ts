import { assign, fromPromise, setup } from 'xstate'
import type { ApiFailure } from '../../src/domain/api-failure'
import { hasAdminPermission } from '../../src/domain/roles'
import { errorOf } from '../event-params'
import type { CompanyView } from '../../src/domain/session'
import type { SessionUser } from '../../src/domain/session-user'

// The console's session (issue "Foundation" §4): boot from a stored token → GET /user → the company view →
// signed in. Only admin-permission roles stay. Sign-out reasons decide where the app navigates.

export type SignOutReason = 'signOut' | 'notAdmin' | 'sessionExpired' | 'disabledCompany' | 'exitCompany'

/** What booting found: a partner's pseudo session for a customer company, a normal session, or none. */
export type RestoredSession = { kind: 'pseudo'; user: SessionUser } | { kind: 'identity' } | { kind: 'none' }

export interface SessionContext {
  user: SessionUser | null
  company: CompanyView | null
  failure: ApiFailure | null
  signOutReason: SignOutReason | null
  /**
   * The page itself says nobody is signed in: the gateway served its prerendered sign-in page, which it does only
   * to a request with no session. Read once, on the first boot.
   */
  pageSignedOut: boolean
  /** The page was drawn for this session (input `signedIn`): the first boot starts signed in. Read once. */
  pageSignedIn: boolean
}

export interface SessionInput {
  signedOut?: boolean
  /**
   * The page came drawn for this session (the gateway rendered it from the answers it wrote into the page): the
   * session starts signed in with them, as the drawn HTML shows it, and the page hydrates instead of redrawing.
   */
  signedIn?: { user: SessionUser; company: CompanyView }
}

export type SessionEvent =
  /** The login's user, when it loaded one to check access: the session goes straight to the company. */
  | { type: 'session.signedIn'; user?: SessionUser }
  | { type: 'session.signOut' }
  | { type: 'session.expired' }
  | { type: 'session.companyDisabled' }
  | { type: 'session.reload' }
  | { type: 'session.retry' }
  | { type: 'session.exitCompany' }
  /** A partner logged in as a customer company: the pseudo admin session replaces the current one. */
  | { type: 'session.enterCompany'; user: SessionUser }
  /** The gateway confirmed a change to the signed-in user (two-factor on or off). */
  | { type: 'session.userChanged'; changes: Partial<SessionUser> }
  /** A fresh company view after a plan change: banners, the trial button and menus follow, nothing unmounts. */
  | { type: 'session.companyChanged'; company: CompanyView }
  /** The company changed on the gateway (a plan, a brand, its settings): the session reads its view again. */
  | { type: 'session.refreshCompany' }

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    restoreSession: fromPromise<RestoredSession>(async () => ({ kind: 'none' })),
    fetchUser: fromPromise<SessionUser>(async () => {
      throw new Error('fetchUser not provided')
    }),
    fetchCompany: fromPromise<CompanyView, { companyId: string }>(async () => {
      throw new Error('fetchCompany not provided')
    }),
    signOut: fromPromise<void, { reason: SignOutReason }>(async () => undefined),
    exitCompany: fromPromise<void>(async () => undefined),
  },
  guards: {
    sameCompany: ({ context }, companyId: string) => context.company?.id === companyId,
    carriesUser: (_, user: SessionUser | undefined) => user !== undefined,
    hasPseudoSession: (_, output: RestoredSession) => output.kind === 'pseudo',
    hasIdentitySession: (_, output: RestoredSession) => output.kind === 'identity',
    isAdminUser: (_, user: SessionUser) => hasAdminPermission(user.role),
    isOffline: (_, failure: unknown) => (failure as ApiFailure | undefined)?.offline === true,
    isInCompanyAsPartner: ({ context }) => context.user?.isAdminLoggedInAsCompany === true,
    pageSaysSignedOut: ({ context }) => context.pageSignedOut,
    pageSaysSignedIn: ({ context }) =>
      context.pageSignedIn && context.user !== null && context.company !== null,
  },
  actions: {
    /** Fields of the signed-in user changed elsewhere (two-factor, the policy, a refresh). */
    patchUser: assign({
      user: ({ context }, changes: Partial<SessionUser>) =>
        context.user ? { ...context.user, ...changes } : null,
    }),
    setUser: assign({ user: (_, user: SessionUser) => user }),
    setCompany: assign({ company: (_, company: CompanyView) => company }),
    setFailure: assign({ failure: (_, failure: unknown) => failure as ApiFailure }),
    clearFailure: assign({ failure: null }),
    setSignOutReason: assign({ signOutReason: (_, reason: SignOutReason | null) => reason }),
    clearSession: assign({ user: null, company: null }),
    /** Provided by the app: /login (URL kept), /login/sso, or /disabled-company. */
    navigateAfterSignOut: (_, _params: { reason: SignOutReason | null }) => {},
    /** Provided by the app: the first data of the page the session lands on, asked for while the shell loads. */
    prefetchLanding: (_, _params: { user: SessionUser | null; company: CompanyView }) => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input?.signedIn?.user ?? null,
    company: input?.signedIn?.company ?? null,
    failure: null,
    signOutReason: null,
    pageSignedOut: input?.signedOut === true,
    pageSignedIn: input?.signedIn !== undefined,
  }),
  initial: 'booting',
  states: {
    booting: {
      tags: ['busy'],
      entry: 'clearFailure',
      // The prerendered sign-in page draws signed out at once, as its HTML did, and confirms it meanwhile; a page
      // drawn signed in by the gateway starts with the user and company view it was drawn from.
      always: [
        { guard: 'pageSaysSignedOut', target: 'confirmingSignedOut' },
        { guard: 'pageSaysSignedIn', target: 'signedIn', actions: assign({ pageSignedIn: false }) },
      ],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasPseudoSession', params: ({ event }) => event.output },
            target: 'loadingCompany',
            actions: {
              type: 'setUser',
              params: ({ event }) => (event.output as Extract<RestoredSession, { kind: 'pseudo' }>).user,
            },
          },
          {
            guard: { type: 'hasIdentitySession', params: ({ event }) => event.output },
            target: 'loadingUser',
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'offline', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    loadingUser: {
      tags: ['busy'],
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        onDone: [
          {
            guard: { type: 'isAdminUser', params: ({ event }) => event.output },
            target: 'loadingCompany',
            actions: { type: 'setUser', params: ({ event }) => event.output },
          },
          { target: 'signingOut', actions: { type: 'setSignOutReason', params: 'notAdmin' } },
        ],
        onError: [
          {
            guard: { type: 'isOffline', params: errorOf },
            target: 'offline',
            actions: { type: 'setFailure', params: errorOf },
          },
          {
            target: 'signingOut',
            actions: [
              { type: 'setFailure', params: errorOf },
              { type: 'setSignOutReason', params: 'sessionExpired' },
            ],
          },
        ],
      },
    },
    loadingCompany: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCompany',
        src: 'fetchCompany',
        input: ({ context }) => ({ companyId: context.user?.company_id ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'setCompany', params: ({ event }) => event.output },
            'clearFailure',
            {
              type: 'prefetchLanding',
              params: ({ context, event }) => ({ user: context.user, company: event.output }),
            },
          ],
        },
        onError: [
          {
            guard: { type: 'isOffline', params: errorOf },
            target: 'offline',
            actions: { type: 'setFailure', params: errorOf },
          },
          {
            target: 'signingOut',
            actions: [
              { type: 'setFailure', params: errorOf },
              { type: 'setSignOutReason', params: 'sessionExpired' },
            ],
          },
        ],
      },
    },
    signedIn: {
      tags: ['signedIn'],
      entry: { type: 'setSignOutReason', params: null },
      on: {
        'session.signOut': { target: 'signingOut', actions: { type: 'setSignOutReason', params: 'signOut' } },
        'session.expired': {
          target: 'signingOut',
          actions: { type: 'setSignOutReason', params: 'sessionExpired' },
        },
        'session.companyDisabled': {
          target: 'signingOut',
          actions: { type: 'setSignOutReason', params: 'disabledCompany' },
        },
        'session.reload': { target: 'loadingUser' },
        'session.exitCompany': { guard: 'isInCompanyAsPartner', target: 'exitingCompany' },
        'session.userChanged': {
          actions: { type: 'patchUser', params: ({ event }) => event.changes },
        },
        'session.companyChanged': {
          guard: { type: 'sameCompany', params: ({ event }) => event.company.id },
          actions: { type: 'setCompany', params: ({ event }) => event.company },
        },
        'session.enterCompany': {
          target: 'loadingCompany',
          actions: [{ type: 'setUser', params: ({ event }) => event.user }, 'clearFailure'],
        },
        'session.refreshCompany': { target: '.refreshing' },
      },
      initial: 'current',
      states: {
        current: {},
        refreshing: {
          invoke: {
            id: 'refreshCompany',
            src: 'fetchCompany',
            input: ({ context }) => ({ companyId: context.company?.id ?? '' }),
            onDone: {
              target: 'current',
              actions: { type: 'setCompany', params: ({ event }) => event.output },
            },
            onError: 'stale',
          },
        },
        /** The view could not be read again: the console goes on with the one it has until the next refresh. */
        stale: {},
      },
    },
    exitingCompany: {
      tags: ['busy'],
      invoke: {
        id: 'exitCompany',
        src: 'exitCompany',
        onDone: { target: 'loadingUser', actions: 'clearSession' },
        onError: {
          target: 'signingOut',
          actions: [
            { type: 'setFailure', params: errorOf },
            { type: 'setSignOutReason', params: 'exitCompany' },
          ],
        },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ reason: context.signOutReason ?? 'signOut' }),
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
      exit: [
        'clearSession',
        { type: 'navigateAfterSignOut', params: ({ context }) => ({ reason: context.signOutReason }) },
      ],
    },
    /**
     * Signed out as far as the page knows (the gateway served the prerendered sign-in page to a request without a
     * session cookie), while the boot check runs: a page opened from another site is sent without the
     * SameSite=Strict cookie, so a live session may still turn up. The sign-in form works meanwhile.
     */
    confirmingSignedOut: {
      tags: ['signedOut'],
      entry: assign({ pageSignedOut: false }),
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasPseudoSession', params: ({ event }) => event.output },
            target: 'loadingCompany',
            actions: {
              type: 'setUser',
              params: ({ event }) => (event.output as Extract<RestoredSession, { kind: 'pseudo' }>).user,
            },
          },
          {
            guard: { type: 'hasIdentitySession', params: ({ event }) => event.output },
            target: 'loadingUser',
          },
          { target: 'signedOut' },
        ],
        // Unreachable or failing, the page stays as it is: signing in says what is wrong.
        onError: { target: 'signedOut' },
      },
      on: {
        'session.signedIn': [
          {
            guard: { type: 'carriesUser', params: ({ event }) => event.user },
            target: 'loadingCompany',
            actions: [{ type: 'setUser', params: ({ event }) => event.user! }, 'clearFailure'],
          },
          { target: 'loadingUser', actions: 'clearFailure' },
        ],
        'session.enterCompany': {
          target: 'loadingCompany',
          actions: [{ type: 'setUser', params: ({ event }) => event.user }, 'clearFailure'],
        },
      },
    },
    signedOut: {
      tags: ['signedOut'],
      on: {
        'session.signedIn': [
          {
            guard: { type: 'carriesUser', params: ({ event }) => event.user },
            target: 'loadingCompany',
            actions: [{ type: 'setUser', params: ({ event }) => event.user! }, 'clearFailure'],
          },
          { target: 'loadingUser', actions: 'clearFailure' },
        ],
        'session.enterCompany': {
          target: 'loadingCompany',
          actions: [{ type: 'setUser', params: ({ event }) => event.user }, 'clearFailure'],
        },
      },
    },
    offline: {
      tags: ['offline'],
      on: { 'session.retry': { target: 'booting' } },
    },
  },
})

import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import { adminUser, company, learnerUser, pseudoUser } from '../samples/session.samples'
import type { Scenarios } from '../scenarios'
import { sessionMachine } from './session.machine'

const expired = failure(401, 'token_expired', 'Your session has expired. Please sign in again.')

export const sessionScenarios: Scenarios<typeof sessionMachine> = {
  inputs: [{}, { signedOut: true }, { signedIn: { user: adminUser, company } }],
  events: {
    'session.signedIn': [{ type: 'session.signedIn' }, { type: 'session.signedIn', user: adminUser }],
    'session.signOut': [{ type: 'session.signOut' }],
    'session.expired': [{ type: 'session.expired' }],
    'session.companyDisabled': [{ type: 'session.companyDisabled' }],
    'session.reload': [{ type: 'session.reload' }],
    'session.retry': [{ type: 'session.retry' }],
    'session.exitCompany': [{ type: 'session.exitCompany' }],
    'session.enterCompany': [{ type: 'session.enterCompany', user: pseudoUser }],
    'session.userChanged': [{ type: 'session.userChanged', changes: { isMfaEnabled: true } }],
    'session.refreshCompany': [{ type: 'session.refreshCompany' }],
    'session.companyChanged': [
      {
        type: 'session.companyChanged',
        company: { ...company, subscription: { ...company.subscription, hasBoost: true } },
      },
      // Another company's view (a stale answer after switching): refused by the guard.
      { type: 'session.companyChanged', company: { ...company, id: 'cmp_other' } },
    ],
  },
  outcomes: {
    restoreSession: {
      done: [{ kind: 'pseudo', user: pseudoUser }, { kind: 'identity' }, { kind: 'none' }],
      error: [offline],
    },
    fetchUser: { done: [adminUser, learnerUser], error: [offline, expired] },
    fetchCompany: { done: [company], error: [offline, expired] },
    // A plan's change read again: the same company, now with Boost; or the gateway away for a moment.
    refreshCompany: {
      done: [{ ...company, subscription: { ...company.subscription, hasBoost: true } }],
      error: [offline],
    },
    signOut: { done: [undefined], error: [offline] },
    exitCompany: { done: [undefined], error: [offline] },
  },
  abstractContext: (context) => ({
    user: context.user
      ? `${context.user.role}${context.user.isAdminLoggedInAsCompany ? ':pseudo' : ''}`
      : null,
    company: context.company !== null,
    failure: context.failure ? (context.failure.offline ? 'offline' : 'error') : null,
    reason: context.signOutReason,
  }),
  // The traversal's iterations, not distinct states (116 abstract states, 1,631 paths): signing in with or
  // without the login's user doubles the ways into every signed-in state.
  maxStates: 40000,
}

export const sessionFlow = defineFlow({
  id: 'session',
  file: 'session/session',
  title: 'Session',
  description:
    'Boots from a stored token to GET /user and the company view; keeps only admin-permission roles signed in; signs out on request, on an expired session or a disabled company; restores and exits a partner pseudo session.',
  routes: ['*'],
  machine: sessionMachine,
  scenarios: sessionScenarios,
})

import { assign, fromPromise, setup } from 'xstate'
import { is } from 'superstruct'
import type { ApiFailure } from '../../src/domain/api-failure'
import { SsoEmailForm } from '../../src/domain/login'
import { ssoFailureMessage } from '../../src/domain/sso-failures'
import { errorOf } from '../event-params'

// /login/sso (002 §4 "Login"): submit the e-mail, receive the provider's link, and the browser goes there
// with the app origin and the admin-panel flag. The provider comes back to /login?ssoToken=….

export interface SsoLoginContext {
  failure: string | null
}

export type SsoLoginEvent = { type: 'sso.submit'; email: string }

export const ssoLoginMachine = setup({
  types: { context: {} as SsoLoginContext, events: {} as SsoLoginEvent },
  actors: {
    requestSsoLink: fromPromise<string, { email: string }>(async () => ''),
  },
  guards: {
    isValidEmail: (_, email: string) => is({ email }, SsoEmailForm),
  },
  actions: {
    setFailure: assign({
      failure: (_, error: unknown) =>
        ssoFailureMessage((error as Partial<ApiFailure>)?.code ?? (error as Partial<ApiFailure>)?.message),
    }),
    clearFailure: assign({ failure: null }),
    /** Provided by the app: same-window navigation to the provider's link. */
    goToProvider: (_, _link: string) => {},
  },
}).createMachine({
  id: 'ssoLogin',
  context: { failure: null },
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        'sso.submit': {
          guard: { type: 'isValidEmail', params: ({ event }) => event.email },
          target: 'requesting',
          actions: 'clearFailure',
        },
      },
    },
    requesting: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'requestSsoLink',
        src: 'requestSsoLink',
        input: ({ event }) => ({ email: ((event as { email?: string }).email ?? '').trim() }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'goToProvider', params: ({ event }) => event.output },
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    redirecting: { tags: ['busy'], type: 'final' },
  },
})

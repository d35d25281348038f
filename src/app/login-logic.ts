import { fromPromise, type ActorRefFrom } from 'xstate'
import { loginMachine } from '../../machines/login.machine'
import type { sessionMachine } from '../../machines/session.machine'
import { validateLogin } from '../api/auth'
import { getCurrentUser } from '../api/user'
import { rememberAuthType } from './auth-type'
import { api, asFailure, identity } from './services'

/** The login machine with the identity provider, the validate call and a line to the session actor. */
export function createLoginLogic(session: ActorRefFrom<typeof sessionMachine>) {
  return loginMachine.provide({
    actors: {
      validateLogin: fromPromise(({ input }) => asFailure(() => validateLogin(api, input))),
      signInWithPassword: fromPromise(({ input }) =>
        asFailure(async () => {
          await identity.signInWithPassword(input.email, input.password)
          rememberAuthType('default')
        }),
      ),
      fetchUser: fromPromise(() => asFailure(() => getCurrentUser(api))),
      signOut: fromPromise(() => identity.signOut()),
    },
    actions: {
      notifySignedIn: () => session.send({ type: 'session.signedIn' }),
    },
  })
}

import { fromPromise } from 'xstate'
import { loginMachine } from '../../../../machines/login/login.machine'
import { createJsonCall } from '../../../api/json-call'
import { safeRedirect } from '../../../domain/safe-redirect'
import { identity } from '../../identity'
import { toast } from '../../toast'
import { passwordSignIn } from './password-sign-in'

// The sign-in page's own script (src/login-main.tsx, issue 66): the login machine over plain fetch, without the
// console's router, API client or session. Signed in, the visitor is sent to the page they came for, loaded whole:
// the gateway draws it with the new session (server/static.ts), and the console takes over from there.

/** The gateway's calls with the identity token once there is one. */
export const signInApi = createJsonCall(() => identity.getIdToken())

/** Where the console would go from /login once signed in (src/domain/routing.ts): the return address, else home. */
export function afterSignIn(search: string): string {
  return safeRedirect(new URLSearchParams(search).get('redirect')) ?? '/'
}

/** A magic link or an SSO token never opens this page: /login with a token gets the console's (server/static.ts). */
const tokenNotHere = fromPromise<{ customToken: string }, { token: string }>(() =>
  Promise.reject(new Error('A sign-in token is opened by the console, not by the sign-in page')),
)

export function bindSignInPage() {
  return loginMachine.provide({
    actors: {
      ...passwordSignIn(signInApi, toast),
      exchangeMagicLink: tokenNotHere,
      exchangeSsoToken: tokenNotHere,
      signInWithCustomToken: fromPromise(({ input }) => identity.signInWithCustomToken(input.customToken)),
    },
    actions: { notifySignedIn: () => window.location.replace(afterSignIn(window.location.search)) },
  })
}

/**
 * A page opened from another site comes without the SameSite=Strict session cookie, so the gateway may send the
 * sign-in page to someone signed in. The page's first script exchanges the cookie anyway (src/early-session.ts):
 * when that finds a session, the visitor goes where signing in would have taken them.
 */
export async function leaveIfSignedIn(): Promise<void> {
  const answer = await window.__earlyRefresh
  if (answer?.status === 200) window.location.replace(afterSignIn(window.location.search))
}

import { StrictMode } from 'react'
import { AppRouter } from './AppRouter'
import { SessionErrorBridge } from './SessionErrorBridge'
import { inspect } from './inspector'
import type { bindSession } from './flows/session/session'
import { SessionActor } from '../features/session/session-context'

/**
 * The whole console as one element: what the browser renders, and what the build renders to HTML for /login
 * (src/prerender/login.tsx) so that page paints before its script; the two must be the same tree to hydrate.
 */
export function AppRoot({
  sessionLogic,
  signedOut,
}: {
  sessionLogic: ReturnType<typeof bindSession>
  /** The page says nobody is signed in (the prerendered sign-in page): the session starts signed out. */
  signedOut: boolean
}) {
  return (
    <StrictMode>
      <SessionActor.Provider
        logic={sessionLogic}
        options={{ input: signedOut ? { signedOut } : {}, ...(inspect ? { inspect } : {}) }}
      >
        <SessionErrorBridge />
        <AppRouter />
      </SessionActor.Provider>
    </StrictMode>
  )
}

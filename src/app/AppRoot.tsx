import { StrictMode, useEffect } from 'react'
import type { CompanyView } from '../domain/session'
import type { SessionUser } from '../domain/session-user'
import { AppRouter } from './AppRouter'
import { SessionErrorBridge } from './SessionErrorBridge'
import { inspect } from './inspector'
import type { bindSession } from './flows/session/session'
import { SessionActor } from '../features/session/session-context'

/**
 * The whole console as one element: what the browser renders, and what the gateway renders for a signed-in
 * landing (src/prerender/signed-in.tsx), so that page paints before its script; the server's tree and the
 * browser's must be the same to hydrate.
 */
export function AppRoot({
  sessionLogic,
  drawn,
}: {
  sessionLogic: ReturnType<typeof bindSession>
  /** The page came drawn for this session (src/app/drawn-page.ts): the session starts signed in with it. */
  drawn?: { user: SessionUser; company: CompanyView } | null
}) {
  // Hydrated now: the page's first script stops holding forms sent (src/early-session.ts).
  useEffect(() => {
    if (drawn) window.__consoleStarted = true
  }, [drawn])
  const input = drawn ? { signedIn: { user: drawn.user, company: drawn.company } } : {}
  return (
    <StrictMode>
      <SessionActor.Provider logic={sessionLogic} options={{ input, ...(inspect ? { inspect } : {}) }}>
        <SessionErrorBridge />
        <AppRouter />
      </SessionActor.Provider>
    </StrictMode>
  )
}

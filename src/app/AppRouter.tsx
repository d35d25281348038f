import { SessionActor } from '../features/session/session-context'
import { selectIsSignedOut } from '../features/session/selectors'
import { GuestHelp } from './GuestHelp'

import { Routes } from './Routes'
/**
 * Every URL goes through `resolveRoute` (the whole table as data, src/domain/route-table.ts). Redirects
 * carry keys: wouter's Redirect navigates once on mount, and two in a row would be one React instance.
 */
export function AppRouter() {
  const signedOut = SessionActor.useSelector(selectIsSignedOut)
  return (
    <>
      <Routes />
      {/* Contact Support for visitors of the sign-in pages; the shell has its own. */}
      {signedOut ? <GuestHelp /> : null}
    </>
  )
}

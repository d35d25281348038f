import { hadSession } from '../api/login/identity'
import { matchRoute } from '../domain/routing'
import {
  ChangePasswordPage,
  LoginPage,
  PAGES,
  ShellRoute,
  SignUpRoute,
  SsoFailPage,
  SsoLoginRoute,
} from './pages'

// Issue 23, a first screen without a waterfall: the page's code is fetched while the session is restored
// (refresh → user → company), not after it. Which page that is depends on whether there is a session,
// which only the refresh call knows: the browser's note of its last session is the guess.

const GUEST_CHUNKS: Record<string, { preload: () => Promise<void> }> = {
  login: LoginPage,
  register: SignUpRoute,
  loginSso: SsoLoginRoute,
  ssoFail: SsoFailPage,
  ssoFailMessage: SsoFailPage,
  changePassword: ChangePasswordPage,
}

/** Settles when the guessed page's code is in memory (or failed to load: its route then retries and reports). */
export function preloadFirstScreen(pathname: string): Promise<unknown> {
  const match = matchRoute(pathname)
  const guest = match ? GUEST_CHUNKS[match.route.id] : undefined
  if (guest) return guest.preload()
  // Signed out, a console page sends to /login.
  if (!hadSession()) return LoginPage.preload()
  return Promise.all([ShellRoute.preload(), match && PAGES[match.route.id]?.preload?.()])
}

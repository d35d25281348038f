import { lazy, Suspense, useMemo } from 'react'
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter'
import { MinimalFrame } from '../features/frame/MinimalFrame'
import { BootSplash } from '../features/session/BootSplash'
import { OfflineState } from '../features/session/OfflineState'
import { SessionActor } from '../features/session/session-context'
import { selectIsOffline, selectIsSignedIn, selectIsSignedOut } from '../features/session/selectors'
import { createLoginLogic } from './login-logic'
import { loginUrlKeeping, safeRedirect } from './redirects'

const LoginPage = lazy(() => import('../features/login/LoginPage'))
const HomePage = lazy(() => import('../features/home/HomePage'))
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'))
const DisabledCompanyPage = lazy(() => import('../features/errors/DisabledCompanyPage'))

/**
 * Redirects carry keys: wouter's Redirect navigates once on mount, and two Redirects matched in a row
 * would otherwise be one React instance that never navigates again.
 *
 * The foundation's routes and guard; the full route table and shell replace this in the shell issue. */
export function AppRouter() {
  const session = SessionActor.useActorRef()
  const signedIn = SessionActor.useSelector(selectIsSignedIn)
  const signedOut = SessionActor.useSelector(selectIsSignedOut)
  const offline = SessionActor.useSelector(selectIsOffline)
  const [location] = useLocation()
  const search = useSearch()
  const loginLogic = useMemo(() => createLoginLogic(session), [session])

  if (offline) return <OfflineState />
  if (!signedIn && !signedOut) return <BootSplash />
  const afterLogin = safeRedirect(new URLSearchParams(search).get('redirect')) ?? '/home'

  return (
    <Suspense fallback={<BootSplash />}>
      <Switch>
        <Route path="/login">{signedIn ? <Redirect key="after-login" to={afterLogin} replace /> : <LoginPage logic={loginLogic} />}</Route>
        <Route path="/disabled-company" component={DisabledCompanyPage} />
        <Route path="/error/404" component={NotFoundPage} />
        {signedOut ? (
          <Route>
            <Redirect key="to-login" to={loginUrlKeeping(location, search ? `?${search}` : '')} replace />
          </Route>
        ) : null}
        <Route path="/">
          <Redirect key="root" to="/home" replace />
        </Route>
        <Route path="/home">
          <MinimalFrame>
            <HomePage />
          </MinimalFrame>
        </Route>
        <Route>
          <Redirect key="not-found" to="/error/404" replace />
        </Route>
      </Switch>
    </Suspense>
  )
}

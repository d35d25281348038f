import { lazy, Suspense, useMemo } from 'react'
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter'
import { MinimalFrame } from '../features/frame/MinimalFrame'
import { BootSplash } from '../features/session/BootSplash'
import { OfflineState } from '../features/session/OfflineState'
import { SessionActor } from '../features/session/session-context'
import { selectIsOffline, selectIsSignedIn, selectIsSignedOut } from '../features/session/selectors'
import { ROLE_GROUPS, isAllowed } from '../domain/roles'
import { selectUser } from '../features/session/selectors'
import { loadCoverage } from './coverage'
import { inspect } from './inspector'
import { createLoginLogic } from './login-logic'
import { loginUrlKeeping, safeRedirect } from './redirects'

const LoginPage = lazy(() => import('../features/login/LoginPage'))
const HomePage = lazy(() => import('../features/home/HomePage'))
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'))
const DisabledCompanyPage = lazy(() => import('../features/errors/DisabledCompanyPage'))
const NoPermissionPage = lazy(() => import('../features/errors/NoPermissionPage'))
const VisualizerApp = lazy(() => import('../visualizer/VisualizerApp'))

/** The visualizer is for staff; in development for everyone (ARCHITECTURE: designers inspect flows). */
const VISUALIZER_FOR_ALL = import.meta.env.DEV

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
  const user = SessionActor.useSelector(selectUser)
  const [location] = useLocation()
  const search = useSearch()
  const loginLogic = useMemo(() => createLoginLogic(session), [session])

  const onVisualizer = location === '/machines' || location.startsWith('/machines/')
  if (onVisualizer && VISUALIZER_FOR_ALL) return <Suspense fallback={<BootSplash />}><VisualizerApp loadCoverage={loadCoverage} /></Suspense>
  if (offline) return <OfflineState />
  if (!signedIn && !signedOut) return <BootSplash />
  if (onVisualizer && signedIn) {
    return (
      <Suspense fallback={<BootSplash />}>
        {isAllowed(ROLE_GROUPS.staff, user?.role) ? <VisualizerApp loadCoverage={loadCoverage} /> : <NoPermissionPage />}
      </Suspense>
    )
  }
  const afterLogin = safeRedirect(new URLSearchParams(search).get('redirect')) ?? '/home'

  return (
    <Suspense fallback={<BootSplash />}>
      <Switch>
        <Route path="/login">{signedIn ? <Redirect key="after-login" to={afterLogin} replace /> : <LoginPage logic={loginLogic} inspect={inspect} />}</Route>
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

import { Suspense, useMemo, type ReactNode } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { companyFacts } from '../domain/company-kind'
import { resolveRoute, type RoutingContext } from '../domain/routing'
import { BootSplash } from '../features/session/BootSplash'
import { OfflineState } from '../features/session/OfflineState'
import { SessionActor } from '../features/session/session-context'
import {
  selectCompany,
  selectIsOffline,
  selectIsSignedIn,
  selectIsSignedOut,
  selectUser,
} from '../features/session/selectors'
import { loadChanges, loadCoverage } from './coverage'
import { LoginAsCompanyRoute, NoPermissionPage, PAGES, PlannedPage, ShellRoute, VisualizerApp } from './pages'
import { PageErrorBoundary } from './PageErrorBoundary'
import { GuestPage, isGuestPage } from './GuestPage'

/** The visualizer is for staff; under `npm run dev` for everyone (designers inspect flows). */
export const VISUALIZER_FOR_ALL = import.meta.env.DEV

export function Routes() {
  const signedIn = SessionActor.useSelector(selectIsSignedIn)
  const signedOut = SessionActor.useSelector(selectIsSignedOut)
  const offline = SessionActor.useSelector(selectIsOffline)
  const user = SessionActor.useSelector(selectUser)
  const company = SessionActor.useSelector(selectCompany)
  const [location] = useLocation()
  const rawSearch = useSearch()
  const search = rawSearch ? `?${rawSearch}` : ''
  const context: RoutingContext = useMemo(
    () => ({
      role: signedIn && user ? user.role : null,
      temporaryPassword: signedIn && user ? user.temporary_password : false,
      company: companyFacts(company),
    }),
    [signedIn, user, company],
  )

  const onVisualizer = location === '/machines' || location.startsWith('/machines/')
  if (onVisualizer && VISUALIZER_FOR_ALL)
    return (
      <Page resetKey={location}>
        <VisualizerApp loadCoverage={loadCoverage} loadChanges={loadChanges} />
      </Page>
    )
  if (offline) return <OfflineState />
  if (!signedIn && !signedOut) return <BootSplash />

  // A signed-in partner switching into a customer arrives here with its own session: the token decides.
  const companyToken = new URLSearchParams(search).get('companyToken')
  if (companyToken !== null && (location === '/login_as_company' || location === '/login'))
    return (
      <Page resetKey="loginAsCompany">
        <LoginAsCompanyRoute companyToken={companyToken} />
      </Page>
    )

  const decision = resolveRoute(location, search, context)
  if (decision.kind === 'redirect')
    return <Redirect key={`${location}->${decision.to}`} to={decision.to} replace />
  if (decision.kind === 'forbidden')
    return (
      <Page resetKey={location}>
        <NoPermissionPage />
      </Page>
    )

  const { route } = decision
  if (isGuestPage(route.id))
    return (
      <Page resetKey={location}>
        <GuestPage routeId={route.id} search={search} message={decision.params.message ?? null} />
      </Page>
    )
  if (route.id === 'machines' || route.id === 'machine')
    return (
      <Page resetKey={location}>
        <VisualizerApp loadCoverage={loadCoverage} loadChanges={loadChanges} />
      </Page>
    )
  const Content = PAGES[route.id]
  const page = Content ? <Content /> : <PlannedPage title={route.title} />
  if (route.chrome === 'bare' || !signedIn) return <Page resetKey={location}>{page}</Page>
  return (
    <Suspense fallback={<BootSplash />}>
      <ShellRoute title={route.title} chrome={route.chrome} desktopOnly={route.desktopOnly === true}>
        <Page resetKey={location}>{page}</Page>
      </ShellRoute>
    </Suspense>
  )
}

export function Page({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <PageErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<BootSplash />}>{children}</Suspense>
    </PageErrorBoundary>
  )
}

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
import { loadCoverage } from './coverage'
import { inspect } from './inspector'
import { useFlowDeps } from './browser-deps'
import { bindChangePassword } from './flows/change-password'
import { bindLogin } from './flows/login'
import { readLoginNotice } from './login-notice'
import {
  ChangePasswordPage,
  LoginAsCompanyRoute,
  LoginPage,
  NoPermissionPage,
  PAGES,
  PlannedPage,
  ShellRoute,
  SsoFailPage,
  SsoLoginRoute,
  SignUpRoute,
  VisualizerApp,
} from './pages'
import { PageErrorBoundary } from './PageErrorBoundary'

/** The visualizer is for staff; under `npm run dev` for everyone (designers inspect flows). */
export const VISUALIZER_FOR_ALL = import.meta.env.DEV

export function Routes() {
  const session = SessionActor.useActorRef()
  const signedIn = SessionActor.useSelector(selectIsSignedIn)
  const signedOut = SessionActor.useSelector(selectIsSignedOut)
  const offline = SessionActor.useSelector(selectIsOffline)
  const user = SessionActor.useSelector(selectUser)
  const company = SessionActor.useSelector(selectCompany)
  const [location] = useLocation()
  const rawSearch = useSearch()
  const search = rawSearch ? `?${rawSearch}` : ''
  const deps = useFlowDeps()
  const loginLogic = useMemo(() => bindLogin(deps, session), [deps, session])
  const changePasswordLogic = useMemo(() => bindChangePassword(deps, session), [deps, session])
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
        <VisualizerApp loadCoverage={loadCoverage} />
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
  if (route.id === 'login')
    return (
      <Page resetKey={location}>
        <LoginPage
          logic={loginLogic}
          input={{
            magicLinkToken: new URLSearchParams(search).get('magicLinkVerificationToken'),
            ssoToken: new URLSearchParams(search).get('ssoToken'),
            notice: readLoginNotice(),
          }}
          inspect={inspect}
        />
      </Page>
    )
  if (route.id === 'register') {
    const query = new URLSearchParams(search)
    return (
      <Page resetKey={location}>
        <SignUpRoute
          input={{ email: query.get('email'), partner: query.get('partner'), source: query.get('source') }}
        />
      </Page>
    )
  }
  if (route.id === 'loginSso')
    return (
      <Page resetKey={location}>
        <SsoLoginRoute />
      </Page>
    )
  if (route.id === 'ssoFail' || route.id === 'ssoFailMessage') {
    const query = new URLSearchParams(search)
    const message = decision.params.message ?? query.get('errorMessage')
    return (
      <Page resetKey={location}>
        <SsoFailPage message={message} codes={query.getAll('code')} reasons={query.getAll('reason')} />
      </Page>
    )
  }
  if (route.id === 'changePassword')
    return (
      <Page resetKey={location}>
        <ChangePasswordPage logic={changePasswordLogic} />
      </Page>
    )
  if (route.id === 'machines' || route.id === 'machine')
    return (
      <Page resetKey={location}>
        <VisualizerApp loadCoverage={loadCoverage} />
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

import { useMemo } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { PageNavigation } from '../ui/page-link'
import { api } from './services'
import { GuestBrandContext } from '../ui/brand-context'
import { useHostBrand } from './host-brand'
import { SessionActor } from '../features/session/session-context'
import { useFlowDeps } from './browser-deps'
import { bindChangePassword } from './flows/password/change-password'
import { bindLogin } from './flows/login/login'
import { inspect } from './inspector'
import { readLoginNotice } from './login-notice'
import { bindForgotPassword, bindResetPassword } from './flows/password/password-reset'
import { resetTokenOf } from '../domain/password-reset'
import {
  ChangePasswordPage,
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  SignUpRoute,
  SsoFailPage,
  SsoLoginRoute,
} from './pages'

const GUEST_PAGES = [
  'login',
  'register',
  'loginSso',
  'ssoFail',
  'ssoFailMessage',
  'changePassword',
  'forgotPassword',
  'resetPassword',
] as const
type GuestPageId = (typeof GUEST_PAGES)[number]

export const isGuestPage = (id: string): id is GuestPageId => (GUEST_PAGES as readonly string[]).includes(id)

/** The pages outside the shell: sign-in, register, SSO, its failure page and the temporary password change. */
export function GuestPage(props: { routeId: GuestPageId; search: string; message: string | null }) {
  const brand = useHostBrand(api)
  return (
    <GuestBrandContext.Provider value={brand}>
      <PageNavigation.Provider value={navigate}>
        <GuestPageContent {...props} />
      </PageNavigation.Provider>
    </GuestBrandContext.Provider>
  )
}

function GuestPageContent({
  routeId,
  search,
  message,
}: {
  routeId: GuestPageId
  search: string
  /** The SSO failure message when the route carries it in its path. */
  message: string | null
}) {
  const session = SessionActor.useActorRef()
  const partnerName = SessionActor.useSelector(
    (s) => s.context.company?.distribution.parentCompanyName ?? null,
  )
  const deps = useFlowDeps()
  const loginLogic = useMemo(() => bindLogin(deps, session), [deps, session])
  const changePasswordLogic = useMemo(() => bindChangePassword(deps, session), [deps, session])
  const forgotPasswordLogic = useMemo(() => bindForgotPassword(deps), [deps])
  const resetPasswordLogic = useMemo(() => bindResetPassword(deps), [deps])
  const query = new URLSearchParams(search)
  switch (routeId) {
    case 'login':
      return (
        <LoginPage
          logic={loginLogic}
          input={{
            magicLinkToken: query.get('magicLinkVerificationToken'),
            ssoToken: query.get('ssoToken'),
            notice: readLoginNotice(),
          }}
          inspect={inspect}
        />
      )
    case 'register':
      return (
        <SignUpRoute
          input={{ email: query.get('email'), partner: query.get('partner'), source: query.get('source') }}
        />
      )
    case 'loginSso':
      return <SsoLoginRoute />
    case 'ssoFail':
    case 'ssoFailMessage':
      return (
        <SsoFailPage
          message={message ?? query.get('errorMessage')}
          codes={query.getAll('code')}
          reasons={query.getAll('reason')}
        />
      )
    case 'changePassword':
      return <ChangePasswordPage logic={changePasswordLogic} partnerName={partnerName} />
    case 'forgotPassword':
      return <ForgotPasswordPage logic={forgotPasswordLogic} email={query.get('email')} />
    case 'resetPassword':
      // The token travels in the fragment, so it never reaches a server log or a Referer header.
      return <ResetPasswordPage logic={resetPasswordLogic} token={resetTokenOf(window.location.hash)} />
  }
}

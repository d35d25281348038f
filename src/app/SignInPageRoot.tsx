import { StrictMode, useEffect } from 'react'
import LoginPage from '../features/login/LoginPage'
import { GuestBrandContext } from '../ui/brand-context'
import { bindSignInPage, signInApi } from './flows/login/sign-in-page'
import { GuestHelp } from './GuestHelp'
import { useHostBrand } from './host-brand'
import { readLoginNotice } from './login-notice'

const signInLogic = bindSignInPage()

/**
 * /login as the build draws it and its own script hydrates it (src/prerender/login.tsx, src/login-main.tsx): the
 * sign-in form with the host's brand and the Help button, and nothing of the console behind them.
 */
export function SignInPageRoot() {
  // Errors are reported as on every page, from once the form is live: the reporter is not what makes it so.
  useEffect(() => {
    void import('./error-reporter').then(({ reportUncaughtErrors }) => reportUncaughtErrors())
  }, [])
  const brand = useHostBrand(signInApi)
  return (
    <StrictMode>
      <GuestBrandContext.Provider value={brand}>
        <LoginPage logic={signInLogic} input={{ magicLinkToken: null, notice: readLoginNotice() }} />
      </GuestBrandContext.Provider>
      <GuestHelp />
    </StrictMode>
  )
}

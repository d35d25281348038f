import SsoLoginPage from '../../features/sso/SsoLoginPage'
import { ssoLoginLogic } from '../flows/sso-login-logic'

/** /login/sso with its actors; a lazy chunk. */
export default function SsoLoginRoute() {
  return <SsoLoginPage logic={ssoLoginLogic} />
}

import SsoLoginPage from '../../features/sso/SsoLoginPage'
import { useBoundFlow } from '../browser-deps'
import { bindSsoLogin } from '../flows/sso/sso-login'

/** /login/sso with its actors; a lazy chunk. */
export default function SsoLoginRoute() {
  return <SsoLoginPage logic={useBoundFlow(bindSsoLogin)} />
}

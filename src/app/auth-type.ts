import { AUTH_TYPE_MARKER_MAX_AGE_SECONDS } from '../domain/constants'
import type { AuthType } from '../domain/session'

// The auth-type marker (001 §4): a plain cookie saying how the admin last signed in, so an expired
// session sends an SSO admin back to the SSO login.
const NAME = 'authType'

export function rememberAuthType(type: AuthType): void {
  document.cookie = `${NAME}=${type}; Max-Age=${AUTH_TYPE_MARKER_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
}

export function readAuthType(): AuthType {
  return document.cookie.split('; ').some((part) => part === `${NAME}=sso`) ? 'sso' : 'default'
}

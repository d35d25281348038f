// SSO failure texts (002 §8) and the vendor-integration failure page's troubleshooting lines. The spec
// names the codes and the kinds of line but not which code gets which line: the mapping is ours, here.

export const SSO_FAILURE_TEXTS: Record<string, string> = {
  email_is_not_connected: 'This email is not connected to SSO. Please, contact your manager',
  no_subscription: 'Invalid SSO link',
  email_in_use: 'This email already in use',
}
export const SSO_FAILURE_FALLBACK = 'Something Went Wrong'
export const SSO_TOKEN_EXPIRED = 'Verification token is expired, please try again.'

/** The message of /sso_fail: a known code's text, else the raw message, else the fallback. */
export function ssoFailureMessage(raw: string | null | undefined): string {
  const value = raw?.trim()
  if (!value) return SSO_FAILURE_FALLBACK
  return SSO_FAILURE_TEXTS[value] ?? value
}

export const VENDOR_LINES = {
  role: 'Check that your account has an administrator role in the vendor console.',
  feature:
    'There is an issue with the integration feature: disable it, wait at least 1 hour, then enable it again.',
  trial: 'The trial has ended: the tenant must be switched to production.',
  session: 'Your session could not be verified: try again in another browser.',
  general: 'Something went wrong on our side. Please try again later or contact support.',
  email: 'The email address is invalid or already registered with another account.',
} as const

export type VendorLine = keyof typeof VENDOR_LINES

const VENDOR_CODE_LINES: Record<string, VendorLine> = {
  invalid_user_company: 'role',
  disabled_user_company: 'feature',
  disabled_target_company: 'feature',
  invalid_target_company: 'feature',
  target_company_permission_denied: 'role',
  invalid_email: 'email',
  disabled_user: 'role',
  empty_session_state: 'session',
  invalid_state: 'session',
  empty_query_state: 'session',
  empty_auth_code: 'session',
  empty_tenant_id: 'trial',
  invalid_authorization_code: 'session',
  invalid_idp_user_role: 'role',
  acronis_app_access_denied: 'role',
  internal_error: 'general',
  auth_provider_email_conflict: 'email',
  firebase_user: 'email',
}

/** One line per distinct kind, in the order the codes came; unknown codes fall back to the general line. */
export function vendorTroubleshooting(codes: readonly string[]): string[] {
  const kinds = codes.map((code) => VENDOR_CODE_LINES[code] ?? 'general')
  return [...new Set(kinds.length ? kinds : ['general' as const])].map((kind) => VENDOR_LINES[kind])
}

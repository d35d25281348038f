// Error shapes and codes shared by the gateway and the SPA (spec 000 §8, 001 §8, 002 §8).

export interface ErrorDetail {
  code: string
  description: string
}

export interface StructuredError {
  error: { code: string; message: string; status: number; details: ErrorDetail[] }
  /** Present on 422 responses: which request fields were missing or invalid. */
  validationResults?: { field: string; message: string }[]
  /** Login failures may point the user to where they can sign in instead (002 §3 "Login entities"). */
  infoMessage?: string
  signInLink?: string
}

/**
 * The message a response carries when the user's company is disabled (spec: "a response carrying the
 * disabled-company message"). Its wording is not shown in the spec; this is the gateway's one wording.
 */
export const DISABLED_COMPANY_MESSAGE = 'Company is disabled'

/** First-detail codes that mean the token or session is no longer good: sign out and go to login. */
export const SESSION_ERROR_CODES = [
  'session_expired',
  'token_expired',
  'token_invalid',
  'token_missing',
] as const

export const VALIDATION_PREFIX = 'Missing or invalid request parameters: '

/** A tenancy refusal: the caller reached for another company's data. Shown, but not a sign-out. */
export const COMPANY_NOT_ACCESSIBLE = 'company_not_accessible'

/** 001 §8: two-factor error codes that raise a persistent alert. */
export const MFA_ERROR_CODES = {
  codeExpired: '60202',
  attemptsExhausted: '60203',
  invalidCode: 'mfa_invalid_code',
  resendLimit: 'mfa_resend_limit',
} as const

import { MFA_ATTEMPTS_CAP, MFA_CODE_LENGTH } from './constants'

// Texts and rules of two-factor sign-in (001 §5, §8; 002 §5 "Login").
export const TWO_FACTOR_TEXTS = {
  codeInvalid: 'The code must be 6 digits.',
  codeSent: 'An email code was sent',
  attemptsExhausted: 'The number of attempts has been exhausted. Please try again in 10 minutes.',
  /** Not worded in the spec: the expired-code alert. */
  codeExpired: 'The code has expired. Please request a new code.',
  /** Not worded in the spec: a wrong code that still leaves attempts. */
  codeWrong: (left: number) => `The code is incorrect. ${left} attempt${left === 1 ? '' : 's'} left.`,
  resendLimit: 'Too many codes requested. Please try again in 10 minutes.',
  backToLogin: 'Back to Login',
  resend: 'Resend code',
} as const

/** 002 §9: the resend limit is a constant whose value is not shown; three resends after the first code. */
export const MFA_RESEND_LIMIT = 3
/** The gateway also refuses more than this many codes per verification token. */
export const MFA_CODES_PER_TOKEN = MFA_RESEND_LIMIT + 1
export const MFA_CODE_TTL_MINUTES = 10

export { MFA_ATTEMPTS_CAP }

/** A pasted code may carry spaces or dashes: only its digits count. */
export function normaliseCode(raw: string): string {
  return raw.replace(/[\s-]/g, '')
}

export function isValidCode(raw: string): boolean {
  return new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(normaliseCode(raw))
}

// Two-factor settings (001 §4, §8 toasts).
export const TWO_FACTOR_SETTINGS_TEXTS = {
  enabled: 'Two-Factor Authentication was enabled',
  disabled: 'Two-Factor Authentication was disabled',
  title: 'Two-Factor Authentication',
  /** Ours: the card's explanation and the dialog's password step. */
  explain: 'Ask for a code sent to your email address every time you log in.',
  on: 'On',
  off: 'Off',
  enable: 'Enable',
  disable: 'Disable',
  passwordStep: 'Confirm your password to continue.',
} as const

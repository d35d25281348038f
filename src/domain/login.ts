import { define, object, refine, string, type Infer } from 'superstruct'
import { LOGIN_PASSWORD_MIN_LENGTH } from './constants'

// Texts of 002 §5 "Login", verbatim.
export const LOGIN_MESSAGES = {
  emailRequired: 'Please enter Your Email.',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Please enter Your Password.',
  passwordTooShort: 'Too short',
} as const

/** The sign-in form's link to password reset (issue 24; src/domain/password-reset.ts). */
export const FORGOT_PASSWORD_LINK = 'Forgot password?'

/** A standard address: one @, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

const loginEmail = define<string>('loginEmail', (value) => {
  if (typeof value !== 'string' || value.trim() === '') return LOGIN_MESSAGES.emailRequired
  return isEmail(value) || LOGIN_MESSAGES.emailInvalid
})

const loginPassword = define<string>('loginPassword', (value) => {
  if (typeof value !== 'string' || value === '') return LOGIN_MESSAGES.passwordRequired
  return value.length >= LOGIN_PASSWORD_MIN_LENGTH || LOGIN_MESSAGES.passwordTooShort
})

export const LoginForm = object({ email: loginEmail, password: loginPassword })

/** The SSO e-mail follows the same rules (002 §5). */
export const SsoEmailForm = object({ email: loginEmail })
export type SsoEmailValues = Infer<typeof SsoEmailForm>
export type LoginCredentials = Infer<typeof LoginForm>

/** The e-mail is trimmed before it is sent (002 §5). */
export function normaliseCredentials(values: LoginCredentials): LoginCredentials {
  return { email: values.email.trim(), password: values.password }
}

export const NonEmptyString = refine(string(), 'NonEmptyString', (value) => value.trim().length > 0)

import { boolean, define, object, optional, type Infer } from 'superstruct'
import { PASSWORD_MIN_LENGTH } from './constants'

// Password rules and the strength checklist of 000 §5.
export const PASSWORD_MESSAGES = {
  required: 'Please fill out this field.',
  /** The spec lists the rules, not a message for breaking them; this is ours. */
  weak: 'Use at least 8 characters with an uppercase and a lowercase letter, a number and a special character.',
  notEqual: 'Password is not equal.',
  confirmRequired: 'Please confirm your password.',
  /** Ours: the gateway's checks beyond the spec's checklist. */
  tooLong: `Use at most 128 characters.`,
  common: 'This password is too common or too easy to guess. Choose a less predictable one.',
  currentRequired: 'Enter your current password to change it.',
} as const

/** Ours: long enough for any passphrase, short enough that hashing it stays cheap. */
export const PASSWORD_MAX_LENGTH = 128

export const PASSWORD_CHECKS = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (v: string) => v.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', label: 'One uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
  { id: 'lowercase', label: 'One lowercase letter', test: (v: string) => /[a-z]/.test(v) },
  { id: 'digit', label: 'One number', test: (v: string) => /\d/.test(v) },
  { id: 'special', label: 'One special character', test: (v: string) => /[^A-Za-z0-9\s]/.test(v) },
] as const

export function passwordChecklist(value: string): { id: string; label: string; met: boolean }[] {
  return PASSWORD_CHECKS.map((check) => ({ id: check.id, label: check.label, met: check.test(value) }))
}

export function isStrongPassword(value: string): boolean {
  return PASSWORD_CHECKS.every((check) => check.test(value))
}

const newPassword = define<string>('newPassword', (value) => {
  if (typeof value !== 'string' || value === '') return PASSWORD_MESSAGES.required
  return isStrongPassword(value) || PASSWORD_MESSAGES.weak
})

const confirmation = define<string>(
  'confirmPassword',
  (value) => (typeof value === 'string' && value !== '') || PASSWORD_MESSAGES.confirmRequired,
)

/** The new password and its confirmation; equality is checked across both fields. */
export const ChangePasswordForm = object({
  password: newPassword,
  confirmPassword: confirmation,
  /** /change-password only, for a partner's customer (001 §7 temporary_password). */
  grantLoginAccess: optional(boolean()),
})
export type ChangePasswordValues = Infer<typeof ChangePasswordForm>

export function passwordPairError(values: ChangePasswordValues): string | null {
  return values.confirmPassword !== '' && values.password !== values.confirmPassword
    ? PASSWORD_MESSAGES.notEqual
    : null
}

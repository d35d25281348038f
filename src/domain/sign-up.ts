import { define, object, optional, string, type Infer } from 'superstruct'
import { isEmail } from './login'
import { isStrongPassword, PASSWORD_MESSAGES } from './password'

// The sign-up form of /register (000 §3 "Sign-up form", §5 "Validation rules"). Texts verbatim where the
// spec gives them; ours are marked.

export const SIGN_UP_MESSAGES = {
  firstName: 'Please add your first name.',
  lastName: 'Please add your last name.',
  companyName: 'Please add your company name.',
  country: 'Please select your country.',
  industry: 'Please select industry your company working on.',
  companySize: 'Please select your company size.',
  emailRequired: 'Please enter Email',
  emailInvalid: 'This is not a valid email',
  phoneRequired: 'Field is required',
  phoneInvalid: 'Phone number is invalid.',
  /** Ours: the spec gives the name pattern, not its message. */
  namePattern: 'Use at least 2 characters: letters, digits, spaces and . - _ &',
  /** Ours: the company-name check's answer. */
  companyTaken: 'A company with this name is already registered.',
  /** The identity provider's own text for a taken address (login-failures). */
  emailTaken: 'The email address is already in use by another account.',
  /** Ours: shown after POST register. */
  checkInbox: (email: string) =>
    `We sent a verification link to ${email}. Open it to verify your address, then log in.`,
} as const

/** Letters, digits, dot, dash, underscore, ampersand and inner spaces; at least 2 characters (000 §5). */
export const NAME_PATTERN = /^[\p{L}\p{N}._&-](?:[\p{L}\p{N}._& -]*[\p{L}\p{N}._&-])?$/u

export function isValidName(value: string): boolean {
  const trimmed = value.trim()
  return trimmed.length >= 2 && NAME_PATTERN.test(trimmed)
}

/** Optional country prefix, then 3-3-4 digits with optional spaces, dots or dashes (000 §5). */
export const PHONE_PATTERN = /^(?:\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/

export const INDUSTRIES = [
  { id: 'finance', label: 'Banking & Finance' },
  { id: 'education', label: 'Education' },
  { id: 'government', label: 'Government' },
  { id: 'healthcare', label: 'Healthcare' },
  { id: 'it', label: 'Information Technology' },
  { id: 'legal', label: 'Legal' },
  { id: 'manufacturing', label: 'Manufacturing' },
  { id: 'nonprofit', label: 'Non-profit' },
  { id: 'retail', label: 'Retail' },
  { id: 'other', label: 'Other' },
] as const

export const COMPANY_SIZES = [
  { id: '1-50', label: '1–50 employees' },
  { id: '51-200', label: '51–200 employees' },
  { id: '201-1000', label: '201–1,000 employees' },
  { id: '1001-5000', label: '1,001–5,000 employees' },
  { id: '5001+', label: 'More than 5,000 employees' },
] as const

const required = (message: string) =>
  define<string>('required', (value) => (typeof value === 'string' && value.trim() !== '') || message)

const name = (message: string) =>
  define<string>('name', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return message
    return isValidName(value) || SIGN_UP_MESSAGES.namePattern
  })

const oneOf = (ids: readonly string[], message: string) =>
  define<string>('option', (value) => (typeof value === 'string' && ids.includes(value)) || message)

const email = define<string>('email', (value) => {
  if (typeof value !== 'string' || value.trim() === '') return SIGN_UP_MESSAGES.emailRequired
  return isEmail(value) || SIGN_UP_MESSAGES.emailInvalid
})

const phone = define<string>('phone', (value) => {
  if (typeof value !== 'string' || value.trim() === '') return SIGN_UP_MESSAGES.phoneRequired
  return PHONE_PATTERN.test(value.trim()) || SIGN_UP_MESSAGES.phoneInvalid
})

const password = define<string>('password', (value) => {
  if (typeof value !== 'string' || value === '') return PASSWORD_MESSAGES.required
  return isStrongPassword(value) || PASSWORD_MESSAGES.weak
})

const confirmPassword = required(PASSWORD_MESSAGES.confirmRequired)

/** The form as the browser validates it; the country list is loaded, so only its presence is checked here. */
export const SignUpForm = object({
  email,
  name: name(SIGN_UP_MESSAGES.firstName),
  lastName: name(SIGN_UP_MESSAGES.lastName),
  companyName: name(SIGN_UP_MESSAGES.companyName),
  phone,
  country: required(SIGN_UP_MESSAGES.country),
  industry: oneOf(
    INDUSTRIES.map((i) => i.id),
    SIGN_UP_MESSAGES.industry,
  ),
  companySize: oneOf(
    COMPANY_SIZES.map((s) => s.id),
    SIGN_UP_MESSAGES.companySize,
  ),
  password,
  confirmPassword,
})
export type SignUpValues = Infer<typeof SignUpForm>

/** What POST customers/api/v1/company/register carries: the form plus the /register query's partner and source. */
export const SignUpPayload = object({
  email,
  name: name(SIGN_UP_MESSAGES.firstName),
  lastName: name(SIGN_UP_MESSAGES.lastName),
  companyName: name(SIGN_UP_MESSAGES.companyName),
  phone,
  country: required(SIGN_UP_MESSAGES.country),
  industry: SignUpForm.schema.industry,
  companySize: SignUpForm.schema.companySize,
  password,
  partner: optional(string()),
  source: optional(string()),
})
export type SignUpPayload = Infer<typeof SignUpPayload>

export function signUpPairError(values: Pick<SignUpValues, 'password' | 'confirmPassword'>): string | null {
  return values.confirmPassword !== '' && values.password !== values.confirmPassword
    ? PASSWORD_MESSAGES.notEqual
    : null
}

export function isCompleteSignUp(values: SignUpValues): boolean {
  const [error] = SignUpForm.validate(values)
  return !error && signUpPairError(values) === null
}

/** The payload sent: trimmed texts, no confirmation, the query's partner and source when present. */
export function signUpPayloadOf(
  values: SignUpValues,
  query: { partner: string | null; source: string | null },
): SignUpPayload {
  return {
    email: values.email.trim().toLowerCase(),
    name: values.name.trim(),
    lastName: values.lastName.trim(),
    companyName: values.companyName.trim(),
    phone: values.phone.trim(),
    country: values.country,
    industry: values.industry,
    companySize: values.companySize,
    password: values.password,
    ...(query.partner ? { partner: query.partner } : {}),
    ...(query.source ? { source: query.source } : {}),
  }
}

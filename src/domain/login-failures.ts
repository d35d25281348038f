// The login failure catalogue of 002 §8, keyed by the identity provider's error codes. The gateway answers
// with these codes; the login machine turns them into the field the text belongs to and the text itself.

export const LOGIN_FAILURE_TEXTS = {
  invalidCredentials: 'Invalid login credentials',
  /** 002 §8 names "a generic password message" whose text is not shown; this is ours. */
  tooManyAttemptsOrWeakPassword:
    'Access to this account is temporarily blocked after many failed attempts. Please try again later or reset your password.',
  invalidEmail: 'Incorrect username or password',
  userDisabled: 'Your account was suspended. Please, contact your manager',
  unknown: 'Something went wrong. Please, try again later',
  notAdmin: "This account doesn't have access to the admin console.",
  signInLinkLabel: 'Login here',
} as const

export const IDENTITY_ERROR_CODES = {
  invalidCredential: 'auth/invalid-credential',
  wrongPassword: 'auth/wrong-password',
  userNotFound: 'auth/user-not-found',
  tooManyRequests: 'auth/too-many-requests',
  weakPassword: 'auth/weak-password',
  operationNotAllowed: 'auth/operation-not-allowed',
  invalidEmail: 'auth/invalid-email',
  userDisabled: 'auth/user-disabled',
  emailExists: 'auth/email-already-in-use',
  notAdmin: 'auth/not-admin',
} as const

export interface LoginFailure {
  field: 'email' | 'password' | 'form'
  message: string
  infoMessage?: string
  signInLink?: string
}

export interface IdentityErrorLike {
  code?: string
  message?: string
  infoMessage?: string
  signInLink?: string
}

export function loginFailureOf(error: IdentityErrorLike): LoginFailure {
  const extra = {
    ...(error.infoMessage ? { infoMessage: error.infoMessage } : {}),
    ...(error.signInLink ? { signInLink: error.signInLink } : {}),
  }
  const c = IDENTITY_ERROR_CODES
  switch (error.code) {
    case c.invalidCredential:
    case c.wrongPassword:
    case c.userNotFound:
      return { field: 'password', message: LOGIN_FAILURE_TEXTS.invalidCredentials, ...extra }
    case c.tooManyRequests:
    case c.weakPassword:
      return { field: 'password', message: LOGIN_FAILURE_TEXTS.tooManyAttemptsOrWeakPassword, ...extra }
    case c.operationNotAllowed:
      return { field: 'email', message: error.message || LOGIN_FAILURE_TEXTS.unknown, ...extra }
    case c.invalidEmail:
      return { field: 'email', message: LOGIN_FAILURE_TEXTS.invalidEmail, ...extra }
    case c.userDisabled:
      return { field: 'form', message: LOGIN_FAILURE_TEXTS.userDisabled, ...extra }
    case c.emailExists:
      return { field: 'email', message: error.message || LOGIN_FAILURE_TEXTS.unknown, ...extra }
    case c.notAdmin:
      return { field: 'form', message: LOGIN_FAILURE_TEXTS.notAdmin, ...extra }
    default:
      return { field: 'form', message: LOGIN_FAILURE_TEXTS.unknown, ...extra }
  }
}

import { describe, expect, it } from 'vitest'
import { LOGIN_FAILURE_TEXTS, loginFailureOf } from '../../src/domain/login-failures'

describe('the login failure catalogue (002 §8)', () => {
  it.each([
    ['auth/invalid-credential', 'password', 'Invalid login credentials'],
    ['auth/wrong-password', 'password', 'Invalid login credentials'],
    ['auth/too-many-requests', 'password', LOGIN_FAILURE_TEXTS.tooManyAttemptsOrWeakPassword],
    ['auth/weak-password', 'password', LOGIN_FAILURE_TEXTS.tooManyAttemptsOrWeakPassword],
    ['auth/invalid-email', 'email', 'Incorrect username or password'],
    ['auth/user-disabled', 'form', 'Your account was suspended. Please, contact your manager'],
    ['auth/not-admin', 'form', "This account doesn't have access to the admin console."],
    ['something/else', 'form', 'Something went wrong. Please, try again later'],
  ])('%s → %s: %s', (code, field, message) => {
    expect(loginFailureOf({ code })).toMatchObject({ field, message })
  })

  it("shows the provider's message for operation-not-allowed and email-exists", () => {
    expect(
      loginFailureOf({ code: 'auth/operation-not-allowed', message: 'Password sign-in is off' }),
    ).toEqual({ field: 'email', message: 'Password sign-in is off' })
    expect(loginFailureOf({ code: 'auth/email-already-in-use', message: 'Taken' })).toEqual({
      field: 'email',
      message: 'Taken',
    })
  })

  it('keeps infoMessage and signInLink for the "Login here" link', () => {
    expect(
      loginFailureOf({
        code: 'auth/invalid-credential',
        infoMessage: 'Sign in on your portal',
        signInLink: 'https://x.example',
      }),
    ).toMatchObject({ infoMessage: 'Sign in on your portal', signInLink: 'https://x.example' })
  })
})

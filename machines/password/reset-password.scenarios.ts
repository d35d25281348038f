import { defineFlow } from '../flow'
import { resetPasswordMachine } from './reset-password.machine'
import { PASSWORD_RESET_TEXTS } from '../../src/domain/password-reset'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const TOKEN = 'r3setT0ken-from-the-mail_aaaaaaaaaaaaaaaaaa'

export const resetPasswordScenarios: Scenarios<typeof resetPasswordMachine> = {
  inputs: [{ token: TOKEN }, { token: null }],
  events: {
    'password.submit': [
      { type: 'password.submit', password: 'Harbour#Lantern-2041', confirmPassword: 'Harbour#Lantern-2041' },
      { type: 'password.submit', password: 'Harbour#Lantern-2041', confirmPassword: 'Harbour#Lantern-2042' },
      { type: 'password.submit', password: 'weakpassword', confirmPassword: 'weakpassword' },
      { type: 'password.submit', password: '', confirmPassword: '' },
    ],
  },
  outcomes: {
    resetPassword: {
      done: [undefined],
      error: [
        failure(400, PASSWORD_RESET_TEXTS.invalidCode, PASSWORD_RESET_TEXTS.expired),
        failure(
          422,
          'invalid_request',
          'This password is too common or too easy to guess. Choose a less predictable one.',
        ),
        offline,
      ],
    },
  },
  abstractContext: (context) => ({ token: context.token !== null, failure: context.failure }),
  maxStates: 500,
}

export const resetPasswordFlow = defineFlow({
  id: 'resetPassword',
  file: 'password/reset-password',
  title: 'Reset password',
  description:
    'The mailed link\'s page: a new password under the spec\'s rules (checklist, confirmation); a spent, expired or made-up link ends in "This link no longer works" with a way to ask again; success opens /login saying so.',
  routes: ['/reset-password'],
  machine: resetPasswordMachine,
  scenarios: resetPasswordScenarios,
})

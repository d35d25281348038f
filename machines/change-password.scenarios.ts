import type { changePasswordMachine } from './change-password.machine'
import { failure } from './samples/failures'
import type { Scenarios } from './scenarios'

export const changePasswordScenarios: Scenarios<typeof changePasswordMachine> = {
  events: {
    'password.submit': [
      { type: 'password.submit', password: 'New#Password1', confirmPassword: 'New#Password1' },
      { type: 'password.submit', password: 'New#Password1', confirmPassword: 'New#Password2' },
      { type: 'password.submit', password: 'weakpassword', confirmPassword: 'weakpassword' },
      { type: 'password.submit', password: 'New#Password1', confirmPassword: '' },
      { type: 'password.submit', password: '', confirmPassword: '' },
    ],
  },
  outcomes: {
    savePassword: {
      done: [undefined],
      error: [failure(422, 'invalid_request', 'Missing or invalid request parameters: password')],
    },
  },
  abstractContext: (context) => context.failure,
  maxStates: 5000,
}

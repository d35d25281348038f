import { defineFlow } from '../flow'
import { changePasswordMachine } from './change-password.machine'
import { failure } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const changePasswordScenarios: Scenarios<typeof changePasswordMachine> = {
  events: {
    'password.submit': [
      { type: 'password.submit', password: 'New#Password1', confirmPassword: 'New#Password1' },
      {
        type: 'password.submit',
        password: 'New#Password1',
        confirmPassword: 'New#Password1',
        grantLoginAccess: true,
      },
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

export const changePasswordFlow = defineFlow({
  id: 'changePassword',
  file: 'password/change-password',
  title: 'Change temporary password',
  description:
    'An admin with a temporary password sets a new one (strength checklist, confirmation); on success the session reloads and the console opens.',
  routes: ['/change-password'],
  machine: changePasswordMachine,
  scenarios: changePasswordScenarios,
})

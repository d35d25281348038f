import { defineFlow } from '../flow'
import { forgotPasswordMachine } from './forgot-password.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const forgotPasswordScenarios: Scenarios<typeof forgotPasswordMachine> = {
  // The link's address as given (spaces around it from a pasted address), and none.
  inputs: [{}, { email: 'admin@acme.example' }, { email: ' admin@acme.example ' }],
  events: {
    'reset.request': [
      { type: 'reset.request', email: ' admin@acme.example ' },
      { type: 'reset.request', email: 'not-an-address' },
      { type: 'reset.request', email: '' },
    ],
    'reset.again': [{ type: 'reset.again' }],
  },
  outcomes: {
    requestReset: {
      done: [undefined],
      error: [failure(429, 'too_many_requests', 'Too many attempts. Please try again later.'), offline],
    },
  },
  abstractContext: (context) => ({ email: context.email, failure: context.failure }),
  maxStates: 500,
}

export const forgotPasswordFlow = defineFlow({
  id: 'forgotPassword',
  file: 'password/forgot-password',
  title: 'Forgot password',
  description:
    'From "Forgot password?" on /login: the sign-in address → "Check your email", worded the same whether or not an account exists; a refusal keeps the address and says why.',
  routes: ['/forgot-password'],
  machine: forgotPasswordMachine,
  scenarios: forgotPasswordScenarios,
})

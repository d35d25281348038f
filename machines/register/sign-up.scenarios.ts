import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import {
  completeSignUp,
  signUpWithBadPhone,
  signUpWithMismatch,
  signUpWithoutCompany,
} from '../samples/sign-up.samples'
import type { Scenarios } from '../scenarios'
import { signUpMachine } from './sign-up.machine'

export const signUpScenarios: Scenarios<typeof signUpMachine> = {
  inputs: [{ email: null, partner: null, source: null }],
  events: {
    'signUp.submit': [
      { type: 'signUp.submit', values: completeSignUp },
      { type: 'signUp.submit', values: signUpWithoutCompany },
      { type: 'signUp.submit', values: signUpWithBadPhone },
      { type: 'signUp.submit', values: signUpWithMismatch },
    ],
    'signUp.retry': [{ type: 'signUp.retry' }],
  },
  outcomes: {
    loadCountries: { done: [[{ id: 'US', label: 'United States' }]], error: [offline] },
    checkEmail: { done: [false, true], error: [offline] },
    checkCompanyName: { done: [false, true], error: [offline] },
    register: {
      done: [undefined],
      error: [
        failure(409, 'auth/email-already-in-use', 'The email address is already in use by another account.'),
        failure(409, 'company_exists', 'A company with this name is already registered.'),
      ],
    },
  },
  abstractContext: (context) => ({
    failure: context.failure ? `${context.failure.field}:${context.failure.message}` : null,
    loadFailure: context.loadFailure,
    countries: context.countries.length,
    values: context.values !== null,
  }),
  maxStates: 5000,
}

export const signUpFlow = defineFlow({
  id: 'signUp',
  file: 'register/sign-up',
  title: 'Sign up (register)',
  description:
    'A new company on /register: the countries load, the sign-up form with every validation message, the company-name check, POST customers/api/v1/company/register, then "check your inbox" for the verification link. Typed values survive every failure.',
  routes: ['/register'],
  machine: signUpMachine,
  scenarios: signUpScenarios,
})

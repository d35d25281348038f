import { assign, fromPromise, setup } from 'xstate'
import type { ApiFailure } from '../../src/domain/api-failure'
import { IDENTITY_ERROR_CODES } from '../../src/domain/login-failures'
import {
  isCompleteSignUp,
  SIGN_UP_MESSAGES,
  signUpPayloadOf,
  type SignUpPayload,
  type SignUpValues,
} from '../../src/domain/sign-up'
import { errorOf } from '../event-params'

// /register (000 §1, §3, §5): load the countries → the sign-up form → the company-name check → POST
// customers/api/v1/company/register → "check your inbox". The typed values survive every failure.

export interface SignUpInput {
  email: string | null
  partner: string | null
  source: string | null
}

export interface CountryOption {
  id: string
  label: string
}

export interface SignUpFailure {
  field: 'email' | 'companyName' | 'form'
  message: string
}

export interface SignUpContext extends SignUpInput {
  countries: CountryOption[]
  values: SignUpValues | null
  failure: SignUpFailure | null
  loadFailure: string | null
}

export type SignUpEvent = { type: 'signUp.submit'; values: SignUpValues } | { type: 'signUp.retry' }

export const COMPANY_EXISTS_CODE = 'company_exists'

function failureOf(error: unknown): SignUpFailure {
  const failure = error as Partial<ApiFailure> | undefined
  const message = failure?.offline ? 'Something went wrong. Please, try again later' : failure?.message
  if (failure?.code === IDENTITY_ERROR_CODES.emailExists && message) return { field: 'email', message }
  if (failure?.code === COMPANY_EXISTS_CODE)
    return { field: 'companyName', message: SIGN_UP_MESSAGES.companyTaken }
  return { field: 'form', message: message ?? 'Something went wrong. Please, try again later' }
}

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    input: {} as SignUpInput,
  },
  actors: {
    loadCountries: fromPromise<CountryOption[]>(async () => []),
    /** GET /user/user_by_email (000 §7 existence check): true when an account has this address. */
    checkEmail: fromPromise<boolean, { email: string }>(async () => false),
    /** true when a company with that name already exists. */
    checkCompanyName: fromPromise<boolean, { companyName: string; partner: string | null }>(
      async () => false,
    ),
    register: fromPromise<void, SignUpPayload>(async () => undefined),
  },
  guards: {
    isComplete: (_, values: SignUpValues) => isCompleteSignUp(values),
    isTaken: (_, taken: boolean) => taken,
  },
  actions: {
    setCountries: assign({ countries: (_, countries: CountryOption[]) => countries, loadFailure: null }),
    setLoadFailure: assign({
      loadFailure: (_, error: unknown) => failureOf(error).message,
    }),
    setValues: assign({ values: (_, values: SignUpValues) => values, failure: null }),
    setFailure: assign({ failure: (_, error: unknown) => failureOf(error) }),
    setEmailTaken: assign({
      failure: (): SignUpFailure => ({ field: 'email', message: SIGN_UP_MESSAGES.emailTaken }),
    }),
    setCompanyTaken: assign({
      failure: (): SignUpFailure => ({ field: 'companyName', message: SIGN_UP_MESSAGES.companyTaken }),
    }),
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({
    ...input,
    countries: [],
    values: null,
    failure: null,
    loadFailure: null,
  }),
  initial: 'loadingCountries',
  states: {
    loadingCountries: {
      tags: ['busy'],
      invoke: {
        id: 'loadCountries',
        src: 'loadCountries',
        onDone: { target: 'editing', actions: { type: 'setCountries', params: ({ event }) => event.output } },
        onError: { target: 'countriesFailed', actions: { type: 'setLoadFailure', params: errorOf } },
      },
    },
    countriesFailed: {
      on: { 'signUp.retry': 'loadingCountries' },
    },
    editing: {
      tags: ['form'],
      on: {
        'signUp.submit': {
          guard: { type: 'isComplete', params: ({ event }) => event.values },
          target: 'checkingEmail',
          actions: { type: 'setValues', params: ({ event }) => event.values },
        },
      },
    },
    // Both existence checks before anything is created, so a taken address or name is said on its field.
    checkingEmail: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'checkEmail',
        src: 'checkEmail',
        input: ({ context }) => ({ email: context.values?.email.trim().toLowerCase() ?? '' }),
        onDone: [
          {
            guard: { type: 'isTaken', params: ({ event }) => event.output },
            target: 'editing',
            actions: 'setEmailTaken',
          },
          { target: 'checkingCompany' },
        ],
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    checkingCompany: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'checkCompanyName',
        src: 'checkCompanyName',
        input: ({ context }) => ({
          companyName: context.values?.companyName.trim() ?? '',
          partner: context.partner,
        }),
        onDone: [
          {
            guard: { type: 'isTaken', params: ({ event }) => event.output },
            target: 'editing',
            actions: 'setCompanyTaken',
          },
          { target: 'registering' },
        ],
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    registering: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) =>
          signUpPayloadOf(context.values as SignUpValues, {
            partner: context.partner,
            source: context.source,
          }),
        onDone: { target: 'registered' },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    registered: { type: 'final' },
  },
})

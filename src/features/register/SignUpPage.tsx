import { useForm } from '@felte/react'
import { reporter } from '@felte/reporter-react'
import { validator } from '@felte/validator-superstruct'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { SignUpInput, signUpMachine } from '../../../machines/register/sign-up.machine'
import {
  COMPANY_SIZES,
  INDUSTRIES,
  SIGN_UP_MESSAGES,
  SignUpForm,
  signUpPairError,
  type SignUpValues,
} from '../../domain/sign-up'
import { Alert } from '../../ui/Alert'
import { AuthCard } from '../../ui/AuthCard'
import { Button } from '../../ui/Button'
import { FormSelectField } from '../../ui/SelectField'
import { FormTextField } from '../../ui/FormTextField'
import { PasswordChecklist } from '../password/PasswordChecklist'

// minmax(0, …): a select is as wide as its longest option (a country's full name), which must not widen the form.
const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
})

/** /register: guests only, no chrome (000 §1). */
export default function SignUpPage({
  logic,
  input,
  inspect,
}: {
  logic: typeof signUpMachine
  input: SignUpInput
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const loading = useSelector(actor, (s) => s.matches('loadingCountries'))
  const loadFailure = useSelector(actor, (s) => (s.matches('countriesFailed') ? s.context.loadFailure : null))
  const registered = useSelector(actor, (s) => s.matches('registered'))
  const countries = useSelector(actor, (s) => s.context.countries)
  const failure = useSelector(actor, (s) => s.context.failure)
  const email = useSelector(actor, (s) => s.context.values?.email ?? '')
  const { form, data } = useForm<SignUpValues>({
    initialValues: {
      email: input.email ?? '',
      name: '',
      lastName: '',
      companyName: '',
      phone: '',
      country: '',
      industry: '',
      companySize: '',
      password: '',
      confirmPassword: '',
    },
    extend: [validator({ struct: SignUpForm }), reporter],
    validate: (values) => {
      const mismatch = signUpPairError(values)
      return mismatch ? { confirmPassword: mismatch } : {}
    },
    onSubmit: (values) => actor.send({ type: 'signUp.submit', values }),
  })

  if (registered)
    return (
      <AuthCard title="Check your inbox">
        <p role="status">{SIGN_UP_MESSAGES.checkInbox(email.trim())}</p>
        <Link href="/login" className={css({ color: 'brand', fontWeight: 'semibold' })}>
          Go to the login page
        </Link>
      </AuthCard>
    )
  // The form is always mounted (felte attaches to it once); the country list fills in when it arrives.
  return (
    <AuthCard title="Create your account" wide>
      {failure?.field === 'form' ? <Alert tone="danger">{failure.message}</Alert> : null}
      {loadFailure ? (
        <Alert tone="danger">
          {loadFailure}{' '}
          <Button size="sm" variant="link" onClick={() => actor.send({ type: 'signUp.retry' })}>
            Retry
          </Button>
        </Alert>
      ) : null}
      <form
        ref={form}
        noValidate
        aria-label="Sign up"
        className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
      >
        <div className={twoColumns}>
          <FormTextField label="First name" name="name" autoComplete="given-name" />
          <FormTextField label="Last name" name="lastName" autoComplete="family-name" />
        </div>
        <FormTextField
          label="Work email"
          name="email"
          type="email"
          autoComplete="email"
          serverError={failure?.field === 'email' ? failure.message : null}
        />
        <div className={twoColumns}>
          <FormTextField
            label="Company name"
            name="companyName"
            autoComplete="organization"
            serverError={failure?.field === 'companyName' ? failure.message : null}
          />
          <FormTextField
            label="Phone number"
            name="phone"
            type="tel"
            autoComplete="tel"
            hint="e.g. +1 555 123 4567"
          />
        </div>
        <FormSelectField
          label="Country"
          name="country"
          placeholder={loading ? 'Loading countries…' : 'Select your country'}
          options={countries}
          aria-busy={loading}
        />
        <div className={twoColumns}>
          <FormSelectField
            label="Industry"
            name="industry"
            placeholder="Select industry"
            options={INDUSTRIES}
          />
          <FormSelectField
            label="Company size"
            name="companySize"
            placeholder="Select company size"
            options={COMPANY_SIZES}
          />
        </div>
        <div className={twoColumns}>
          <FormTextField label="Password" name="password" type="password" autoComplete="new-password" />
          <FormTextField
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
          />
        </div>
        <PasswordChecklist value={data('password') ?? ''} />
        <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </Button>
        <p className={css({ fontSize: 'sm', textAlign: 'center' })}>
          Already have an account?{' '}
          <Link href="/login" className={css({ color: 'brand', fontWeight: 'semibold' })}>
            Log in
          </Link>
        </p>
      </form>
    </AuthCard>
  )
}

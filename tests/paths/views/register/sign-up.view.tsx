import { render, screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect, vi } from 'vitest'
import { type SignUpInput, type SignUpEvent } from '../../../../machines/register/sign-up.machine'
import { isCompleteSignUp, type SignUpValues } from '../../../../src/domain/sign-up'
import SignUpPage from '../../../../src/features/register/SignUpPage'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindSignUp } from '../../../../src/app/flows/register/sign-up'

const TEXT_FIELDS: [keyof SignUpValues, string][] = [
  ['name', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Work email'],
  ['companyName', 'Company name'],
  ['phone', 'Phone number'],
  ['password', 'Password'],
  ['confirmPassword', 'Confirm password'],
]
const SELECTS: [keyof SignUpValues, string][] = [
  ['country', 'Country'],
  ['industry', 'Industry'],
  ['companySize', 'Company size'],
]

async function fill(values: SignUpValues, user: UserEvent) {
  for (const [key, label] of TEXT_FIELDS) {
    const box = screen.getByLabelText(label, { selector: 'input' })
    await user.clear(box)
    if (values[key]) await user.type(box, values[key])
  }
  for (const [key, label] of SELECTS)
    if (values[key])
      await user.selectOptions(screen.getByLabelText(label, { selector: 'select' }), values[key])
}

export const signUpView: ViewAdapter<SignUpEvent> = {
  machineId: 'signUp',
  mount(input) {
    const scripted = createScriptedActors(['loadCountries', 'checkEmail', 'checkCompanyName', 'register'])
    render(
      <SignUpPage
        input={input as SignUpInput}
        logic={bindSignUp(scriptedDeps().deps).provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies: { none: vi.fn() } }
  },
  async perform(event, user) {
    if (event.type === 'signUp.retry')
      return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    if (event.type !== 'signUp.submit') throw new Error(`No user action for ${JSON.stringify(event)}`)
    const { values } = event
    await fill(values, user)
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    // The form refuses an incomplete one and says why next to a field, before the machine hears of it.
    if (!isCompleteSignUp(values)) expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0)
  },
  expectState(snapshot) {
    const context = snapshot.context as {
      failure: { field: string; message: string } | null
      loadFailure: string | null
    }
    if (snapshot.matches('registered')) {
      expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument()
      return
    }
    if (snapshot.matches('countriesFailed')) {
      expect(screen.getByText(context.loadFailure ?? '')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    }
    if (snapshot.matches('loadingCountries'))
      expect(screen.getByRole('option', { name: 'Loading countries…' })).toBeInTheDocument()
    if (snapshot.hasTag('busy') && !snapshot.matches('loadingCountries'))
      expect(screen.getByRole('button', { name: 'Creating your account…' })).toBeDisabled()
    if (snapshot.matches('editing') && context.failure)
      expect(screen.getByText(context.failure.message)).toBeInTheDocument()
  },
}

import { render, screen } from '@testing-library/react'
import { is } from 'superstruct'
import { expect } from 'vitest'
import type {
  ForgotPasswordContext,
  ForgotPasswordEvent,
} from '../../../../machines/password/forgot-password.machine'
import { bindForgotPassword } from '../../../../src/app/flows/password/password-reset'
import { LOGIN_MESSAGES } from '../../../../src/domain/login'
import { PASSWORD_RESET_TEXTS as T, ResetRequestForm } from '../../../../src/domain/password-reset'
import ForgotPasswordPage from '../../../../src/features/password/ForgotPasswordPage'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

export const forgotPasswordView: ViewAdapter<ForgotPasswordEvent> = {
  machineId: 'forgotPassword',
  mount(input) {
    const scripted = createScriptedActors(['requestReset'])
    const { deps, spies } = scriptedDeps()
    const email = (input as { email?: string } | undefined)?.email ?? null
    render(
      <ForgotPasswordPage
        logic={bindForgotPassword(deps).provide({ actors: scripted.logics })}
        email={email}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type === 'reset.again')
      return void (await user.click(screen.getByRole('button', { name: T.sendAnother })))
    const box = screen.getByLabelText('Email')
    await user.clear(box)
    if (event.email) await user.type(box, event.email)
    await user.click(screen.getByRole('button', { name: T.requestButton }))
    if (!is({ email: event.email }, ResetRequestForm))
      await screen.findByText(event.email.trim() ? LOGIN_MESSAGES.emailInvalid : LOGIN_MESSAGES.emailRequired)
  },
  expectState(snapshot) {
    const context = snapshot.context as ForgotPasswordContext
    const sent = snapshot.matches('sent')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(sent ? T.sentTitle : T.requestTitle)
    expect(screen.getByRole('link', { name: T.backToLogin })).toHaveAttribute('href', '/login')
    // The confirmation names the address and reads the same for every address.
    expect(screen.queryByText(T.sent(context.email)) !== null).toBe(sent)
    expect(screen.queryByRole('button', { name: T.sendAnother }) !== null).toBe(sent)
    const form = screen.queryByRole('form', { name: T.requestTitle })
    expect(form !== null).toBe(!sent)
    if (sent) return
    // The address typed (or given in the link) is still in the field, after a refusal too.
    if (snapshot.matches('editing') && context.failure)
      expect(screen.getByLabelText('Email')).toHaveValue(context.email)
    const busy = snapshot.hasTag('busy')
    const submit = screen.getByRole('button', { name: busy ? T.sending : T.requestButton })
    expect(submit).toHaveProperty('disabled', busy)
    const refusal = context.failure ? screen.queryByText(context.failure) : null
    expect(refusal !== null).toBe(context.failure !== null)
    if (refusal) expect(refusal).toHaveAttribute('role', 'alert')
  },
}

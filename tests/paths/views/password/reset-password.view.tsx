import { render, screen } from '@testing-library/react'
import { expect } from 'vitest'
import type {
  ResetPasswordContext,
  ResetPasswordEvent,
} from '../../../../machines/password/reset-password.machine'
import { bindResetPassword } from '../../../../src/app/flows/password/password-reset'
import { passwordMessage } from '../password-messages'
import { PASSWORD_RESET_TEXTS as T } from '../../../../src/domain/password-reset'
import ResetPasswordPage from '../../../../src/features/password/ResetPasswordPage'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

export const resetPasswordView: ViewAdapter<ResetPasswordEvent> = {
  machineId: 'resetPassword',
  mount(input) {
    const scripted = createScriptedActors(['resetPassword'])
    const { deps, spies } = scriptedDeps()
    const token = (input as { token: string | null }).token
    render(
      <ResetPasswordPage
        logic={bindResetPassword(deps).provide({ actors: scripted.logics })}
        token={token}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const { password, confirmPassword } = event
    for (const [label, value] of [
      ['New password', password],
      ['Confirm password', confirmPassword],
    ] as const) {
      const box = screen.getByLabelText(label)
      await user.clear(box)
      if (value) await user.type(box, value)
    }
    await user.click(screen.getByRole('button', { name: T.resetButton }))
    const expected = passwordMessage(password, confirmPassword)
    if (expected) await screen.findByText(expected)
  },
  expectState(snapshot) {
    const context = snapshot.context as ResetPasswordContext
    const heading = screen.getByRole('heading', { level: 1 })
    const expired = snapshot.matches('expired')
    const done = snapshot.matches('done')
    expect(heading).toHaveTextContent(expired ? T.expiredTitle : done ? T.doneTitle : T.resetTitle)
    expect(screen.queryByText(T.expired) !== null).toBe(expired)
    expect(screen.queryByRole('link', { name: T.requestAgain }) !== null).toBe(expired)
    expect(screen.queryByText(T.done) !== null).toBe(done)
    if (done) expect(screen.getByRole('link', { name: T.logIn })).toHaveAttribute('href', '/login')
    const form = screen.queryByRole('form', { name: T.resetTitle })
    expect(form !== null).toBe(!expired && !done)
    if (!form) return
    const busy = snapshot.hasTag('busy')
    expect(screen.getByRole('button', { name: busy ? T.saving : T.resetButton })).toHaveProperty(
      'disabled',
      busy,
    )
    const refusal = context.failure ? screen.queryByText(context.failure) : null
    expect(refusal !== null).toBe(context.failure !== null)
  },
}

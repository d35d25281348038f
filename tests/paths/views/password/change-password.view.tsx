import type { ChangePasswordEvent } from '../../../../machines/password/change-password.machine'
import { render, screen } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { passwordMessage } from '../password-messages'
import ChangePasswordPage from '../../../../src/features/password/ChangePasswordPage'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindChangePassword } from '../../../../src/app/flows/password/change-password'
import { createActor } from 'xstate'
import { sessionMachine } from '../../../../machines/session/session.machine'

export const changePasswordView: ViewAdapter<ChangePasswordEvent> = {
  machineId: 'changePassword',
  mount() {
    const scripted = createScriptedActors(['savePassword'])
    const { deps, spies } = scriptedDeps()
    const session = createActor(sessionMachine, { input: {} })
    const sessionSend = vi.spyOn(session, 'send')
    render(
      <ChangePasswordPage
        logic={bindChangePassword(deps, session).provide({ actors: scripted.logics })}
        partnerName="Northwind Partners"
      />,
    )
    return { scripted, spies: { ...spies, sessionSend } }
  },
  async perform(event, user) {
    if (event.type !== 'password.submit') throw new Error(`No user action for ${JSON.stringify(event)}`)
    const { password, confirmPassword } = event
    const values = { password, confirmPassword }
    for (const [label, value] of [
      ['New password', values.password],
      ['Confirm password', values.confirmPassword],
    ] as const) {
      const box = screen.getByLabelText(label)
      await user.clear(box)
      if (value) await user.type(box, value)
    }
    const grant = screen.getByRole('checkbox', { name: /Let Northwind Partners sign in/ })
    if (grant instanceof HTMLInputElement && grant.checked !== (event.grantLoginAccess === true))
      await user.click(grant)
    await user.click(screen.getByRole('button', { name: 'Save password' }))
    const expected = passwordMessage(password, confirmPassword)
    if (expected) await screen.findByText(expected)
  },
  expectState(snapshot, spies) {
    if (snapshot.hasTag('busy')) {
      expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled()
    } else if (snapshot.matches('editing')) {
      expect(screen.getByRole('button', { name: 'Save password' })).toBeEnabled()
      const failure = (snapshot.context as { failure: string | null }).failure
      if (failure) expect(screen.getByText(failure)).toBeInTheDocument()
    } else if (snapshot.status === 'done') {
      expect(spies.navigate?.mock.calls).toEqual([['/home', { replace: true }]])
      expect(spies.sessionSend?.mock.calls).toEqual([[{ type: 'session.reload' }]])
    }
  },
}

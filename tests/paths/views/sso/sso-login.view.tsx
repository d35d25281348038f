import type { SsoLoginEvent } from '../../../../machines/sso/sso-login.machine'
import { render, screen } from '@testing-library/react'
import { is } from 'superstruct'
import { expect } from 'vitest'
import { LOGIN_MESSAGES, SsoEmailForm } from '../../../../src/domain/login'
import SsoLoginPage from '../../../../src/features/sso/SsoLoginPage'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindSsoLogin } from '../../../../src/app/flows/sso/sso-login'

export const ssoLoginView: ViewAdapter<SsoLoginEvent> = {
  machineId: 'ssoLogin',
  mount() {
    const scripted = createScriptedActors(['requestSsoLink'])
    const { deps, spies } = scriptedDeps()
    render(<SsoLoginPage logic={bindSsoLogin(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type !== 'sso.submit') throw new Error(`No user action for ${JSON.stringify(event)}`)
    const { email } = event
    const box = screen.getByLabelText('Email')
    await user.clear(box)
    if (email) await user.type(box, email)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    if (!is({ email }, SsoEmailForm))
      await screen.findByText(email ? LOGIN_MESSAGES.emailInvalid : LOGIN_MESSAGES.emailRequired)
  },
  expectState(snapshot, spies) {
    if (snapshot.status === 'done') {
      expect(spies.leave?.mock.calls.length).toBe(1)
      expect(screen.getByRole('button', { name: 'Redirecting…' })).toBeDisabled()
    } else if (snapshot.hasTag('busy')) {
      expect(screen.getByRole('button', { name: 'Redirecting…' })).toBeDisabled()
    } else {
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled()
      const failure = (snapshot.context as { failure: string | null }).failure
      if (failure) expect(screen.getByText(failure)).toBeInTheDocument()
    }
  },
}

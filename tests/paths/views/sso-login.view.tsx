import { render, screen } from '@testing-library/react'
import { is } from 'superstruct'
import { expect, vi } from 'vitest'
import { ssoLoginMachine } from '../../../machines/sso-login.machine'
import { LOGIN_MESSAGES, SsoEmailForm } from '../../../src/domain/login'
import SsoLoginPage from '../../../src/features/sso/SsoLoginPage'
import { createScriptedActors } from '../scripted-actors'
import type { ViewAdapter } from '../view-adapter'

export const ssoLoginView: ViewAdapter = {
  machineId: 'ssoLogin',
  mount() {
    const scripted = createScriptedActors(['requestSsoLink'])
    const goToProvider = vi.fn()
    render(
      <SsoLoginPage
        logic={ssoLoginMachine.provide({
          actors: scripted.logics,
          actions: { goToProvider: (_, link) => goToProvider(link) },
        })}
      />,
    )
    return { scripted, spies: { goToProvider } }
  },
  async perform(event, user) {
    if (event.type !== 'sso.submit') throw new Error(`No user action for ${event.type}`)
    const { email } = event as unknown as { email: string }
    const box = screen.getByLabelText('Email')
    await user.clear(box)
    if (email) await user.type(box, email)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    if (!is({ email }, SsoEmailForm))
      await screen.findByText(email ? LOGIN_MESSAGES.emailInvalid : LOGIN_MESSAGES.emailRequired)
  },
  expectState(snapshot, spies) {
    if (snapshot.status === 'done') {
      expect(spies.goToProvider?.mock.calls.length).toBe(1)
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

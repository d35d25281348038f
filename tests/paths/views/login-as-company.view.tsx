import { render, screen } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { loginAsCompanyMachine, type LoginAsCompanyInput } from '../../../machines/login-as-company.machine'
import LoginAsCompanyPage from '../../../src/features/partner/LoginAsCompanyPage'
import { createScriptedActors } from '../scripted-actors'
import type { ViewAdapter } from '../view-adapter'

export const loginAsCompanyView: ViewAdapter = {
  machineId: 'loginAsCompany',
  mount(input) {
    const scripted = createScriptedActors(['exchangeCompanyToken', 'startCompanySession'])
    const enterCompany = vi.fn()
    const leaveToLogin = vi.fn()
    render(
      <LoginAsCompanyPage
        input={input as LoginAsCompanyInput}
        logic={loginAsCompanyMachine.provide({
          actors: scripted.logics,
          actions: {
            enterCompany: (_, user) => enterCompany(user),
            leaveToLogin: (_, message) => leaveToLogin(message),
          },
        })}
      />,
    )
    return { scripted, spies: { enterCompany, leaveToLogin } }
  },
  async perform(event) {
    throw new Error(`No user action for ${event.type}: this page has nothing to click`)
  },
  expectState(snapshot, spies) {
    if (snapshot.matches('failed')) {
      expect(screen.getByRole('status')).toHaveTextContent('Returning to the login page…')
      const failure = (snapshot.context as { failure: string | null }).failure
      expect(spies.leaveToLogin?.mock.calls).toEqual([[failure]])
      expect(spies.enterCompany?.mock.calls.length).toBe(0)
    } else {
      expect(screen.getByRole('status')).toHaveTextContent('Opening the customer company…')
      expect(spies.enterCompany?.mock.calls.length).toBe(snapshot.matches('entered') ? 1 : 0)
    }
  },
}

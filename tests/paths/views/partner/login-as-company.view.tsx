import { render, screen } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { type LoginAsCompanyInput } from '../../../../machines/partner/login-as-company.machine'
import LoginAsCompanyPage from '../../../../src/features/partner/LoginAsCompanyPage'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindLoginAsCompany } from '../../../../src/app/flows/partner/login-as-company'
import { loginNotice } from '../../../../src/app/login-notice'
import { createActor } from 'xstate'
import { sessionMachine } from '../../../../machines/session/session.machine'

export const loginAsCompanyView: ViewAdapter = {
  machineId: 'loginAsCompany',
  mount(input) {
    const scripted = createScriptedActors(['exchangeCompanyToken', 'startCompanySession'])
    const { deps, spies } = scriptedDeps()
    const session = createActor(sessionMachine, { input: {} })
    const sessionSend = vi.spyOn(session, 'send')
    render(
      <LoginAsCompanyPage
        input={input as LoginAsCompanyInput}
        logic={bindLoginAsCompany(deps, session).provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies: { ...spies, sessionSend } }
  },
  async perform(event) {
    throw new Error(`No user action for ${event.type}: this page has nothing to click`)
  },
  expectState(snapshot, spies) {
    if (snapshot.matches('failed')) {
      expect(screen.getByRole('status')).toHaveTextContent('Returning to the login page…')
      const failure = (snapshot.context as { failure: string | null }).failure
      expect(spies.navigate?.mock.calls).toEqual([
        ['/login', { replace: true, state: loginNotice(failure!) }],
      ])
      expect(spies.sessionSend?.mock.calls.length).toBe(0)
    } else {
      expect(screen.getByRole('status')).toHaveTextContent('Opening the customer company…')
      expect(spies.sessionSend?.mock.calls.length).toBe(snapshot.matches('entered') ? 1 : 0)
    }
  },
}

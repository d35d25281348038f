import { adminUser } from '../../../../machines/samples/session.samples'
import { render, screen } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { is } from 'superstruct'
import { type LoginInput, type LoginEvent } from '../../../../machines/login/login.machine'
import { LoginForm } from '../../../../src/domain/login'
import LoginPage from '../../../../src/features/login/LoginPage'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { actionsFor } from '../../../../machines/flow-ui'
import { loginUi } from '../../../../machines/login/login.ui'
import { expectSights, performActions } from '../../user-actions'
import { scriptedDeps } from '../../scripted-deps'
import { bindLogin } from '../../../../src/app/flows/login/login'
import { createActor } from 'xstate'
import { sessionMachine } from '../../../../machines/session/session.machine'

export const loginView: ViewAdapter<LoginEvent> = {
  machineId: 'login',
  mount(input) {
    const scripted = createScriptedActors([
      'validateLogin',
      'signInWithPassword',
      'fetchUser',
      'signOut',
      'twoFactorLogin',
      'exchangeMagicLink',
      'exchangeSsoToken',
      'signInWithCustomToken',
    ])
    const { deps } = scriptedDeps()
    const session = createActor(sessionMachine, { input: {} })
    const sessionSend = vi.spyOn(session, 'send')
    render(
      <LoginPage
        logic={bindLogin(deps, session).provide({ actors: scripted.logics })}
        input={input as LoginInput | undefined}
      />,
    )
    return { scripted, spies: { sessionSend } }
  },
  async perform(event, user) {
    const actions = actionsFor(loginUi, event)
    if (!actions) throw new Error(`No user action for ${JSON.stringify(event)}`)
    await performActions(actions, user)
    if (event.type === 'login.submit' && !is({ email: event.email, password: event.password }, LoginForm)) {
      // The form refuses it before the machine hears of it, and says why next to the field.
      await screen.findAllByText(/Please enter Your Email\.|Invalid email format|Please enter Your Password\.|Too short/)
    }
  },
  expectState(snapshot, spies) {
    expectSights(loginUi.sights(snapshot))
    const failure = snapshot.context.failure as { message: string } | null
    if (snapshot.hasTag('busy')) {
      expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled()
    } else if (snapshot.matches('twoFactor')) {
      expect(screen.getByRole('button', { name: 'Back to Login' })).toBeEnabled()
      expect(screen.queryByRole('form', { name: 'Log in' })).toBeNull()
    } else if (snapshot.matches('editing')) {
      expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled()
      if (failure) expect(screen.getByText(failure.message)).toBeInTheDocument()
    } else if (snapshot.status === 'done') {
      // The session is handed the admin the access check loaded (learners never get here): no second GET /user.
      expect(spies.sessionSend?.mock.calls).toEqual([[{ type: 'session.signedIn', user: adminUser }]])
    }
  },
}

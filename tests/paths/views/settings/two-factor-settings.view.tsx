import { render, screen, within } from '@testing-library/react'
import { expect, vi } from 'vitest'
import {
  type TwoFactorSettingsInput,
  type TwoFactorSettingsEvent,
} from '../../../../machines/settings/two-factor-settings.machine'
import { TWO_FACTOR_SETTINGS_TEXTS as T } from '../../../../src/domain/two-factor'
import { TwoFactorCard } from '../../../../src/features/settings/TwoFactorCard'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindTwoFactorSettings } from '../../../../src/app/flows/settings/two-factor-settings'
import { createActor } from 'xstate'
import { sessionMachine } from '../../../../machines/session/session.machine'

export const twoFactorSettingsView: ViewAdapter<TwoFactorSettingsEvent> = {
  machineId: 'twoFactorSettings',
  mount(input) {
    const scripted = createScriptedActors(['verifyPassword', 'confirmCode'])
    const { deps, spies } = scriptedDeps()
    const session = createActor(sessionMachine, { input: {} })
    const sessionSend = vi.spyOn(session, 'send')
    render(
      <TwoFactorCard
        input={input as TwoFactorSettingsInput}
        logic={bindTwoFactorSettings(deps, session).provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies: { ...spies, sessionSend } }
  },
  async perform(event, user) {
    if (event.type === 'mfa.start') {
      await user.click(screen.getByRole('button', { name: /^(Enable|Disable)$/ }))
    } else if (event.type === 'mfa.cancel') {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    } else if (event.type === 'mfa.submitPassword') {
      const { password } = event
      const dialog = within(screen.getByRole('dialog'))
      const box = dialog.getByLabelText('Password', { selector: 'input' })
      await user.clear(box)
      if (password) await user.type(box, password)
      const go = dialog.getByRole('button', { name: 'Continue' })
      // An empty password cannot be sent: the button says so by being disabled.
      if (!password) return void expect(go).toBeDisabled()
      await user.click(go)
    } else throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as { enabled: boolean; passwordError: string | null }
    const card = screen.getByRole('region', { name: /Two-Factor Authentication/, hidden: true })
    expect(within(card).getByText(context.enabled ? T.on : T.off, { exact: true })).toBeInTheDocument()
    if (!snapshot.hasTag('dialog')) {
      expect(screen.queryByRole('dialog')).toBeNull()
      return
    }
    const dialog = within(screen.getByRole('dialog'))
    if (snapshot.matches('code')) {
      expect(dialog.queryByLabelText('Password', { selector: 'input' })).toBeNull()
    } else if (snapshot.hasTag('busy')) {
      expect(dialog.getByRole('button', { name: 'Checking…' })).toBeDisabled()
    } else if (context.passwordError) {
      expect(dialog.getByText(context.passwordError)).toBeInTheDocument()
    }
    expect(spies.sessionSend?.mock.calls.length).toBe(spies.toast?.mock.calls.length)
  },
}

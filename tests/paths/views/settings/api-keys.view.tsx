import { act, render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { SimulatedClock } from 'xstate'
import { COPY_TOOLTIP_MS } from '../../../../src/domain/constants'
import { COPY_TEXTS } from '../../../../src/domain/copy-text'
import type { ApiKeysContext, ApiKeysEvent } from '../../../../machines/settings/api-keys.machine'
import { bindApiKeys } from '../../../../src/app/flows/settings/api-keys'
import { API_KEY_SCOPE_LABELS, API_KEY_TEXTS } from '../../../../src/domain/api-keys'
import { ApiKeysPanel } from '../../../../src/features/settings/ApiKeysPanel'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// "Copied" goes on a simulated clock: a path's `xstate.after.*` step is the moment it does.
let clock = new SimulatedClock()

const dialog = () => within(screen.getByRole(screen.queryByRole('alertdialog') ? 'alertdialog' : 'dialog'))

// What a tried form must say, from the scenarios' literal values and the texts the flow shows — not from
// ApiKeyForm, which the machine's guard uses too: a wrong rule would pass both.
const NAME_PROBLEM: Record<string, string | null> = { '': API_KEY_TEXTS.nameRequired, 'HR sync': null }
const FORM_PROBLEMS = [API_KEY_TEXTS.nameRequired, API_KEY_TEXTS.scopeRequired]
function expectedProblems(form: ApiKeysContext['form']): string[] {
  const name = NAME_PROBLEM[form.name.trim()]
  if (name === undefined) throw new Error(`no expectation for the scenario's key name "${form.name}"`)
  return [name, form.scopes.length === 0 ? API_KEY_TEXTS.scopeRequired : null].filter(
    (message): message is string => message !== null,
  )
}

export const apiKeysView: ViewAdapter<ApiKeysEvent> = {
  machineId: 'apiKeys',
  mount() {
    clock = new SimulatedClock()
    const scripted = createScriptedActors(['loadKeys', 'createKey', 'revokeKey', 'copyKey'])
    const { deps, spies } = scriptedDeps()
    render(<ApiKeysPanel clock={clock} logic={bindApiKeys(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => clock.increment(COPY_TOOLTIP_MS))
    switch (event.type) {
      case 'keys.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'keys.create':
        return void (await user.click(screen.getByRole('button', { name: 'New API key' })))
      case 'keys.revoke':
        return void (await user.click(screen.getByRole('button', { name: `Revoke ${event.key.name}` })))
      case 'form.name': {
        const box = dialog().getByLabelText('Key name')
        await user.clear(box)
        if (event.name) await user.type(box, event.name)
        return
      }
      case 'form.scope': {
        const box = dialog().getByRole('checkbox', {
          name: API_KEY_SCOPE_LABELS[event.scope],
        }) as HTMLInputElement
        if (box.checked !== event.on) await user.click(box)
        return
      }
      case 'form.submit':
        return void (await user.click(dialog().getByRole('button', { name: 'Create key' })))
      case 'key.copy':
        return void (await user.click(dialog().getByRole('button', { name: 'Copy key' })))
      case 'confirm.yes':
        return void (await user.click(dialog().getByRole('button', { name: 'Revoke' })))
      case 'dialog.close':
        return void (await user.click(
          dialog().getByRole('button', { name: screen.queryByText('Your new API key') ? 'Done' : 'Cancel' }),
        ))
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as ApiKeysContext
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeTruthy()
    if (snapshot.matches('ready')) {
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(screen.queryByRole('alertdialog')).toBeNull()
      if (context.keys?.length === 0) expect(screen.getByText(API_KEY_TEXTS.none)).toBeTruthy()
      for (const key of context.keys ?? [])
        expect(screen.getByRole('button', { name: `Revoke ${key.name}` })).toBeTruthy()
      // The secret is never on the page once its dialog closed.
      expect(screen.queryByLabelText('API key')).toBeNull()
    }
    if (snapshot.matches({ creating: 'editing' })) {
      expect((dialog().getByLabelText('Key name') as HTMLInputElement).value).toBe(context.form.name)
      const expected = context.attempted ? expectedProblems(context.form) : []
      for (const message of FORM_PROBLEMS)
        if (expected.includes(message)) expect(dialog().getByText(message)).toBeTruthy()
        else expect(dialog().queryByText(message)).toBeNull()
      if (context.formFailure) expect(dialog().getByText(context.formFailure)).toBeTruthy()
    }
    if (snapshot.matches({ creating: 'shown' })) {
      expect(dialog().getByLabelText('API key').textContent).toBe(context.createdKey)
      // "Copied" beside the button for 2 s; a refused clipboard said in words until the next try.
      const copying = snapshot.matches({ creating: { shown: 'copying' } })
      expect(dialog().getByRole('button', { name: 'Copy key' })).toHaveProperty('disabled', copying)
      const copied = snapshot.matches({ creating: { shown: 'copied' } })
      const beside = dialog().getByRole('button', { name: 'Copy key' }).nextElementSibling
      expect(beside?.getAttribute('role')).toBe('status')
      expect(beside?.textContent).toBe(copied ? COPY_TEXTS.copied : '')
      const refused = snapshot.matches({ creating: { shown: 'copyFailed' } })
      expect(dialog().queryByText(COPY_TEXTS.failed) !== null).toBe(refused)
      expect(dialog().getByText(API_KEY_TEXTS.shownOnce)).toBeTruthy()
    }
    if (snapshot.matches({ revoking: 'confirming' })) {
      expect(dialog().getByText(API_KEY_TEXTS.revokeText)).toBeTruthy()
      if (context.formFailure) expect(dialog().getByText(context.formFailure)).toBeTruthy()
    }
  },
}

import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { fromCallback, SimulatedClock } from 'xstate'
import { expect, vi } from 'vitest'
import {
  problemsOf,
  type SsoSettingsContext,
  type SsoSettingsEvent,
  type TestWindowEvent,
} from '../../../../machines/settings/sso-settings.machine'
import { bindSsoSettings } from '../../../../src/app/flows/settings/sso-settings'
import {
  SSO_FIELD_LABELS,
  SSO_PROVIDER_LABELS,
  SSO_TEST_POLL_MS,
  SSO_TEXTS,
  type SsoField,
} from '../../../../src/domain/sso-settings'
import SsoSettingsPage from '../../../../src/features/settings/SsoSettingsPage'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

const ACTORS = [
  'loadSettings',
  'readTest',
  'saveSettings',
  'removeSettings',
  'setEnforcement',
  'generateToken',
  'startTest',
]

// The Test sign-in window's report: the path decides when it arrives, through the callback actor's sendBack.
let sendFromWindow: ((event: SsoSettingsEvent) => void) | null = null
/** The Test sign-in window as the flow holds it: what it was told, and its way to say the browser refused it. */
const popup: { open: boolean; went: string[]; refuse: (() => void) | null } = {
  open: false,
  went: [],
  refuse: null,
}
// The reads of the result run on a simulated clock: a path's `xstate.after.*` step is the moment the next starts.
let clock = new SimulatedClock()

export const ssoSettingsView: ViewAdapter<SsoSettingsEvent> = {
  machineId: 'ssoSettings',
  mount() {
    const scripted = createScriptedActors(ACTORS)
    const { deps, spies } = scriptedDeps()
    // jsdom opens no windows: the window the click opens is a stand-in the flow can send and close.
    vi.spyOn(window, 'open').mockImplementation(
      () => ({ closed: false, close() {}, location: { href: '' } }) as unknown as Window,
    )
    sendFromWindow = null
    clock = new SimulatedClock()
    const watchTest = fromCallback<SsoSettingsEvent>(({ sendBack }) => {
      sendFromWindow = sendBack
      return () => {
        sendFromWindow = null
      }
    })
    popup.open = false
    popup.went = []
    popup.refuse = null
    const testWindow = fromCallback<TestWindowEvent>(({ sendBack, receive }) => {
      popup.open = true
      popup.refuse = () => sendBack({ type: 'test.blocked' })
      receive((event) => void popup.went.push(event.url))
      return () => {
        popup.open = false
        popup.refuse = null
      }
    })
    render(
      <SsoSettingsPage
        logic={bindSsoSettings(deps).provide({ actors: { ...scripted.logics, watchTest, testWindow } })}
        clock={clock}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => clock.increment(SSO_TEST_POLL_MS))
    switch (event.type) {
      case 'provider.choose':
        return void (await user.click(
          screen.getByRole('button', { name: SSO_PROVIDER_LABELS[event.provider] }),
        ))
      case 'field.change': {
        const form = within(screen.getByRole('form'))
        const box = form.getByLabelText(SSO_FIELD_LABELS[event.field])
        return void fireEvent.change(box, { target: { value: event.value } })
      }
      case 'form.save':
        return void (await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Save' })))
      case 'form.cancel':
        return void (await user.click(
          within(screen.getByRole('form')).getByRole('button', { name: 'Cancel' }),
        ))
      case 'remove.request':
        return void (await user.click(screen.getByRole('button', { name: 'Remove' })))
      case 'remove.confirm':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
        ))
      case 'remove.cancel':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
        ))
      case 'enforcement.toggle':
        return void (await user.click(screen.getByRole('switch', { name: 'Enforce SSO' })))
      case 'token.generate':
        return void (await user.click(screen.getByRole('button', { name: /^Generate/ })))
      case 'token.dismiss':
        return void (await user.click(screen.getByRole('button', { name: 'Done' })))
      case 'retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'test.start':
        return void (await user.click(screen.getByRole('button', { name: 'Test sign-in' })))
      case 'test.stop':
        return void (await user.click(screen.getByRole('button', { name: 'Stop waiting' })))
      case 'test.finished':
        if (!sendFromWindow) throw new Error('No test window is being watched')
        return act(() => sendFromWindow!(event))
      case 'test.blocked':
        if (!popup.refuse) throw new Error('No test window was opened')
        return act(() => popup.refuse!())
    }
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as SsoSettingsContext
    if (snapshot.matches('loading')) return void expect(screen.getByText('Loading…')).toBeInTheDocument()
    if (snapshot.matches('failed')) {
      expect(screen.getByText(context.failure!)).toBeInTheDocument()
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    }
    const provider = context.settings?.provider ?? null
    const panel = within(screen.getByRole('region', { name: 'Identity provider', hidden: true }))
    if (provider)
      expect(panel.getByText(SSO_PROVIDER_LABELS[provider], { selector: 'strong' })).toBeInTheDocument()
    else expect(panel.getByText(/No identity provider is connected/)).toBeInTheDocument()
    const toggle = screen.getByRole('switch', { name: 'Enforce SSO', hidden: true })
    expect((toggle as HTMLInputElement).checked).toBe(context.settings?.ssoEnforcement ?? false)
    const editing = snapshot.matches({ ready: 'editing' }) || snapshot.matches({ ready: 'saving' })
    if (editing) {
      const form = within(screen.getByRole('form'))
      expect(form.getByRole('heading', { name: SSO_PROVIDER_LABELS[context.provider!] })).toBeInTheDocument()
      for (const [field, problem] of Object.entries(context.tried ? problemsOf(context) : {}))
        expect(form.getByLabelText(SSO_FIELD_LABELS[field as SsoField])).toHaveAccessibleDescription(
          expect.stringContaining(problem),
        )
    } else expect(screen.queryByRole('form')).toBeNull()
    if (context.failure) expect(screen.getByText(context.failure)).toBeInTheDocument()
    const removing =
      snapshot.matches({ ready: 'confirmingRemove' }) || snapshot.matches({ ready: 'removing' })
    expect(screen.queryByRole('alertdialog') !== null).toBe(removing)
    if (snapshot.matches({ ready: 'showingToken' }))
      expect((screen.getByLabelText('New SCIM token') as HTMLInputElement).value).toBe(context.token)
    else expect(screen.queryByLabelText('New SCIM token')).toBeNull()
    const testing = snapshot.matches({ ready: 'startingTest' }) || snapshot.matches({ ready: 'testing' })
    expect(screen.queryByText(SSO_TEXTS.testWaiting) !== null).toBe(testing)
    // The window opens with the click, goes to the provider once the gateway answered, and closes when refused.
    if (testing) expect(popup.open, 'the Test sign-in window is open').toBe(true)
    if (snapshot.matches({ ready: 'testing' }))
      expect(popup.went.at(-1)).toMatch(/^https:\/\/acme\.okta\.com\//)
    if (context.failure === SSO_TEXTS.testPopupBlocked) expect(popup.open).toBe(false)
    const test = context.settings?.test
    const last = screen.queryByRole('group', { name: 'Last test sign-in', hidden: true })
    expect(last !== null).toBe(Boolean(test))
    if (test?.ok) expect(last).toHaveTextContent(`Test sign-in succeeded as ${test.email}`)
    const block =
      context.settings?.provider && !context.settings.ssoEnforcement ? context.settings.enforceBlock : null
    if (block) expect(screen.getByText(block)).toBeInTheDocument()
    expect(spies.toast).toBeDefined()
  },
}

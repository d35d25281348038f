import { act, render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { SimulatedClock } from 'xstate'
import { COPY_TOOLTIP_MS } from '../../../../src/domain/constants'
import { COPY_TEXTS } from '../../../../src/domain/copy-text'
import type { WebhooksContext, WebhooksEvent } from '../../../../machines/settings/webhooks.machine'
import { bindWebhooks } from '../../../../src/app/flows/settings/webhooks'
import { WEBHOOK_EVENT_LABELS, WEBHOOK_TEXTS } from '../../../../src/domain/webhooks'
import { WebhooksPanel } from '../../../../src/features/settings/WebhooksPanel'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// "Copied" goes on a simulated clock: a path's `xstate.after.*` step is the moment it does.
let clock = new SimulatedClock()

const dialog = () => within(screen.getByRole(screen.queryByRole('alertdialog') ? 'alertdialog' : 'dialog'))

// What a tried form must say, from the scenarios' literal values and the texts the flow shows — not from
// WebhookForm, which the machine's guard uses too: a wrong rule would pass both.
const URL_PROBLEM: Record<string, string | null> = {
  '': WEBHOOK_TEXTS.urlRequired,
  'ftp://hooks': WEBHOOK_TEXTS.urlInvalid,
  'https://hooks.globex.example/awareness': null,
}
const FORM_PROBLEMS = [WEBHOOK_TEXTS.urlRequired, WEBHOOK_TEXTS.urlInvalid, WEBHOOK_TEXTS.eventsRequired]
function expectedProblems(form: WebhooksContext['form']): string[] {
  const url = URL_PROBLEM[form.url.trim()]
  if (url === undefined) throw new Error(`no expectation for the scenario's address "${form.url}"`)
  return [url, form.eventTypes.length === 0 ? WEBHOOK_TEXTS.eventsRequired : null].filter(
    (message): message is string => message !== null,
  )
}

export const webhooksView: ViewAdapter<WebhooksEvent> = {
  machineId: 'webhooks',
  mount() {
    clock = new SimulatedClock()
    const scripted = createScriptedActors([
      'loadEndpoints',
      'createEndpoint',
      'removeEndpoint',
      'resumeEndpoint',
      'copySecret',
      'loadDeliveries',
      'sendTest',
    ])
    const { deps, spies } = scriptedDeps()
    render(<WebhooksPanel clock={clock} logic={bindWebhooks(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => clock.increment(COPY_TOOLTIP_MS))
    const press = async (control: HTMLElement | null, what: string) =>
      void (await user.click(enabledControl(control, what)))
    switch (event.type) {
      case 'hooks.retry':
        return press(screen.queryByRole('button', { name: 'Retry' }), 'Retry')
      case 'hooks.create':
        return press(screen.queryByRole('button', { name: 'Add endpoint' }), 'Add endpoint')
      case 'hooks.remove':
        return press(screen.queryByRole('button', { name: `Remove ${event.endpoint.url}` }), 'Remove')
      case 'hooks.log':
        return press(
          screen.queryByRole('button', { name: `Deliveries of ${event.endpoint.url}` }),
          'Deliveries',
        )
      case 'hooks.resume':
        return press(screen.queryByRole('button', { name: `Resume ${event.endpoint.url}` }), 'Resume')
      case 'form.url': {
        const box = dialog().getByLabelText('Endpoint address')
        await user.clear(box)
        if (event.url) await user.type(box, event.url)
        return
      }
      case 'form.event': {
        const box = dialog().getByRole('checkbox', {
          name: WEBHOOK_EVENT_LABELS[event.eventType],
        }) as HTMLInputElement
        if (box.checked !== event.on) await user.click(box)
        return
      }
      case 'form.submit':
        return press(dialog().queryByRole('button', { name: 'Add endpoint' }), 'Add endpoint (dialog)')
      case 'secret.copy':
        return press(dialog().queryByRole('button', { name: 'Copy secret' }), 'Copy secret')
      case 'log.test':
        return press(dialog().queryByRole('button', { name: 'Send test event' }), 'Send test event')
      case 'log.refresh':
        return press(dialog().queryByRole('button', { name: 'Refresh' }), 'Refresh')
      case 'confirm.yes':
        return press(dialog().queryByRole('button', { name: 'Remove' }), 'Remove (confirm)')
      case 'dialog.close': {
        if (screen.queryByRole('heading', { name: /^Deliveries to / }))
          return press(dialog().queryByRole('button', { name: 'Close' }), 'Close')
        const name = screen.queryByText('Your signing secret') ? 'Done' : 'Cancel'
        return press(dialog().queryByRole('button', { name }), name)
      }
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as WebhooksContext
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeTruthy()
    if (snapshot.matches('ready')) {
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(screen.queryByRole('alertdialog')).toBeNull()
      if (context.endpoints?.length === 0) expect(screen.getByText(WEBHOOK_TEXTS.none)).toBeTruthy()
      for (const endpoint of context.endpoints ?? []) {
        const row = within(screen.getByRole('listitem', { name: endpoint.url }))
        const paused = row.queryByText(WEBHOOK_TEXTS.paused(endpoint.consecutiveFailures))
        if (endpoint.status === 'paused') expect(paused).toBeTruthy()
        else expect(paused).toBeNull()
      }
      if (context.failure) expect(screen.getByText(context.failure)).toBeTruthy()
      // The secret is never on the page once its dialog closed.
      expect(screen.queryByLabelText('Signing secret')).toBeNull()
    }
    if (snapshot.matches('resuming'))
      expect(screen.getByRole('button', { name: `Resume ${context.target!.url}` })).toBeDisabled()
    if (snapshot.matches({ creating: 'editing' })) {
      expect((dialog().getByLabelText('Endpoint address') as HTMLInputElement).value).toBe(context.form.url)
      const expected = context.attempted ? expectedProblems(context.form) : []
      for (const message of FORM_PROBLEMS)
        if (expected.includes(message)) expect(dialog().getAllByText(message).length).toBeGreaterThan(0)
        else expect(dialog().queryByText(message)).toBeNull()
      if (context.formFailure) expect(dialog().getByText(context.formFailure)).toBeTruthy()
    }
    if (snapshot.matches({ creating: 'shown' })) {
      expect(dialog().getByLabelText('Signing secret').textContent).toBe(context.createdSecret)
      // "Copied" beside the button for 2 s; a refused clipboard said in words until the next try.
      const copying = snapshot.matches({ creating: { shown: 'copying' } })
      expect(dialog().getByRole('button', { name: 'Copy secret' })).toHaveProperty('disabled', copying)
      const copied = snapshot.matches({ creating: { shown: 'copied' } })
      const beside = dialog().getByRole('button', { name: 'Copy secret' }).nextElementSibling
      expect(beside?.getAttribute('role')).toBe('status')
      expect(beside?.textContent).toBe(copied ? COPY_TEXTS.copied : '')
      const refused = snapshot.matches({ creating: { shown: 'copyFailed' } })
      expect(dialog().queryByText(COPY_TEXTS.failed) !== null).toBe(refused)
      expect(dialog().getByText(WEBHOOK_TEXTS.secretShownOnce)).toBeTruthy()
    }
    if (snapshot.matches('log')) {
      expect(screen.getByRole('heading', { name: `Deliveries to ${context.target!.url}` })).toBeTruthy()
      const busy = !snapshot.matches({ log: 'shown' })
      expect(dialog().getByRole('button', { name: /^(Send test event|Sending…)$/ })).toHaveProperty(
        'disabled',
        busy,
      )
      if (snapshot.matches({ log: 'shown' }) && context.deliveries) {
        if (context.deliveries.length === 0)
          expect(dialog().getByText(WEBHOOK_TEXTS.noDeliveries)).toBeTruthy()
        else expect(dialog().getAllByRole('row')).toHaveLength(context.deliveries.length + 1)
      }
      if (snapshot.matches({ log: 'shown' }) && context.formFailure)
        expect(dialog().getByText(context.formFailure)).toBeTruthy()
    }
    if (snapshot.matches({ removing: 'confirming' })) {
      expect(screen.getByRole('alertdialog')).toBeTruthy()
      if (context.formFailure) expect(dialog().getByText(context.formFailure)).toBeTruthy()
    }
  },
}

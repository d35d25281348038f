import { fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type {
  DirectEmailDeliveryContext,
  DirectEmailDeliveryEvent,
  DirectEmailDeliveryInput,
  directEmailDeliveryMachine,
} from '../../../../machines/simulation/direct-email-delivery.machine'
import { simulationSettingsMachine } from '../../../../machines/simulation/simulation-settings.machine'
import { bindDirectEmailDelivery } from '../../../../src/app/flows/simulation/simulation-settings'
import { DED_PROVIDER_LABELS, dedFlag, DED_PROVIDERS } from '../../../../src/domain/simulation/settings'
import { SimulationSettingsPage } from '../../../../src/features/simulation/settings/SimulationSettingsPage'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The Direct email delivery tab of the settings page.
function Harness({
  logic,
  input,
}: {
  logic: typeof directEmailDeliveryMachine
  input: DirectEmailDeliveryInput
}) {
  const ded = useActorRef(logic, { input })
  const settings = useActorRef(simulationSettingsMachine)
  return <SimulationSettingsPage tab="direct-email-delivery" settings={settings} ded={ded} />
}

const provider = (name: string) => within(screen.getByRole('group', { name }))

export const directEmailDeliveryView: ViewAdapter = {
  machineId: 'directEmailDelivery',
  mount(input) {
    const scripted = createScriptedActors(['loadDed', 'saveDed', 'initiateConsent', 'sendTestEmail'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindDirectEmailDelivery(deps).provide({ actors: scripted.logics })}
        input={input as DirectEmailDeliveryInput}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as DirectEmailDeliveryEvent
    switch (e.type) {
      case 'ded.toggle': {
        const label = `Deliver simulations through ${DED_PROVIDER_LABELS[e.provider]}`
        return void (await user.click(enabledControl(screen.queryByRole('switch', { name: label }), label)))
      }
      case 'ded.testEmail':
        return void fireEvent.change(screen.getByLabelText('Test email address'), {
          target: { value: e.value },
        })
      case 'ded.save':
        return void (await user.click(enabledControl(screen.queryByRole('button', { name: 'Save' }), 'Save')))
      case 'ded.discard':
        return void (await user.click(
          enabledControl(screen.queryByRole('button', { name: 'Discard' }), 'Discard'),
        ))
      case 'ded.connect': {
        const button = provider(DED_PROVIDER_LABELS[e.provider]).queryByRole('button', {
          name: /^(Connect|Reconnect)$/,
        })
        return void (await user.click(enabledControl(button, 'Connect')))
      }
      case 'ded.sendTest': {
        const button = screen.queryByRole('button', { name: 'Send test email' })
        return void (await user.click(enabledControl(button, 'Send test email')))
      }
      case 'ded.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as DirectEmailDeliveryContext
    if (snapshot.matches('failed'))
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    if (!context.draft || !context.saved)
      return void expect(screen.getByText('Loading direct email delivery…')).toBeTruthy()
    for (const id of DED_PROVIDERS) {
      const group = provider(DED_PROVIDER_LABELS[id])
      const connected = context.saved.connections[id] !== null
      expect(group.getByText(connected ? /^Connected on / : 'Not connected')).toBeTruthy()
      const toggle = group.getByRole('switch') as HTMLInputElement
      expect(toggle.checked).toBe(context.draft[dedFlag(id)])
      expect(toggle.disabled).toBe(
        !snapshot.can({ type: 'ded.toggle', provider: id, enabled: !toggle.checked }),
      )
    }
    expect((screen.getByLabelText('Test email address') as HTMLInputElement).value).toBe(
      context.draft.testEmail ?? '',
    )
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty(
      'disabled',
      !snapshot.can({ type: 'ded.save' }),
    )
    expect(screen.getByRole('button', { name: 'Send test email' })).toHaveProperty(
      'disabled',
      !snapshot.can({ type: 'ded.sendTest' }),
    )
    if (snapshot.matches('ready') && context.failure) expect(screen.getByText(context.failure)).toBeTruthy()
  },
}

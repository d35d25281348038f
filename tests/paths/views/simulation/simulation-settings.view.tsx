import { act, fireEvent, render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import { expect } from 'vitest'
import type { ActorRefFrom } from 'xstate'
import { directEmailDeliveryMachine } from '../../../../machines/simulation/direct-email-delivery.machine'
import type {
  SimulationSettingsContext,
  SimulationSettingsEvent,
  simulationSettingsMachine,
} from '../../../../machines/simulation/simulation-settings.machine'
import { bindSimulationSettings } from '../../../../src/app/flows/simulation/simulation-settings'
import type { SettingsTab } from '../../../../src/domain/simulation/settings'
import { SimulationSettingsPage } from '../../../../src/features/simulation/settings/SimulationSettingsPage'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The folder message for the values the scenarios choose, in the spec's words and written out here rather than
// asked of the rule the machine's guard uses. A value with no line fails.
const FOLDER_MESSAGES: Record<string, string | null> = {
  'MOVE_TO_DELETED|': null,
  'MOVE_TO_FOLDER|': 'Enter the folder id reported mails move to.',
}
function folderMessage(action: string, folderId: string | null): string | null {
  const key = `${action}|${folderId ?? ''}`
  if (!(key in FOLDER_MESSAGES)) throw new Error(`no expectation for the folder "${key}"`)
  return FOLDER_MESSAGES[key] ?? null
}

// The Report button and Configuration tabs over the one settings draft: an edit is made on the tab that holds
// its field (the tab links are the page's own, so the harness keeps the tab as the route would).
const mounted: {
  actor: ActorRefFrom<typeof simulationSettingsMachine> | null
  setTab: ((tab: SettingsTab) => void) | null
} = { actor: null, setTab: null }
const ded = directEmailDeliveryMachine

function Harness({ logic }: { logic: typeof simulationSettingsMachine }) {
  const settings = useActorRef(logic)
  const dedActor = useActorRef(ded, { input: { userId: 'usr_admin', returned: null } })
  const [tab, setTab] = useState<SettingsTab>('report-button')
  useEffect(() => {
    mounted.actor = settings
    mounted.setTab = setTab
  }, [settings])
  return <SimulationSettingsPage tab={tab} settings={settings} ded={dedActor} />
}

const show = (tab: SettingsTab) => act(() => mounted.setTab!(tab))

export const simulationSettingsView: ViewAdapter = {
  machineId: 'simulationSettings',
  mount() {
    const scripted = createScriptedActors(['loadSettings', 'saveSettings'])
    render(
      <Harness logic={bindSimulationSettings(scriptedDeps().deps).provide({ actors: scripted.logics })} />,
    )
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    const e = event as SimulationSettingsEvent
    switch (e.type) {
      case 'settings.edit': {
        const patch = e.patch
        if (patch.xTestPhish !== undefined) {
          show('configuration')
          const field = screen.getByLabelText('X-Test-Phish header value')
          return void fireEvent.change(field, { target: { value: patch.xTestPhish } })
        }
        show('report-button')
        // One event, one change: the patch's fields go in as a paste would, in one go.
        if (patch.email !== undefined)
          fireEvent.change(screen.getByLabelText('Forward reported emails to'), {
            target: { value: patch.email },
          })
        if (patch.gwReportAction)
          await user.selectOptions(
            screen.getByLabelText('In Google Workspace, a reported email'),
            patch.gwReportAction,
          )
        if (patch.msReportAction)
          await user.selectOptions(
            screen.getByLabelText('In Microsoft 365, a reported email'),
            patch.msReportAction,
          )
        return
      }
      case 'settings.save':
        return void (await user.click(enabledControl(screen.queryByRole('button', { name: 'Save' }), 'Save')))
      case 'settings.discard':
        return void (await user.click(
          enabledControl(screen.queryByRole('button', { name: 'Discard' }), 'Discard'),
        ))
      case 'settings.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as SimulationSettingsContext
    if (snapshot.matches('failed'))
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    if (!context.draft) return void expect(screen.getByText('Loading settings…')).toBeTruthy()
    const onReport = screen.queryByLabelText('Forward reported emails to') as HTMLInputElement | null
    if (onReport) {
      expect(onReport.value).toBe(context.draft.email ?? '')
      expect(
        (screen.getByLabelText('In Google Workspace, a reported email') as HTMLSelectElement).value,
      ).toBe(context.draft.gwReportAction)
      expect((screen.getByLabelText('In Microsoft 365, a reported email') as HTMLSelectElement).value).toBe(
        context.draft.msReportAction,
      )
      const folderProblem =
        context.fieldErrors.folderId ?? folderMessage(context.draft.msReportAction, context.draft.folderId)
      if (folderProblem) expect(screen.getByText(folderProblem)).toBeTruthy()
      else expect(screen.queryByText('Enter the folder id reported mails move to.')).toBeNull()
    } else
      expect((screen.getByLabelText('X-Test-Phish header value') as HTMLInputElement).value).toBe(
        context.draft.xTestPhish,
      )
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toHaveProperty('disabled', !snapshot.can({ type: 'settings.save' }))
    expect(save.getAttribute('aria-busy')).toBe(String(snapshot.matches('saving')))
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveProperty(
      'disabled',
      !snapshot.can({ type: 'settings.discard' }),
    )
    if (snapshot.matches('ready') && context.failure) expect(screen.getByText(context.failure)).toBeTruthy()
  },
}

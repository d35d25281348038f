import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import type { ActorRefFrom } from 'xstate'
import {
  campaignSettingsMachine,
  type CampaignSettingsContext,
  type CampaignSettingsEvent,
} from '../../../machines/campaign-settings.machine'
import { CAMPAIGN_TEXTS } from '../../../src/domain/exercise-campaign'
import { CampaignSettingsDialog } from '../../../src/features/exercise/CampaignSettingsDialog'
import { createScriptedActors } from '../scripted-actors'
import type { ViewAdapter } from '../view-adapter'

const mounted: { actor: ActorRefFrom<typeof campaignSettingsMachine> | null } = { actor: null }

function Harness({ logic }: { logic: typeof campaignSettingsMachine }) {
  const settings = useActorRef(logic)
  useEffect(() => {
    mounted.actor = settings
  }, [settings])
  return <CampaignSettingsDialog settings={settings} />
}

const send = (event: CampaignSettingsEvent) => act(() => mounted.actor!.send(event))
const dialog = () => within(screen.getByRole('dialog', { name: 'Campaign Settings' }))

export const campaignSettingsView: ViewAdapter = {
  machineId: 'campaignSettings',
  mount() {
    const scripted = createScriptedActors(['loadDirectory', 'updateCampaign'])
    render(<Harness logic={campaignSettingsMachine.provide({ actors: scripted.logics })} />)
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    const e = event as CampaignSettingsEvent
    const snapshot = mounted.actor!.getSnapshot()
    switch (e.type) {
      case 'settings.open':
        // The card menu's item (the landing's own paths press it): here the card is the event's.
        return void send(e)
      case 'settings.change': {
        if (!snapshot.matches('editing')) return void send(e)
        if (e.patch.name !== undefined) {
          const name = dialog().getByLabelText('Campaign Name')
          await user.clear(name)
          if (e.patch.name) await user.type(name, e.patch.name)
          return
        }
        const ids = e.patch.departmentIds ?? []
        const group = dialog().queryByRole('group', { name: 'Departments' })
        // Unticking a saved department: its box is disabled, so only the machine can be asked.
        if (!group || ids.length === 0) return void send(e)
        const hr = within(group).queryByLabelText(/HR/)
        if (!hr || (hr as HTMLInputElement).checked) return void send(e)
        return void (await user.click(hr))
      }
      case 'settings.save': {
        const save = screen.queryByRole('button', { name: 'Save' })
        if (!save || (save as HTMLButtonElement).disabled) return void send(e)
        return void (await user.click(save))
      }
      case 'settings.close': {
        const cancel = screen.queryByRole('button', { name: 'Cancel' })
        if (!cancel) return void send(e)
        // The confirmation's exit can still hold the page's pointer lock: the button's own click, as a keyboard would.
        return void act(() => cancel.click())
      }
      case 'confirm.yes':
        return void (await user.click(screen.getByRole('button', { name: 'Confirm', hidden: true })))
      case 'confirm.no':
        return void (await user.click(screen.getByRole('button', { name: 'Back', hidden: true })))
    }
    throw new Error(`No user action for ${event.type}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as CampaignSettingsContext
    if (snapshot.matches('closed')) {
      expect(screen.queryByRole('dialog')).toBeNull()
      return void expect(screen.queryByRole('alertdialog')).toBeNull()
    }
    if (snapshot.matches('confirming') || snapshot.matches('saving')) {
      const confirm = within(screen.getByRole('alertdialog', { hidden: true }))
      return void expect(confirm.getByText(CAMPAIGN_TEXTS.settingsConfirm)).toBeTruthy()
    }
    if (context.form.name.trim() === '') expect(dialog().getByText(CAMPAIGN_TEXTS.nameRequired)).toBeTruthy()
    if (context.failure) expect(dialog().getByRole('alert')).toBeTruthy()
    const save = dialog().getByRole('button', { name: 'Save', hidden: true }) as HTMLButtonElement
    if (context.form.name.trim() === '' || context.form.name === context.campaign?.name)
      if (context.form.departmentIds.length <= 1) expect(save.disabled).toBe(true)
  },
}

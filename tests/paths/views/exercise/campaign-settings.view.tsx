import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect, vi } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import {
  type campaignSettingsMachine,
  type CampaignSettingsContext,
  type CampaignSettingsEvent,
} from '../../../../machines/exercise/campaign-settings.machine'
import { CAMPAIGN_TEXTS } from '../../../../src/domain/exercise-campaign'
import { CampaignSettingsDialog } from '../../../../src/features/exercise/CampaignSettingsDialog'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { enabledControl } from '../../controls'
import { scriptedDeps } from '../../scripted-deps'
import { bindCampaignSettings } from '../../../../src/app/flows/exercise/campaign-settings'
import { bindUserSearch } from '../../../../src/app/flows/exercise/user-search'

const mounted: { actor: ActorRefFrom<typeof campaignSettingsMachine> | null } = { actor: null }

const ADA = { id: 'usr_new', name: 'Ada Lovelace (ada@globex.example)' }
// The picker's own paths are the userSearch machine's; here the gateway always finds Ada.
const search = bindUserSearch(scriptedDeps().deps).provide({
  actors: { searchUsers: fromPromise(async () => ({ items: [ADA], total: 1 })) },
})

function Harness({ logic }: { logic: typeof campaignSettingsMachine }) {
  const settings = useActorRef(logic)
  const userSearch = useActorRef(search)
  useEffect(() => {
    mounted.actor = settings
  }, [settings])
  return <CampaignSettingsDialog settings={settings} userSearch={userSearch} />
}

const send = (event: CampaignSettingsEvent) => act(() => mounted.actor!.send(event))
// The settings dialog stays open under its confirmation, which hides it from the accessibility tree meanwhile.
const dialog = () => within(screen.getByRole('dialog', { name: 'Campaign Settings', hidden: true }))

export const campaignSettingsView: ViewAdapter = {
  machineId: 'campaignSettings',
  mount() {
    const scripted = createScriptedActors(['loadDirectory', 'updateCampaign'])
    const { deps, spies } = scriptedDeps()
    const saved = vi.fn()
    render(
      <Harness
        logic={bindCampaignSettings(deps).provide({
          actors: scripted.logics,
          actions: { reportSaved: () => saved() },
        })}
      />,
    )
    return { scripted, spies: { ...spies, saved } }
  },
  async perform(event, user) {
    const e = event as CampaignSettingsEvent
    const snapshot = mounted.actor!.getSnapshot()
    switch (e.type) {
      case 'settings.open':
        // The card menu's item (the landing's own paths press it): here the card is the event's.
        return void send(e)
      case 'settings.change': {
        if (e.patch.name !== undefined) {
          const name = dialog().getByLabelText('Campaign Name')
          await user.clear(name)
          if (e.patch.name) await user.type(name, e.patch.name)
          return
        }
        const ids = e.patch.departmentIds ?? []
        const group = dialog().queryByRole('group', { name: 'Departments' })
        const hr = group ? within(group).queryByLabelText(/HR/) : null
        // The HR box toggles: pressed only when the wanted selection differs from what is ticked.
        if ((enabledControl(hr, 'the HR box') as HTMLInputElement).checked !== ids.includes('dep_hr'))
          await user.click(hr!)
        return
      }
      case 'users.add': {
        // After a refused save the dialog comes back with its opening animation.
        const open = within(await screen.findByRole('dialog', { name: 'Campaign Settings', hidden: true }))
        const group = open.queryByRole('group', { name: 'Selected users' })
        const match = group ? within(group).queryByRole('button', { name: `+ ${e.user.name}` }) : null
        return void act(() => enabledControl(match, `+ ${e.user.name}`).click())
      }
      case 'users.remove': {
        const remove = snapshot.matches('editing')
          ? within(
              await screen.findByRole('dialog', { name: 'Campaign Settings', hidden: true }),
            ).queryByRole('button', {
              name: `Remove ${ADA.name}`,
            })
          : null
        if (e.userId !== ADA.id) throw new Error(`No remove button is expected for ${e.userId}`)
        // As settings.close: the confirmation's exit can still hold the pointer lock, so the keyboard's click.
        return void act(() => enabledControl(remove, `Remove ${ADA.name}`).click())
      }
      case 'settings.save': {
        const save = screen.queryByRole('button', { name: 'Save' })
        return void (await user.click(enabledControl(save, 'save')))
      }
      case 'settings.close': {
        const cancel = screen.queryByRole('button', { name: 'Cancel' })
        // The confirmation's exit can still hold the page's pointer lock: the button's own click, as a keyboard would.
        return void act(() => enabledControl(cancel, 'Cancel').click())
      }
      case 'confirm.yes':
        return void (await user.click(screen.getByRole('button', { name: 'Confirm', hidden: true })))
      case 'confirm.no':
        return void (await user.click(screen.getByRole('button', { name: 'Back', hidden: true })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
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
    if (context.failure) expect(dialog().getAllByRole('alert').length).toBeGreaterThan(0)
    const save = dialog().getByRole('button', { name: 'Save', hidden: true }) as HTMLButtonElement
    if (context.form.name.trim() === '' || context.form.name === context.campaign?.name)
      if (context.form.departmentIds.length <= 1 && context.addedUsers.length === 0)
        expect(save.disabled).toBe(true)
    const picked = dialog().queryByRole('group', { name: 'Selected users' })
    expect(picked !== null).toBe(context.form.usersType === 'USERS_SELECTED')
    if (picked) {
      const saved = context.campaign!.learners.length
      expect(picked).toHaveTextContent(`${saved} saved learner${saved === 1 ? '' : 's'} (cannot be removed)`)
      const chips = within(within(picked).getByRole('list', { name: 'Selected users' })).queryAllByRole(
        'listitem',
      )
      expect(chips.map((chip) => chip.textContent?.replace('×', ''))).toEqual(
        context.addedUsers.map((u) => u.name),
      )
    }
  },
}

import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import {
  type campaignWizardMachine,
  type CampaignWizardContext,
  type CampaignWizardEvent,
} from '../../../../machines/exercise/campaign-wizard.machine'
import { sampleCard } from '../../../../machines/exercise/template-selection.scenarios'
import { CAMPAIGN_TEXTS, MAX_CAMPAIGN_TEMPLATES } from '../../../../src/domain/exercise-campaign'
import type { Pack } from '../../../../src/domain/template-library'
import { CampaignWizardScreen } from '../../../../src/features/exercise/CampaignWizardScreen'
import { selectSelectionActor } from '../../../../src/features/exercise/wizard-selectors'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { enabledControl } from '../../controls'
import { scriptedDeps } from '../../scripted-deps'
import { bindCampaignWizard } from '../../../../src/app/flows/exercise/campaign-wizard'
import { bindTemplateLibrary } from '../../../../src/app/flows/templates/template-library'
import { bindUserSearch } from '../../../../src/app/flows/exercise/user-search'
import type { UserMatches } from '../../../../machines/exercise/user-search.machine'

const cards = Array.from({ length: 3 }, (_, i) => sampleCard(`tpl_${i + 1}`))
const library = bindTemplateLibrary(scriptedDeps().deps).provide({
  actors: {
    loadPage: fromPromise(async () => ({ items: cards, totalCount: cards.length })),
    loadPacks: fromPromise(async (): Promise<Pack[]> => []),
  },
})
// The picker's own paths are the userSearch machine's; here it never finds anyone.
const search = bindUserSearch(scriptedDeps().deps).provide({
  actors: { searchUsers: fromPromise(async (): Promise<UserMatches> => ({ items: [], total: 0 })) },
})
const mounted: { actor: ActorRefFrom<typeof campaignWizardMachine> | null } = { actor: null }

function Harness({
  logic,
  input,
}: {
  logic: typeof campaignWizardMachine
  input: { today: string; timeZone: string }
}) {
  const wizard = useActorRef(logic, { input })
  const grid = useActorRef(library)
  const userSearch = useActorRef(search)
  useEffect(() => {
    mounted.actor = wizard
  }, [wizard])
  return (
    <CampaignWizardScreen
      wizard={wizard}
      library={grid}
      userSearch={userSearch}
      canManage={false}
      onCreate={() => {}}
      onPreview={() => {}}
      onEdit={() => {}}
    />
  )
}

const footer = () => within(screen.getByRole('group', { name: 'Wizard steps' }))
const send = (event: CampaignWizardEvent) => act(() => mounted.actor!.send(event))

export const campaignWizardView: ViewAdapter = {
  machineId: 'campaignWizard',
  mount(input) {
    const scripted = createScriptedActors([
      'loadPacks',
      'loadPackTemplates',
      'loadDirectory',
      'countLearners',
      'previewLaunch',
      'createCampaign',
    ])
    render(
      <Harness
        logic={bindCampaignWizard(scriptedDeps().deps).provide({ actors: scripted.logics })}
        input={input as { today: string; timeZone: string }}
      />,
    )
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    const e = event as CampaignWizardEvent
    const snapshot = mounted.actor!.getSnapshot()
    switch (e.type) {
      case 'pack.select': {
        const radio = screen.queryByRole('radio', { name: /Starter Pack/ })
        // Before the packs arrive there is no card to press: the machine refuses the event too.
        return void (await user.click(enabledControl(radio, 'radio')))
      }
      case 'pack.custom': {
        const radio = screen.queryByRole('radio', { name: /^Custom/ })
        return void (await user.click(enabledControl(radio, 'radio')))
      }
      case 'pack.edit': {
        const edit = screen.queryByRole('button', { name: 'Edit' })
        return void (await user.click(enabledControl(edit, 'edit')))
      }
      // The page's machine tells the wizard of a template made in the builder (its own view path covers the builder).
      // The real selection takes it and reports; the wizard's graph holds that report as a step of its own, so
      // the step checks the selection grew and then puts it back.
      case 'template.created': {
        const child = selectSelectionActor(snapshot)!
        const before = child.getSnapshot().context.selected
        send(e)
        const now = child.getSnapshot().context.selected
        if (before.length < MAX_CAMPAIGN_TEMPLATES) expect(now.map((t) => t.id)).toContain(e.template.id)
        return void act(() => child.send({ type: 'selection.set', templates: before }))
      }
      case 'selection.changed': {
        // The selection machine reports what the admin ticked: drive it to the same selection.
        const child = selectSelectionActor(snapshot)!
        return void act(() => child.send({ type: 'selection.set', templates: e.selected }))
      }
      case 'settings.change': {
        if ('usersType' in e.patch)
          return void (await user.click(screen.getByRole('radio', { name: 'Departments' })))
        if ('departmentIds' in e.patch) {
          const group = screen.queryByRole('group', { name: 'Departments' })
          const box = group ? within(group).queryByLabelText('Sales') : null
          expect(box, 'the Sales box of the Departments group').not.toBeNull()
          // The box toggles: pressed only when the wanted selection differs from what is ticked.
          if ((box as HTMLInputElement).checked !== e.patch.departmentIds!.includes('dep_sales'))
            await user.click(box!)
          return
        }
        const name = screen.getByLabelText('Campaign Name')
        await user.clear(name)
        return void (await user.type(name, e.patch.name ?? ''))
      }
      case 'users.add':
      case 'users.remove':
        // From outside this view's controls: the picker's own paths are the userSearch machine's (here it finds
        // no one), and what it picks reaches the wizard as this event.
        return void send(e)
      case 'step.next': {
        const next = footer().queryByRole('button', { name: /^Next$/ })
        return void (await user.click(enabledControl(next, 'next')))
      }
      case 'step.back': {
        const back = footer().queryByRole('button', { name: 'Back' })
        return void (await user.click(enabledControl(back, 'back')))
      }
      case 'launch': {
        const launch = footer().queryByRole('button', { name: /^Launch/ })
        return void (await user.click(enabledControl(launch, 'launch')))
      }
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as CampaignWizardContext
    if (snapshot.matches('launched')) return
    const step = snapshot.matches('templates') ? 0 : snapshot.matches('settings') ? 1 : 2
    const current = screen.getByRole('list', { name: 'Steps' }).querySelector('[aria-current="step"]')
    expect(current).toHaveTextContent(['Templates', 'Settings', 'Launch'][step]!)
    if (step === 0) {
      const next = footer().getByRole('button', { name: /^Next$/ })
      const chosen = context.packId !== null || context.selected.length >= 3
      expect((next as HTMLButtonElement).disabled).toBe(
        !(chosen && snapshot.matches({ templates: 'browsing' })),
      )
      if (!chosen) expect(footer().getByRole('tooltip')).toHaveTextContent(CAMPAIGN_TEXTS.selectTemplates(3))
      if (context.packId && context.packTemplates.length > 0)
        expect(screen.getByRole('region', { name: 'Starter Pack' })).toBeTruthy()
      return
    }
    if (step === 1) {
      expect(screen.getByLabelText('Campaign Name')).toBeTruthy()
      if (snapshot.matches({ settings: 'counting' }))
        expect(screen.getByText('Counting learners…')).toBeTruthy()
      else if (context.learnerCount !== null)
        expect(screen.getByText(`${context.learnerCount} learners will receive this exercise`)).toBeTruthy()
      if (
        context.attempted &&
        context.form.usersType === 'USERS_FROM_DEPARTMENTS' &&
        context.form.departmentIds.length === 0
      )
        expect(screen.getByText(CAMPAIGN_TEXTS.noSelectedUsers)).toBeTruthy()
      return
    }
    expect(screen.getByRole('heading', { name: CAMPAIGN_TEXTS.readyToGo })).toBeTruthy()
    // That a failure shows (the graph keeps whether there is one on this step, not its wording).
    if (context.failure && !snapshot.matches({ launch: 'planning' }))
      expect(screen.getAllByRole('alert').length).toBeGreaterThan(0)
    if (snapshot.matches({ launch: 'planning' }))
      expect(screen.getByText('Planning deliveries…')).toBeTruthy()
    if (context.plan) expect(screen.getByRole('table', { name: 'Delivery plan' })).toBeTruthy()
    const launch = footer().getByRole('button', { name: /^Launch/ })
    expect(launch).toHaveTextContent(snapshot.matches({ launch: 'launching' }) ? 'Launching…' : 'Launch')
  },
}

import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import type { ActorRefFrom } from 'xstate'
import type { exerciseCampaignsMachine } from '../../../../machines/exercise/exercise-campaigns.machine'
import {
  type ExerciseCampaignsContext,
  type ExerciseCampaignsEvent,
  type ListPosition,
} from '../../../../machines/exercise/exercise-campaigns.machine'
import { CAMPAIGN_TEXTS } from '../../../../src/domain/exercise-campaign'
import { ExerciseLandingPage } from '../../../../src/features/exercise/ExerciseLandingPage'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { enabledControl, openMenuForKeys, pressInMenu } from '../../controls'
import { scriptedDeps } from '../../scripted-deps'
import { bindExerciseCampaigns } from '../../../../src/app/flows/exercise/exercise-campaigns'

const mounted: { actor: ActorRefFrom<typeof exerciseCampaignsMachine> | null } = { actor: null }

function Harness({
  logic,
  input,
}: {
  logic: typeof exerciseCampaignsMachine
  input: { position: ListPosition }
}) {
  const list = useActorRef(logic, { input })
  useEffect(() => {
    mounted.actor = list
  }, [list])
  return (
    <ExerciseLandingPage list={list} boosted trialEnds={null} onPosition={() => {}} onSettings={() => {}} />
  )
}

const send = (event: ExerciseCampaignsEvent) => act(() => mounted.actor!.send(event))

export const exerciseCampaignsView: ViewAdapter = {
  machineId: 'exerciseCampaigns',
  mount(input) {
    const scripted = createScriptedActors(['loadPage', 'loadPacks', 'archiveCampaign', 'deleteCampaign'])
    render(
      <Harness
        logic={bindExerciseCampaigns(scriptedDeps().deps).provide({ actors: scripted.logics })}
        input={input as { position: ListPosition }}
      />,
    )
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    const e = event as ExerciseCampaignsEvent
    // Timers: the path's step is the moment the countdown fires.
    if (e.type.startsWith('xstate.after.')) return void send(e)
    const modal = screen.queryByRole('alertdialog') !== null
    switch (e.type) {
      case 'list.show':
        // The address changes (a tab link, the pager): the route tells the machine.
        return void send(e)
      case 'list.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'packs.toggle': {
        const toggle = screen.queryByRole('button', { name: /^Show (More|Less)$/ })
        return void (await user.click(enabledControl(modal ? null : toggle, 'Show More / Show Less')))
      }
      case 'report.open': {
        const name = modal ? null : screen.queryByRole('button', { name: e.campaign.name })
        return void (await user.click(enabledControl(name, 'name')))
      }
      case 'archive.request':
      case 'delete.request': {
        const trigger = modal
          ? null
          : screen.queryByRole('button', { name: `Actions for ${e.campaign.name}` })
        await openMenuForKeys(enabledControl(trigger, `the card's menu`), user)
        // The keyboard path through the menu: zag drops a pointer press on an item while it settles the menu.
        return void (await pressInMenu('{ArrowUp}{Enter}'))
      }
      case 'confirm.yes': {
        const dialog = within(screen.getByRole('alertdialog', { hidden: true }))
        return void (await user.click(
          dialog.getByRole('button', { name: /^(Archive|Delete)/, hidden: true }),
        ))
      }
      case 'confirm.no': {
        const dialog = within(screen.getByRole('alertdialog', { hidden: true }))
        return void (await user.click(dialog.getByRole('button', { name: 'Cancel', hidden: true })))
      }
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as ExerciseCampaignsContext
    const confirming = ['confirmingArchive', 'archiving', 'confirmingDelete', 'deleting'].some((s) =>
      snapshot.matches(s),
    )
    if (confirming) {
      const archive = snapshot.matches('confirmingArchive') || snapshot.matches('archiving')
      const title = archive
        ? CAMPAIGN_TEXTS.archiveTitle(context.target!.name)
        : CAMPAIGN_TEXTS.deleteTitle(context.target!.name)
      const dialog = within(screen.getByRole('alertdialog', { name: title, hidden: true }))
      expect(
        dialog.getByText(archive ? CAMPAIGN_TEXTS.archiveWarning : CAMPAIGN_TEXTS.deleteWarning),
      ).toBeTruthy()
      return
    }
    expect(screen.queryByRole('alertdialog')).toBeNull()
    if (snapshot.matches('failed'))
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    if (snapshot.matches('loading')) return
    // Whether cards show (the graph's abstraction), not which: that depends on the path that got here.
    if (context.items.length > 0) expect(screen.getAllByRole('article').length).toBeGreaterThan(0)
    else
      expect(
        screen.getByText(
          new RegExp(`^(${CAMPAIGN_TEXTS.emptyActiveTitle}|${CAMPAIGN_TEXTS.emptyArchivedTitle})$`),
        ),
      ).toBeTruthy()
  },
}

import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import type { ActorRefFrom } from 'xstate'
import {
  simulationConfirmation,
  type simulationCampaignsMachine,
  type SimulationCampaignsContext,
  type SimulationCampaignsEvent,
  type SimulationPosition,
} from '../../../../machines/simulation/simulation-campaigns.machine'
import { SIMULATION_STATUS_LABELS } from '../../../../src/domain/simulation/campaign'
import { SimulationListPage } from '../../../../src/features/simulation/SimulationListPage'
import { bindSimulationCampaigns } from '../../../../src/app/flows/simulation/simulation-campaigns'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { enabledControl, openMenuForKeys, pressInMenu } from '../../controls'
import { scriptedDeps } from '../../scripted-deps'

const mounted: { actor: ActorRefFrom<typeof simulationCampaignsMachine> | null } = { actor: null }

function Harness({
  logic,
  input,
}: {
  logic: typeof simulationCampaignsMachine
  input: { position: SimulationPosition; canShare?: boolean }
}) {
  const list = useActorRef(logic, { input })
  useEffect(() => {
    mounted.actor = list
  }, [list])
  return <SimulationListPage list={list} onPosition={() => {}} />
}

const send = (event: SimulationCampaignsEvent) => act(() => mounted.actor!.send(event))
const card = (name: string) => within(screen.getByRole('article', { name }))

export const simulationCampaignsView: ViewAdapter = {
  machineId: 'simulationCampaigns',
  mount(input) {
    const scripted = createScriptedActors(['loadPage', 'completeCampaign', 'deleteCampaign'])
    render(
      <Harness
        logic={bindSimulationCampaigns(scriptedDeps().deps).provide({ actors: scripted.logics })}
        input={input as { position: SimulationPosition; canShare?: boolean }}
      />,
    )
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    const e = event as SimulationCampaignsEvent
    const modal = screen.queryByRole('alertdialog') !== null
    switch (e.type) {
      case 'list.show':
        // The address changes (a tab link, the pager): the route tells the machine.
        return void send(e)
      case 'list.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'report.open': {
        const open = modal ? null : card(e.campaign.name).queryByRole('button', { name: 'Open' })
        return void (await user.click(enabledControl(open, 'Open')))
      }
      case 'share.open':
      case 'complete.request':
      case 'delete.request': {
        const trigger = modal
          ? null
          : screen.queryByRole('button', { name: `Actions for ${e.campaign.name}` })
        await openMenuForKeys(enabledControl(trigger, `the card's menu`), user)
        // The keyboard path through the menu: zag drops a pointer press on an item while it settles the menu.
        // Share To My Customers is the menu's first item, Complete and Delete its last.
        return void (await pressInMenu(e.type === 'share.open' ? '{ArrowDown}{Enter}' : '{ArrowUp}{Enter}'))
      }
      case 'confirm.yes': {
        const dialog = within(screen.getByRole('alertdialog', { hidden: true }))
        return void (await user.click(
          dialog.getByRole('button', { name: /^(Complete|Delete)$/, hidden: true }),
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
    const context = snapshot.context as SimulationCampaignsContext
    const completing = snapshot.matches('confirmingComplete') || snapshot.matches('completing')
    const deleting = snapshot.matches('confirmingDelete') || snapshot.matches('deleting')
    if (completing || deleting) {
      const texts = simulationConfirmation(completing ? 'complete' : 'delete', context.target!.name)
      const dialog = within(screen.getByRole('alertdialog', { name: texts.title, hidden: true }))
      expect(dialog.getByText(texts.warning)).toBeTruthy()
      const busy = snapshot.matches('completing') || snapshot.matches('deleting')
      expect(dialog.getByRole('button', { name: texts.action, hidden: true })).toHaveProperty(
        'disabled',
        busy,
      )
      return
    }
    expect(screen.queryByRole('alertdialog')).toBeNull()
    if (snapshot.matches('failed'))
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    if (snapshot.matches('loading'))
      return void expect(screen.getByRole('region', { name: 'Simulations' })).toBeTruthy()
    const articles = screen.queryAllByRole('article')
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual(
      context.items.map((c) => c.name),
    )
    for (const item of context.items) {
      expect(card(item.name).getByText(SIMULATION_STATUS_LABELS[item.status])).toBeTruthy()
      // 002 §2.9: Open is disabled when the campaign is not active or has not started.
      const startedAndActive =
        item.startedAt !== null && item.status !== 'ARCHIVED' && item.status !== 'SUSPENDED'
      expect(card(item.name).getByRole('button', { name: 'Open' })).toHaveProperty(
        'disabled',
        !startedAndActive,
      )
    }
    if (context.items.length === 0)
      expect(
        screen.getByText(
          context.position.tab === 'archived'
            ? 'You have no archived simulations!'
            : 'You have no active simulations!',
        ),
      ).toBeTruthy()
  },
}

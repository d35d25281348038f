import { fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type {
  TrainingCampaignsContext,
  TrainingCampaignsEvent,
  trainingCampaignsMachine,
} from '../../../../machines/learning/training-campaigns.machine'
import { bindTrainingCampaigns } from '../../../../src/app/flows/learning/training-campaigns'
import { audienceText, TRAINING_TEXTS } from '../../../../src/domain/training-campaign'
import {
  TRAINING_CAMPAIGNS_TEXTS as T,
  isRunning,
  statusText,
  visibleCampaigns,
} from '../../../../src/domain/training-campaigns-list'
import TrainingCampaignsPage from '../../../../src/features/learning/TrainingCampaignsPage'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic }: { logic: typeof trainingCampaignsMachine }) {
  return <TrainingCampaignsPage actor={useActorRef(logic)} />
}

let last: TrainingCampaignsContext | null = null
const nameOf = (id: string) => last!.campaigns!.find((row) => row.id === id)!.name

export const trainingCampaignsView: ViewAdapter<TrainingCampaignsEvent> = {
  machineId: 'trainingCampaigns',
  mount() {
    const scripted = createScriptedActors(['loadCampaigns', 'endCampaign'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindTrainingCampaigns(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'campaigns.retry':
        return void (await user.click(
          within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }),
        ))
      case 'campaigns.search':
        return void fireEvent.change(screen.getByRole('searchbox', { name: T.search }), {
          target: { value: event.text },
        })
      case 'campaigns.status':
        return void (await user.selectOptions(screen.getByRole('combobox', { name: T.status }), event.status))
      case 'campaign.end':
        return void (await user.click(screen.getByRole('button', { name: T.end(nameOf(event.campaignId)) })))
      case 'end.confirm':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: T.endLabel }),
        ))
      case 'end.cancel':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
        ))
    }
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as TrainingCampaignsContext
    last = context
    const asking = snapshot.matches('confirmingEnd') || snapshot.matches('ending')
    const dialog = screen.queryByRole('alertdialog')
    expect(dialog !== null).toBe(asking)
    if (asking) {
      expect(within(dialog!).getByText(TRAINING_TEXTS.endTitle(context.ending!.name))).toBeTruthy()
      if (context.endFailure) expect(within(dialog!).getByText(context.endFailure)).toBeTruthy()
      return
    }
    if (snapshot.matches('failed')) expect(screen.getByRole('alert')).toHaveTextContent(context.failure!)
    expect(screen.getByRole('combobox', { name: T.status })).toHaveValue(context.status)
    if (context.campaigns === null) return
    if (context.campaigns.length === 0)
      return void expect(screen.getByText(T.empty, { exact: false })).toBeTruthy()
    const shown = visibleCampaigns(context.campaigns, context.search, context.status)
    const body = screen.getAllByRole('rowgroup')[1]!
    const rows = within(body).getAllByRole('row')
    if (shown.length === 0) return void expect(rows[0]).toHaveTextContent(T.emptyFiltered)
    expect(rows).toHaveLength(shown.length)
    shown.forEach((campaign, index) => {
      const row = within(rows[index]!)
      expect(row.getByRole('rowheader')).toHaveTextContent(campaign.name)
      expect(row.getByText(statusText(campaign))).toBeTruthy()
      if (campaign.source !== 'afterFailure') expect(row.getByText(audienceText(campaign))).toBeTruthy()
      expect(row.queryByRole('button', { name: T.end(campaign.name) }) !== null).toBe(isRunning(campaign))
      expect(row.getByRole('link', { name: T.manage(campaign.name) })).toHaveAttribute(
        'href',
        `/courses/${campaign.courseId}/settings`,
      )
    })
    const toasts = spies.toast?.mock.calls ?? []
    if (toasts.length > 0) expect(toasts.at(-1)).toEqual([TRAINING_TEXTS.ended, 'success'])
  },
}

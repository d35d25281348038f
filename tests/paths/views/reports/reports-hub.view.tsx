import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type { ReportsHubContext, ReportsHubEvent } from '../../../../machines/reports/reports-hub.machine'
import { bindReportsHub } from '../../../../src/app/flows/reports/reports-hub'
import { REPORT_CARDS } from '../../../../src/domain/report-catalogue'
import { SCHEDULE_TEXTS } from '../../../../src/domain/report-schedule'
import { HUB_TEXTS } from '../../../../src/domain/report-summary'
import { ReportsHubPage } from '../../../../src/features/reports/ReportsHubPage'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The reports hub: its cards (locked without Boost), and the scheduled reports deleted through the confirmation.

function Harness({ logic, input }: { logic: ReturnType<typeof bindReportsHub>; input: unknown }) {
  const hub = useActorRef(logic, { input: input as { boosted: boolean } })
  return <ReportsHubPage hub={hub} />
}

export const reportsHubView: ViewAdapter = {
  machineId: 'reportsHub',
  mount(input) {
    const scripted = createScriptedActors(['loadHub', 'deleteSchedule'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindReportsHub(deps).provide({ actors: scripted.logics })} input={input} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as ReportsHubEvent
    switch (e.type) {
      case 'hub.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'hub.delete':
        return void (await user.click(screen.getByRole('button', { name: /^Delete the .* schedule$/ })))
      case 'hub.confirm':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
        ))
      case 'hub.cancel':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
        ))
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as ReportsHubContext
    // The confirmation is modal: the page behind it is hidden from the accessibility tree.
    if (snapshot.matches('confirming') || snapshot.matches('deleting'))
      return void expect(screen.getByRole('alertdialog')).toHaveTextContent(
        context.data!.schedules.find((item) => item.id === context.pendingId)!.recipients[0]!.fullName,
      )
    const cards = within(screen.getByRole('list', { name: 'Reports' }))
    expect(cards.getAllByRole('link')).toHaveLength(REPORT_CARDS.length)
    if (snapshot.matches('locked')) {
      expect(cards.getAllByText(HUB_TEXTS.locked)).toHaveLength(REPORT_CARDS.length)
      return void expect(screen.queryByRole('heading', { name: SCHEDULE_TEXTS.listTitle })).toBeNull()
    }
    expect(cards.queryByText(HUB_TEXTS.locked)).toBeNull()
    if (snapshot.matches('failed')) expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    const data = context.data
    if (data) {
      for (const headline of data.headlines) {
        const link = cards.getByRole('link', {
          name: new RegExp(REPORT_CARDS.find((c) => c.id === headline.id)!.title),
        })
        expect(link).toHaveTextContent(headline.figure ?? HUB_TEXTS.noData)
      }
      if (data.schedules.length === 0) expect(screen.getByText(SCHEDULE_TEXTS.empty)).toBeTruthy()
      else
        expect(screen.getAllByRole('button', { name: /^Delete the .* schedule$/ })).toHaveLength(
          data.schedules.length,
        )
    }
    expect(screen.queryByRole('alertdialog')).toBeNull()
  },
}

import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type {
  TournamentReportContext,
  TournamentReportEvent,
  TournamentReportInput,
  tournamentReportMachine,
} from '../../../../machines/tournament/tournament-report.machine'
import { bindTournamentReport } from '../../../../src/app/flows/developers/developer-area'
import { TournamentReportDrawer } from '../../../../src/features/developers/TournamentReportDrawer'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic, input }: { logic: typeof tournamentReportMachine; input: TournamentReportInput }) {
  const report = useActorRef(logic, { input })
  return <TournamentReportDrawer report={report} />
}

export const tournamentReportView: ViewAdapter<TournamentReportEvent> = {
  machineId: 'tournamentReport',
  mount(input) {
    const scripted = createScriptedActors(['loadReport', 'loadPlayers'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindTournamentReport(deps).provide({ actors: scripted.logics })}
        input={input as TournamentReportInput}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const drawer = within(screen.getByRole('dialog'))
    switch (event.type) {
      case 'report.close':
        return void (await user.click(drawer.getByRole('button', { name: 'Done' })))
      case 'report.retry':
        return void (await user.click(drawer.getByRole('button', { name: 'Retry' })))
      case 'report.more': {
        const more = drawer.getByRole('button', { name: /^Show more/ })
        return void (await user.click(enabledControl(more, 'Show more')))
      }
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as TournamentReportContext
    if (snapshot.status === 'done') return
    const drawer = within(screen.getByRole('dialog'))
    if (snapshot.matches('failed')) return void expect(drawer.getByText(context.failure ?? '')).toBeTruthy()
    if (!context.statistics) return
    expect(drawer.getByRole('list', { name: 'Players per challenges solved' }).children).toHaveLength(7)
    expect(drawer.getAllByRole('row')).toHaveLength(context.players.length + 1)
    expect(drawer.queryByRole('button', { name: /^Show more/ }) !== null).toBe(
      context.players.length < context.total,
    )
    if (snapshot.matches('ready') && context.failure) expect(drawer.getByText(context.failure)).toBeTruthy()
  },
}

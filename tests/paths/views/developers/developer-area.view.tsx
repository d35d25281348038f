import { shortDateTime } from '../../../../src/domain/date-time'
import { act, render, screen, within } from '@testing-library/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type {
  DeveloperAreaContext,
  DeveloperAreaEvent,
} from '../../../../machines/developers/developer-area.machine'
import { tournamentSetupMachine } from '../../../../machines/tournament/tournament-setup.machine'
import { bindDeveloperArea, bindTournamentReport } from '../../../../src/app/flows/developers/developer-area'
import type { developerAreaMachine } from '../../../../machines/developers/developer-area.machine'
import DeveloperAreaPage from '../../../../src/features/developers/DeveloperAreaPage'
import { enabledControl } from '../../controls'
import { createScriptedActors, type ScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

let context: DeveloperAreaContext | null = null
const rowOf = (id: string) => context?.data?.tournaments.find((row) => row.id === id)

/** The report is the real drawer, closed by the user (its own paths are the tournamentReport machine's). */
function scriptedArea(inner: ScriptedActors): ScriptedActors {
  const user = userEvent.setup({ delay: null })
  return {
    logics: inner.logics,
    async settle(id, outcome) {
      if (id !== 'tournamentReport') return inner.settle(id, outcome)
      const drawer = within(await screen.findByRole('dialog'))
      await user.click(drawer.getByRole('button', { name: 'Done' }))
      return { tournamentId: context?.tournamentId ?? '' }
    },
  }
}

const mounted: { area: ActorRefFrom<typeof developerAreaMachine> | null } = { area: null }

function Harness({ logic }: { logic: typeof developerAreaMachine }) {
  const area = useActorRef(logic)
  useEffect(() => {
    mounted.area = area
  }, [area])
  // The setup's own paths are the tournamentSetup machine's; here it stays closed.
  const setup = useActorRef(tournamentSetupMachine, { input: { zone: 'UTC' } })
  return <DeveloperAreaPage area={area} setup={setup} tab="statistics" />
}

export const developerAreaView: ViewAdapter<DeveloperAreaEvent> = {
  machineId: 'developerArea',
  mount() {
    const inner = createScriptedActors(['loadArea', 'cancelTournament', 'loadReport'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindDeveloperArea(deps).provide({
          actors: {
            loadArea: inner.logics.loadArea!,
            cancelTournament: inner.logics.cancelTournament!,
            tournamentReport: bindTournamentReport(deps).provide({
              actors: { loadReport: inner.logics.loadReport! },
            }),
          },
        })}
      />,
    )
    return { scripted: scriptedArea(inner), spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'developer.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'developer.reload':
        // From outside this view: the tournament setup's scheduled notice, through the page's machine.
        return void act(() => mounted.area!.send(event))
      case 'tournament.report':
      case 'tournament.cancel': {
        const label = `${event.type === 'tournament.report' ? 'Report' : 'Cancel'}: ${shortDateTime(rowOf(event.tournamentId)?.startAt ?? '')}`
        return void (await user.click(enabledControl(screen.queryByRole('button', { name: label }), label)))
      }
      case 'confirm.yes':
      case 'confirm.no': {
        const dialog = within(screen.getByRole('alertdialog'))
        return void (await user.click(
          dialog.getByRole('button', {
            name: event.type === 'confirm.yes' ? 'Cancel tournament' : 'Keep it',
          }),
        ))
      }
    }
  },
  expectState(snapshot) {
    context = snapshot.context as DeveloperAreaContext
    if (snapshot.matches({ ready: 'reporting' })) return void expect(screen.getByRole('dialog')).toBeTruthy()
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    const confirming =
      snapshot.matches({ ready: 'confirmingCancel' }) || snapshot.matches({ ready: 'cancelling' })
    if (confirming) {
      const dialog = within(screen.getByRole('alertdialog'))
      if (context.confirmFailure) expect(dialog.getByText(context.confirmFailure)).toBeTruthy()
      return
    }
    expect(screen.queryByRole('alertdialog')).toBeNull()
    for (const row of context.data?.tournaments ?? [])
      expect(screen.queryByRole('button', { name: `Cancel: ${shortDateTime(row.startAt)}` }) !== null).toBe(
        row.status !== 'ENDED',
      )
  },
}

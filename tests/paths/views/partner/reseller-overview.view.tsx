import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type {
  ResellerOverviewContext,
  ResellerOverviewEvent,
  resellerOverviewMachine,
} from '../../../../machines/partner/reseller-overview.machine'
import { bindResellerOverview } from '../../../../src/app/flows/partner/reseller-overview'
import { overviewFigures } from '../../../../src/domain/reseller-overview'
import { ResellerOverviewPage } from '../../../../src/features/partner/overview/ResellerOverviewPage'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic }: { logic: typeof resellerOverviewMachine }) {
  return <ResellerOverviewPage overview={useActorRef(logic)} />
}

export const resellerOverviewView: ViewAdapter<ResellerOverviewEvent> = {
  machineId: 'resellerOverview',
  mount() {
    const scripted = createScriptedActors(['loadOverview'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindResellerOverview(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    const name = event.type === 'overview.retry' ? 'Retry' : 'Refresh'
    await user.click(screen.getByRole('button', { name }))
  },
  expectState(snapshot) {
    const context = snapshot.context as ResellerOverviewContext
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', String(snapshot.matches('loading')))
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty(
      'disabled',
      !snapshot.matches('ready'),
    )
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    if (!context.data) {
      if (snapshot.matches('loading')) expect(screen.getByText('Loading the overview…')).toBeInTheDocument()
      return
    }
    const figures = overviewFigures(context.data.customers, context.data.subResellers)
    const tiles = within(screen.getByLabelText('Figures'))
    expect(tiles.getByText('Customers').nextSibling?.textContent).toBe(String(figures.customers))
    for (const row of figures.rows) {
      const line = within(screen.getByRole('row', { name: new RegExp(`^${row.name}`) }))
      expect(line.getAllByRole('cell')[0]?.textContent).toBe(String(row.customers))
    }
  },
}

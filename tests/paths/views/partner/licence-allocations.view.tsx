import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type {
  LicenceAllocationsContext,
  LicenceAllocationsEvent,
  licenceAllocationsMachine,
} from '../../../../machines/partner/licence-allocations.machine'
import { firstAllocationQuery } from '../../../../machines/samples/transactions.samples'
import { bindLicenceAllocations } from '../../../../src/app/flows/partner/partner-transactions'
import { AllocationsPage } from '../../../../src/features/partner/transactions/AllocationsPage'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic }: { logic: typeof licenceAllocationsMachine }) {
  const actor = useActorRef(logic, { input: { query: firstAllocationQuery } })
  return <AllocationsPage actor={actor} />
}

export const licenceAllocationsView: ViewAdapter = {
  machineId: 'licenceAllocations',
  mount() {
    const scripted = createScriptedActors(['loadAllocations'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindLicenceAllocations(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as LicenceAllocationsEvent
    if (e.type === 'allocations.retry')
      return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    const box = screen.getByRole('searchbox', { name: 'Search allocations' })
    await user.clear(box)
    await user.type(box, e.query.search)
    await user.click(screen.getByRole('button', { name: 'Search' }))
  },
  expectState(snapshot) {
    const context = snapshot.context as LicenceAllocationsContext
    if (snapshot.matches('failed'))
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    if (!context.page) return void expect(screen.getByText('Loading allocations…')).toBeTruthy()
    for (const row of context.page.items) {
      const line = within(screen.getByRole('row', { name: new RegExp(row.companyName) }))
      expect(line.getByText(row.allocatedBy)).toBeTruthy()
    }
  },
}

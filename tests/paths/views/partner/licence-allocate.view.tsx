import { fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef, useSelector } from '@xstate/react'
import { expect } from 'vitest'
import {
  allocateProblem,
  type LicenceAllocateContext,
  type LicenceAllocateEvent,
  type licenceAllocateMachine,
} from '../../../../machines/partner/licence-allocate.machine'
import { bindLicenceAllocate } from '../../../../src/app/flows/partner/customers-list'
import { LicenceAllocateDialog } from '../../../../src/features/partner/licences/LicenceAllocateDialog'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic }: { logic: typeof licenceAllocateMachine }) {
  const actor = useActorRef(logic, {
    input: { customerId: 'cmp_none', customerName: 'Wide World Importers' },
  })
  const active = useSelector(actor, (snapshot) => snapshot.status === 'active')
  return active ? <LicenceAllocateDialog allocate={actor} /> : null
}

export const licenceAllocateView: ViewAdapter = {
  machineId: 'licenceAllocate',
  mount() {
    const scripted = createScriptedActors(['loadWallet', 'allocate'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindLicenceAllocate(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as LicenceAllocateEvent
    const dialog = within(screen.getByRole('dialog', { name: 'Allocate licenses' }))
    switch (e.type) {
      case 'allocate.count':
        return void fireEvent.change(
          enabledControl(dialog.queryByLabelText('Number of licenses'), 'Number of licenses'),
          {
            target: { value: e.text },
          },
        )
      case 'allocate.submit':
        return void (await user.click(
          enabledControl(dialog.queryByRole('button', { name: 'Allocate' }), 'Allocate'),
        ))
      case 'allocate.retry':
        return void (await user.click(
          enabledControl(dialog.queryByRole('button', { name: 'Retry' }), 'Retry'),
        ))
      case 'allocate.cancel':
        return void (await user.click(dialog.getByRole('button', { name: 'Cancel' })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as LicenceAllocateContext
    if (snapshot.status === 'done') return void expect(screen.queryByRole('dialog')).toBeNull()
    const dialog = within(screen.getByRole('dialog', { name: 'Allocate licenses' }))
    expect(dialog.getByText('Wide World Importers')).toBeTruthy()
    if (snapshot.matches('loadingWallet')) expect(dialog.getByText('Reading your wallet…')).toBeTruthy()
    if (snapshot.matches('failed')) expect(dialog.getByRole('button', { name: 'Retry' })).toBeTruthy()
    if (snapshot.matches('editing') || snapshot.matches('allocating')) {
      const problem = context.attempted || context.count !== '' ? allocateProblem(context) : null
      if (problem) expect(dialog.getAllByText(problem).length).toBeGreaterThan(0)
      if (context.wallet?.balance)
        expect((dialog.getByLabelText('Number of licenses') as HTMLInputElement).value).toBe(context.count)
    }
    if (context.failure)
      expect(
        dialog.getAllByText(new RegExp(context.failure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).length,
      ).toBeGreaterThan(0)
  },
}

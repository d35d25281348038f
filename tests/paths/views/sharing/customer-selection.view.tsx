import { act, render, screen } from '@testing-library/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import type { ActorRefFrom } from 'xstate'
import {
  customerSelectionMachine,
  offersSelectAll,
  type CustomerSelectionContext,
  type CustomerSelectionEvent,
} from '../../../../machines/sharing/customer-selection.machine'
import {
  CustomerSelectionBanner,
  PageCheckbox,
  RowCheckbox,
} from '../../../../src/features/sharing/CustomerSelectionBanner'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'

// The selection's own parts (banner, page box, row boxes) over a bare table of the page's ids: the share page
// and the add-customers dialog draw the same parts over their own rows.
const mounted: { actor: ActorRefFrom<typeof customerSelectionMachine> | null } = { actor: null }

function Harness() {
  const selection = useActorRef(customerSelectionMachine)
  const pageIds = useSelector(selection, (s) => s.context.pageIds)
  useEffect(() => {
    mounted.actor = selection
  }, [selection])
  return (
    <>
      <CustomerSelectionBanner selection={selection} />
      <table>
        <thead>
          <tr>
            <th>
              <PageCheckbox selection={selection} label="Select all customers on this page" />
            </th>
          </tr>
        </thead>
        <tbody>
          {pageIds.map((id) => (
            <tr key={id}>
              <td>
                <RowCheckbox selection={selection} id={id} label={`Select ${id}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

export const customerSelectionView: ViewAdapter = {
  machineId: 'customerSelection',
  mount() {
    render(<Harness />)
    return { scripted: createScriptedActors([]), spies: {} }
  },
  async perform(event, user) {
    const e = event as CustomerSelectionEvent
    switch (e.type) {
      case 'selection.page':
        // The owner's table moved to another page: no control of the selection's own.
        return void act(() => mounted.actor!.send(e))
      case 'selection.toggle':
        return void (await user.click(screen.getByRole('checkbox', { name: `Select ${e.id}` })))
      case 'selection.togglePage': {
        const box = screen.getByRole('checkbox', { name: 'Select all customers on this page' })
        expect((box as HTMLInputElement).checked).toBe(!e.selected)
        return void (await user.click(box))
      }
      case 'selection.selectAll':
        return void (await user.click(screen.getByRole('button', { name: /^Select all \d+ customers$/ })))
      case 'selection.clear':
        return void (await user.click(screen.getByRole('button', { name: 'Clear Selection' })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as CustomerSelectionContext
    const ticked = screen
      .queryAllByRole('checkbox', { checked: true })
      .filter((box) => box.getAttribute('aria-label') !== 'Select all customers on this page')
      .map((box) => box.getAttribute('aria-label'))
    expect(ticked.sort()).toEqual(context.selected.map((id) => `Select ${id}`).sort())
    const banner = screen.queryByRole('region', { name: 'Selected customers' })
    if (context.selected.length === 0 && !context.allSelected) return void expect(banner).toBeNull()
    expect(banner).toHaveTextContent(
      context.allSelected
        ? `All ${context.total} customers are selected.`
        : `${context.selected.length} selected`,
    )
    const selectAll = screen.queryByRole('button', { name: `Select all ${context.total} customers` })
    expect(selectAll !== null).toBe(offersSelectAll(context))
  },
}

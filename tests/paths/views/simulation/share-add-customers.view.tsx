import { act, fireEvent, render, screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom, type AnyMachineSnapshot } from 'xstate'
import type {
  ShareAddContext,
  ShareAddEvent,
  ShareAddInput,
  shareAddCustomersMachine,
} from '../../../../machines/simulation/share-add-customers.machine'
import { bindShareAddCustomers } from '../../../../src/app/flows/simulation/simulation-share'
import { SHARE_TEXTS, unavailableLabel } from '../../../../src/domain/simulation/sharing'
import { AddCustomersDialog } from '../../../../src/features/simulation/share/AddCustomersDialog'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The add-customers dialog on its own; the 300 ms search pause runs on a simulated clock (the path's
// `xstate.after.*` step is the moment it ends). The share page's adapter drives the same dialog inside the page.
const mounted: { actor: ActorRefFrom<typeof shareAddCustomersMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof shareAddCustomersMachine; input: ShareAddInput }) {
  const dialog = useActorRef(logic, { input, clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = dialog
  }, [dialog])
  return <AddCustomersDialog dialog={dialog} />
}

const PAGE_BOX = 'Select all available customers on this page'

/**
 * Ticks exactly `selected` (row by row, in order) or everyone ("Select all N customers"), clearing what was ticked
 * first: the selection the machine then reports. `nameOf` gives a row's name for its id.
 */
export async function tickExactly(
  user: UserEvent,
  pageBox: string,
  nameOf: (id: string) => string,
  selected: readonly string[],
  everyone: boolean,
) {
  const box = () => screen.getByRole('checkbox', { name: pageBox }) as HTMLInputElement
  const anyTicked = screen
    .queryAllByRole('checkbox', { checked: true })
    .some((element) => element.getAttribute('aria-label') !== pageBox)
  if (anyTicked) {
    if (!box().checked) await user.click(box())
    await user.click(box())
  }
  if (everyone) {
    await user.click(box())
    return void (await user.click(screen.getByRole('button', { name: /^Select all \d+ customers$/ })))
  }
  for (const id of selected) await user.click(screen.getByRole('checkbox', { name: `Select ${nameOf(id)}` }))
}

export async function performAddCustomers(
  e: ShareAddEvent,
  user: UserEvent,
  send: (e: ShareAddEvent) => void,
) {
  if (e.type.startsWith('xstate.after.')) return void send(e)
  switch (e.type) {
    case 'add.search': {
      const box = screen.getByRole('searchbox', { name: 'Search customers' })
      await user.clear(box)
      return void (await user.type(box, e.text))
    }
    case 'add.page': {
      const pager = screen.queryByRole('navigation', { name: 'Pages' })
      const next = pager ? within(pager).queryByRole('button', { name: 'Next' }) : null
      return void (await user.click(enabledControl(next, 'Next')))
    }
    case 'add.retry':
      return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    case 'add.startDate':
      return void fireEvent.change(screen.getByLabelText(SHARE_TEXTS.startDate), {
        target: { value: e.date },
      })
    case 'add.submit':
      return void (await user.click(enabledControl(screen.queryByRole('button', { name: 'Add' }), 'Add')))
    case 'add.cancel':
      return void (await user.click(screen.getByRole('button', { name: 'Cancel' })))
    case 'selection.changed': {
      const rows = mounted.actor?.getSnapshot().context.page?.companies ?? []
      const nameOf = (id: string) => rows.find((row) => row.companyId === id)?.companyName ?? id
      return void (await tickExactly(user, PAGE_BOX, nameOf, e.selected, e.allSelected))
    }
  }
  throw new Error(`No user action for ${JSON.stringify(e)}`)
}

export function expectAddCustomers(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ShareAddContext
  const dialog = within(screen.getByRole('dialog', { name: 'Add customers' }))
  expect((dialog.getByLabelText(SHARE_TEXTS.startDate) as HTMLInputElement).value).toBe(context.startDate)
  if (snapshot.matches('failed'))
    return void expect(dialog.getByRole('button', { name: 'Retry' })).toBeTruthy()
  const page = context.page
  if (page === null) return void expect(dialog.getByText('Loading customers…')).toBeTruthy()
  if (page.pageInfo.totalCount === 0 && context.query.searchText === '')
    return void expect(dialog.getByText(SHARE_TEXTS.allAdded)).toBeTruthy()
  for (const row of page.companies) {
    const box = dialog.getByRole('checkbox', { name: `Select ${row.companyName}` }) as HTMLInputElement
    const label = unavailableLabel(row)
    expect(box.disabled, `${row.companyName} offered`).toBe(label !== null)
    if (label) expect(dialog.getAllByText(label).length).toBeGreaterThan(0)
    expect(box.checked, `${row.companyName} ticked`).toBe(context.selection.selected.includes(row.companyId))
  }
  const add = dialog.getByRole('button', { name: 'Add' }) as HTMLButtonElement
  expect(add.disabled, 'Add disabled').toBe(!snapshot.can({ type: 'add.submit' }))
  expect(add.getAttribute('aria-busy')).toBe(String(snapshot.matches('cloning')))
  if (snapshot.matches('ready') && context.failure) expect(dialog.getByText(context.failure)).toBeTruthy()
}

export const shareAddCustomersView: ViewAdapter = {
  machineId: 'shareAddCustomers',
  mount(input) {
    const scripted = createScriptedActors(['loadCandidates', 'cloneCampaign'])
    render(
      <Harness
        logic={bindShareAddCustomers(scriptedDeps().deps).provide({ actors: scripted.logics })}
        input={input as ShareAddInput}
      />,
    )
    return { scripted, spies: {} }
  },
  perform: (event, user) =>
    performAddCustomers(event as ShareAddEvent, user, (e) => act(() => mounted.actor!.send(e))),
  expectState(snapshot) {
    // Closed: the share page removes the dialog with the finished child.
    if (snapshot.status === 'done') return
    expectAddCustomers(snapshot)
  },
}

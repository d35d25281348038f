import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom, type AnyMachineSnapshot } from 'xstate'
import type {
  CourseAddContext,
  CourseAddEvent,
  CourseAddInput,
  courseAddCustomersMachine,
} from '../../../../machines/learning/course-add-customers.machine'
import { bindCourseAddCustomers } from '../../../../src/app/flows/learning/course-sharing'
import { COURSE_SHARE_TEXTS } from '../../../../src/domain/course-sharing'
import { AddCourseCustomersDialog } from '../../../../src/features/learning/sharing/AddCourseCustomersDialog'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'
import { tickExactly } from '../simulation/share-add-customers.view'

// The course sharing add-customers dialog on its own; its 300 ms search pause on a simulated clock. The sharing
// form's adapter drives the same dialog inside the form.
const mounted: { actor: ActorRefFrom<typeof courseAddCustomersMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof courseAddCustomersMachine; input: CourseAddInput }) {
  const dialog = useActorRef(logic, { input, clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = dialog
  }, [dialog])
  return <AddCourseCustomersDialog dialog={dialog} />
}

const PAGE_BOX = 'Select all available customers on this page'

export async function performCourseAdd(e: CourseAddEvent, user: Parameters<ViewAdapter['perform']>[1]) {
  if (e.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(e))
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

export function expectCourseAdd(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as CourseAddContext
  const dialog = within(screen.getByRole('dialog', { name: 'Add customers' }))
  if (snapshot.matches('failed'))
    return void expect(dialog.getByRole('button', { name: 'Retry' })).toBeTruthy()
  const page = context.page
  if (page === null) return void expect(dialog.getByText('Loading customers…')).toBeTruthy()
  if (page.pageInfo.totalCount === 0 && context.query.searchText === '')
    return void expect(dialog.getByText(COURSE_SHARE_TEXTS.allAdded)).toBeTruthy()
  for (const row of page.companies) {
    const box = dialog.getByRole('checkbox', { name: `Select ${row.companyName}` }) as HTMLInputElement
    expect(box.disabled, `${row.companyName} offered`).toBe(
      !row.isBoosted || context.chosen.includes(row.companyId),
    )
    expect(box.checked, `${row.companyName} ticked`).toBe(context.selection.selected.includes(row.companyId))
  }
  if (page.companies.some((row) => !row.isBoosted))
    expect(dialog.getAllByText(`(${COURSE_SHARE_TEXTS.notBoosted})`).length).toBeGreaterThan(0)
  const add = dialog.getByRole('button', { name: 'Add' }) as HTMLButtonElement
  expect(add.disabled, 'Add disabled').toBe(!snapshot.can({ type: 'add.submit' }))
  expect(add.getAttribute('aria-busy')).toBe(String(snapshot.matches('collecting')))
  if (snapshot.matches('ready') && context.failure) expect(dialog.getByText(context.failure)).toBeTruthy()
}

export const courseAddCustomersView: ViewAdapter = {
  machineId: 'courseAddCustomers',
  mount(input) {
    const scripted = createScriptedActors(['loadCandidates', 'collectCandidates'])
    render(
      <Harness
        logic={bindCourseAddCustomers(scriptedDeps().deps).provide({ actors: scripted.logics })}
        input={input as CourseAddInput}
      />,
    )
    return { scripted, spies: {} }
  },
  perform: (event, user) => performCourseAdd(event as CourseAddEvent, user),
  expectState(snapshot) {
    // Closed: the form removes the dialog with the finished child.
    if (snapshot.status === 'done') return
    expectCourseAdd(snapshot)
  },
}

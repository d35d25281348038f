import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import type { ActorRefFrom } from 'xstate'
import {
  actionsOf,
  pageRows,
  type CourseCustomersContext,
  type CourseCustomersEvent,
  type CourseCustomersInput,
  type courseCustomersMachine,
} from '../../../../machines/learning/course-customers.machine'
import type { CourseShareFormContext } from '../../../../machines/learning/course-share-form.machine'
import {
  bindCourseAddCustomers,
  bindCourseCustomers,
  bindCourseShareCalls,
} from '../../../../src/app/flows/learning/course-sharing'
import { COURSE_SHARE_TEXTS, STAGE_LABELS } from '../../../../src/domain/course-sharing'
import { CourseCustomersTab } from '../../../../src/features/learning/sharing/CourseCustomersTab'
import { enabledControl } from '../../controls'
import { createScriptedActors, type ScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'
import { tickExactly } from '../simulation/share-add-customers.view'

// The customers status tab. The Start dialog is the real sharing form: the path's "the form finished" step is
// done in it by the user — Start (the start call answering), or Cancel.
const mounted: { actor: ActorRefFrom<typeof courseCustomersMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof courseCustomersMachine; input: CourseCustomersInput }) {
  const customers = useActorRef(logic, { input })
  useEffect(() => {
    mounted.actor = customers
  }, [customers])
  return <CourseCustomersTab customers={customers} />
}

const PAGE_BOX = 'Select all customers on this page'
const LABELS = {
  end: ['End', 'End training'],
  remove: ['Remove', 'Remove'],
  update: ['Update', 'Update'],
} as const

function scriptedTab(inner: ScriptedActors): ScriptedActors {
  const user = userEvent.setup({ delay: null })
  return {
    logics: inner.logics,
    async settle(id, outcome) {
      if (id !== 'startForm') return inner.settle(id, outcome)
      const child = mounted.actor!.getSnapshot().children.startForm!
      const { companyId, courseId, today, now, customers, inherit } = (
        child.getSnapshot() as { context: CourseShareFormContext }
      ).context
      const dialog = await screen.findByRole('dialog', { name: 'Start delivery' })
      if ((outcome.output as { shared: boolean }).shared) {
        await user.click(within(dialog).getByRole('button', { name: 'Start' }))
        await inner.settle('submitShare', {
          failed: false,
          output: { count: 1, message: COURSE_SHARE_TEXTS.started },
        })
      } else await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      return { companyId, courseId, today, now, customers, inherit }
    },
  }
}

export const courseCustomersView: ViewAdapter = {
  machineId: 'courseCustomers',
  mount(input) {
    const inner = createScriptedActors([
      'loadCustomers',
      'runBatch',
      'submitShare',
      'loadCandidates',
      'collectCandidates',
    ])
    const { deps, spies } = scriptedDeps()
    const logic = bindCourseCustomers(deps).provide({
      actors: {
        loadCustomers: inner.logics.loadCustomers!,
        runBatch: inner.logics.runBatch!,
        shareForm: bindCourseShareCalls(deps).provide({
          actors: {
            submitShare: inner.logics.submitShare!,
            addCustomers: bindCourseAddCustomers(deps).provide({
              actors: {
                loadCandidates: inner.logics.loadCandidates!,
                collectCandidates: inner.logics.collectCandidates!,
              },
            }),
          },
        }),
      },
    })
    render(<Harness logic={logic} input={input as CourseCustomersInput} />)
    return { scripted: scriptedTab(inner), spies }
  },
  async perform(event, user) {
    const e = event as CourseCustomersEvent
    switch (e.type) {
      case 'customers.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'customers.page': {
        const pager = screen.queryByRole('navigation', { name: 'Pages' })
        const name = e.pageNumber > mounted.actor!.getSnapshot().context.pageNumber ? 'Next' : 'Previous'
        const control = pager ? within(pager).queryByRole('button', { name }) : null
        return void (await user.click(enabledControl(control, name)))
      }
      case 'action.request': {
        const [label] = LABELS[e.action]
        return void (await user.click(enabledControl(screen.queryByRole('button', { name: label }), label)))
      }
      case 'start.open':
        return void (await user.click(
          enabledControl(screen.queryByRole('button', { name: 'Start' }), 'Start'),
        ))
      case 'confirm.yes': {
        const action = mounted.actor!.getSnapshot().context.confirm!.action
        const dialog = within(screen.getByRole('alertdialog', { hidden: true }))
        return void (await user.click(dialog.getByRole('button', { name: LABELS[action][1], hidden: true })))
      }
      case 'confirm.no': {
        const dialog = within(screen.getByRole('alertdialog', { hidden: true }))
        return void (await user.click(dialog.getByRole('button', { name: 'Cancel', hidden: true })))
      }
      case 'selection.changed': {
        const rows = mounted.actor!.getSnapshot().context.data?.companies ?? []
        const nameOf = (id: string) => rows.find((row) => row.companyId === id)?.companyName ?? id
        return void (await tickExactly(user, PAGE_BOX, nameOf, e.selected, e.allSelected))
      }
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as CourseCustomersContext
    if (snapshot.matches('starting'))
      return void expect(screen.getByRole('dialog', { name: 'Start delivery' })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Start delivery' })).toBeNull()
    if (context.confirm) {
      const dialog = within(screen.getByRole('alertdialog', { hidden: true }))
      for (const customer of context.confirm.customers)
        expect(dialog.getByText(new RegExp(customer.companyName))).toBeTruthy()
      if (context.confirm.failure) expect(dialog.getByText(context.confirm.failure)).toBeTruthy()
      return
    }
    expect(screen.queryByRole('alertdialog')).toBeNull()
    if (snapshot.matches('failed'))
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    const data = context.data
    if (data === null) return void expect(screen.getByText('Loading customers…')).toBeTruthy()
    if (data.companies.length === 0)
      return void expect(screen.getByText(COURSE_SHARE_TEXTS.empty)).toBeTruthy()
    const table = within(screen.getByRole('table'))
    for (const row of pageRows(context)) {
      const line = within(table.getByText(row.companyName, { exact: true }).closest('tr')!)
      expect(line.getByText(STAGE_LABELS[row.stage])).toBeTruthy()
      expect(line.queryByText(COURSE_SHARE_TEXTS.updateAvailable) !== null, `${row.companyName} behind`).toBe(
        row.updateAvailable,
      )
      const box = line.getByRole('checkbox', { name: `Select ${row.companyName}` }) as HTMLInputElement
      expect(box.checked, `${row.companyName} ticked`).toBe(
        context.selection.selected.includes(row.companyId),
      )
    }
    const shown = actionsOf(context)
    for (const [action, label] of [
      ['start', 'Start'],
      ['end', 'End'],
      ['update', 'Update'],
      ['remove', 'Remove'],
    ] as const)
      expect(screen.queryByRole('button', { name: label }) !== null, `${label} shown`).toBe(shown[action])
  },
}

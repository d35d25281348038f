import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import { expect } from 'vitest'
import type {
  ReportScheduleContext,
  ReportScheduleEvent,
  reportScheduleMachine,
} from '../../../../machines/reports/report-schedule.machine'
import { bindReportSchedule } from '../../../../src/app/flows/reports/report-schedule'
import { FREQUENCY_LABELS, SCHEDULE_TEXTS } from '../../../../src/domain/report-schedule'
import { ScheduleButton } from '../../../../src/features/reports/ScheduleDialog'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// A report page's Schedule button and its dialog: the admins are ticked and the frequency chosen as a user
// would; the report's filters are the page's (here a fixed query).

const mounted: { schedule: ActorRefFrom<typeof reportScheduleMachine> | null } = { schedule: null }

function Harness({ logic, input }: { logic: ReturnType<typeof bindReportSchedule>; input: unknown }) {
  const schedule = useActorRef(logic, { input: input as { selfId: string } })
  useEffect(() => void (mounted.schedule = schedule), [schedule])
  return <ScheduleButton schedule={schedule} />
}

const dialog = () => within(screen.getByRole('dialog', { name: SCHEDULE_TEXTS.title }))

export const reportScheduleView: ViewAdapter = {
  machineId: 'reportSchedule',
  mount(input) {
    const scripted = createScriptedActors(['loadRecipients', 'saveSchedule'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindReportSchedule(deps, 'training', (query) => `search=${query.search}`).provide({
          actors: scripted.logics,
        })}
        input={input}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as ReportScheduleEvent
    switch (e.type) {
      // From the page: its report's query changed.
      case 'schedule.query':
        return void act(() => mounted.schedule!.send(e))
      case 'schedule.open':
        return void (await user.click(screen.getByRole('button', { name: 'Schedule' })))
      case 'schedule.close':
        return void (await user.click(dialog().getByRole('button', { name: 'Cancel' })))
      case 'schedule.retry':
        return void (await user.click(dialog().getByRole('button', { name: 'Retry' })))
      case 'schedule.frequency':
        return void (await user.click(dialog().getByRole('radio', { name: FREQUENCY_LABELS[e.frequency] })))
      case 'schedule.toggle': {
        const row = dialog()
          .getAllByRole('checkbox')
          .find((box) =>
            box.closest('label')?.textContent?.includes(e.id === 'usr_self' ? 'Gloria' : 'Marco'),
          )
        return void (await user.click(enabledControl(row ?? null, e.id)))
      }
      case 'schedule.submit': {
        const buttons = dialog().getAllByRole('button', { name: 'Schedule' })
        return void (await user.click(enabledControl(buttons[0] ?? null, 'Schedule')))
      }
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as ReportScheduleContext
    if (snapshot.matches('closed')) return void expect(screen.queryByRole('dialog')).toBeNull()
    const view = dialog()
    if (snapshot.matches('loading')) return void expect(view.getByText('Loading admins…')).toBeTruthy()
    if (snapshot.matches('loadFailed'))
      return void expect(view.getByRole('button', { name: 'Retry' })).toBeTruthy()
    for (const person of context.recipients) {
      const box = view.getByRole('checkbox', { name: new RegExp(person.fullName) }) as HTMLInputElement
      expect(box.checked).toBe(context.recipientIds.includes(person.id))
    }
    expect(
      (view.getByRole('radio', { name: FREQUENCY_LABELS[context.frequency] }) as HTMLInputElement).checked,
    ).toBe(true)
    const submit = view.getAllByRole('button', { name: 'Schedule' })[0]!
    expect(submit.getAttribute('aria-busy')).toBe(String(snapshot.matches('saving')))
    if (context.error) expect(view.getByText(context.error)).toBeTruthy()
    if (snapshot.matches('editing') && context.failure) expect(view.getByText(context.failure)).toBeTruthy()
  },
}

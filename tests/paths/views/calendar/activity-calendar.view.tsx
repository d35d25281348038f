import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import { expect } from 'vitest'
import {
  courseProblems,
  type ActivityCalendarContext,
  type ActivityCalendarEvent,
  type activityCalendarMachine,
  type PlannerInput,
} from '../../../../machines/calendar/activity-calendar.machine'
import { bindActivityCalendar } from '../../../../src/app/flows/calendar/activity-calendar'
import { bindTournamentReport } from '../../../../src/app/flows/developers/developer-area'
import {
  CALENDAR_TEXTS,
  CATEGORY_LABELS,
  itemsIn,
  monthYearLabel,
} from '../../../../src/domain/calendar-planner'
import { ActivityCalendar } from '../../../../src/features/calendar/ActivityCalendar'
import { createScriptedActors, type ScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'
import { onWideScreen } from '../../wide-screen'

// The planner on its real view. The one-second slide runs on a simulated clock (the path's `xstate.after.*`
// step is the moment it ends); the tournament report is the real drawer, closed by the user.

const mounted: { actor: ActorRefFrom<typeof activityCalendarMachine> | null } = { actor: null }
let context: ActivityCalendarContext | null = null

function Harness({ logic, input }: { logic: typeof activityCalendarMachine; input: PlannerInput }) {
  const actor = useActorRef(logic, { input, clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return <ActivityCalendar actor={actor} heading="h1" />
}

function scriptedPlanner(inner: ScriptedActors): ScriptedActors {
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

const dialog = () => within(screen.getByRole('dialog'))

export const activityCalendarView: ViewAdapter<ActivityCalendarEvent> = {
  machineId: 'activityCalendar',
  mount(input) {
    onWideScreen()
    const inner = createScriptedActors([
      'loadCalendar',
      'loadCourses',
      'saveCourse',
      'loadMonthly',
      'enableMonthly',
      'loadReport',
    ])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        input={input as PlannerInput}
        logic={bindActivityCalendar(deps).provide({
          actors: {
            loadCalendar: inner.logics.loadCalendar!,
            loadCourses: inner.logics.loadCourses!,
            saveCourse: inner.logics.saveCourse!,
            loadMonthly: inner.logics.loadMonthly!,
            enableMonthly: inner.logics.enableMonthly!,
            tournamentReport: bindTournamentReport(deps).provide({
              actors: { loadReport: inner.logics.loadReport! },
            }),
          },
        })}
      />,
    )
    return { scripted: scriptedPlanner(inner), spies }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(event as never))
    switch (event.type) {
      case 'planner.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'range.previous':
        return void (await user.click(screen.getByRole('button', { name: CALENDAR_TEXTS.previous })))
      case 'range.next':
        return void (await user.click(screen.getByRole('button', { name: CALENDAR_TEXTS.next })))
      case 'activity.add':
        if (!event.category || !event.month)
          return void (await user.click(screen.getByRole('button', { name: CALENDAR_TEXTS.addActivity })))
        return void (await user.click(
          screen.getByRole('button', {
            name: `Add to ${CATEGORY_LABELS[event.category]}, ${monthYearLabel(event.month)}`,
          }),
        ))
      case 'activity.change':
        if (event.patch.category) {
          return void (await user.click(
            dialog().getByRole('radio', { name: CATEGORY_LABELS[event.patch.category] }),
          ))
        }
        if (event.patch.month)
          return void (await user.selectOptions(dialog().getByLabelText('Month'), event.patch.month))
        return
      case 'activity.continue':
        return void (await user.click(dialog().getByRole('button', { name: 'Continue' })))
      case 'course.change':
        if (event.patch.courseId !== undefined)
          return void (await user.selectOptions(
            dialog().getByLabelText(CALENDAR_TEXTS.pickCourse),
            event.patch.courseId,
          ))
        return void fireEvent.change(dialog().getByLabelText(CALENDAR_TEXTS.startDate), {
          target: { value: event.patch.startDate },
        })
      case 'course.submit':
        return void (await user.click(dialog().getByRole('button', { name: 'Add to calendar' })))
      case 'monthly.enable':
        return void (await user.click(dialog().getByRole('button', { name: 'Assign monthly videos' })))
      case 'month.open':
        return void (await user.click(
          screen.getByRole('button', {
            name: new RegExp(`^${CATEGORY_LABELS[event.category]}, ${monthYearLabel(event.month)}: `),
          }),
        ))
      case 'item.open': {
        const name = context?.items?.find((item) => item.id === event.itemId)?.name ?? event.itemId
        return void (await user.click(dialog().getByRole('button', { name: `Open ${name}` })))
      }
      case 'dialog.close': {
        const buttons = dialog().getAllByRole('button', { name: /^(Cancel|Close|Done)$/ })
        return void (await user.click(buttons[0]!))
      }
    }
  },
  expectState(snapshot, spies) {
    context = snapshot.context as ActivityCalendarContext
    if (snapshot.matches('failed'))
      return void expect(screen.getByText(new RegExp(CALENDAR_TEXTS.loadFailed))).toBeTruthy()
    if (snapshot.matches('loading') && !context.items)
      return void expect(screen.getByRole('status')).toBeTruthy()
    if (!snapshot.matches('ready')) return
    const year = Number(context.today.slice(0, 4)) + context.offset
    expect(screen.getByRole('grid', { hidden: true }).getAttribute('aria-label')).toBe(
      `${CALENDAR_TEXTS.title} ${year}`,
    )
    const sliding = snapshot.matches({ ready: { range: 'sliding' } })
    expect(screen.getByRole('region', { hidden: true }).getAttribute('aria-busy')).toBe(String(sliding))
    const value = (snapshot.value as { ready: { dialog: string | Record<string, string> } }).ready.dialog
    const open = typeof value === 'string' ? value : Object.keys(value)[0]!
    const step = typeof value === 'string' ? null : Object.values(value)[0]!
    if (open === 'none') {
      expect(screen.queryByRole('dialog')).toBeNull()
      const back = screen.getByRole('button', { name: CALENDAR_TEXTS.previous }) as HTMLButtonElement
      expect(back.disabled).toBe(sliding || context.offset === -1)
      // The crowded June reads "9+" when June of this year is on screen.
      if (context.offset === 0 && context.items?.some((item) => item.category === 'gaming'))
        expect(screen.getByRole('button', { name: /^Gaming, June 2026: / }).textContent).toBe(
          itemsIn(context.items, 'gaming', '2026-06', context.zone).length > 9 ? '9+' : expect.any(String),
        )
    }
    if (open === 'monthItems' && context.shown) {
      const shown = context.shown
      expect(
        dialog().getByText(`${CATEGORY_LABELS[shown.category]}, ${monthYearLabel(shown.month)}`),
      ).toBeTruthy()
      expect(dialog().getAllByRole('button', { name: /^Open / })).toHaveLength(
        itemsIn(context.items ?? [], shown.category, shown.month, context.zone).length,
      )
    }
    if (open === 'addActivity') expect(dialog().getByText(CALENDAR_TEXTS.addActivity)).toBeTruthy()
    if (open === 'addCourse') {
      expect(dialog().getByText(CALENDAR_TEXTS.addCourse)).toBeTruthy()
      if (step === 'editing' && context.attempted)
        for (const message of Object.values(courseProblems(context)))
          expect(dialog().getAllByText(message).length).toBeGreaterThan(0)
      if (step === 'editing' && context.actionFailure)
        expect(dialog().getByText(context.actionFailure)).toBeTruthy()
    }
    if (open === 'courseCreated') expect(dialog().getByText(CALENDAR_TEXTS.courseCreated)).toBeTruthy()
    if (open === 'addMonthlyVideo') {
      expect(dialog().getByText(CALENDAR_TEXTS.addMonthlyVideo)).toBeTruthy()
      if (step === 'editing')
        expect(dialog().queryByRole('button', { name: 'Assign monthly videos' }) !== null).toBe(
          context.monthly?.enabled === false,
        )
    }
    if (open === 'success') expect(dialog().getByText(CALENDAR_TEXTS.monthlyEnabled)).toBeTruthy()
    void spies
  },
}

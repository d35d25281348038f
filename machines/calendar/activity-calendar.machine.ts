import { and, assign, fromPromise, setup, stateIn } from 'xstate'
import {
  ADD_PAGES,
  CALENDAR,
  CALENDAR_FLAGS,
  COURSE_ROWS,
  coursesForRow,
  firstDayOf,
  isOpenable,
  isPlannable,
  itemsIn,
  lastDayOf,
  lockOf,
  monthsOf,
  openPathOf,
  type CalendarCategory,
  visibleItems,
  type CalendarItem,
} from '../../src/domain/calendar-planner'
import type { CourseSummary } from '../../src/domain/courses'
import type { MonthlyVideoSettings } from '../../src/domain/monthly-video'
import { TRAINING_TEXTS } from '../../src/domain/training-campaign'
import { failureMessage } from '../event-params'
import { tournamentReportMachine } from '../tournament/tournament-report.machine'

// The activity calendar, a year planner (002 §2.10): rows per category over twelve months, sliding a year back or
// ahead with a one-second animation (previous / next refused at the bounds and while sliding); a month cell opens
// its items ("See All N"); an empty plannable cell, or Add activity, opens the add-activity dialog, which goes on
// to the add-course or add-monthly-video dialog when their flags are on and to the category's own page otherwise;
// a course added here is a training campaign for all users ("Course created"); a tournament opens its report.

export interface PlannerInput {
  /** The admin's today, YYYY-MM-DD in the company's zone. */
  today: string
  zone: string
  partner: boolean
  flags: readonly string[]
}

export interface ActivityDraft {
  category: CalendarCategory | null
  month: string
}

export interface CourseDraft {
  courseId: string
  startDate: string
}

/** The automatic monthly video's settings, as the monthly video calendar keeps them. */
export type MonthlyVideoState = MonthlyVideoSettings

export interface ActivityCalendarContext extends PlannerInput {
  items: CalendarItem[] | null
  offset: number
  failure: string | null
  activity: ActivityDraft
  courses: CourseSummary[] | null
  course: CourseDraft
  attempted: boolean
  monthly: MonthlyVideoState | null
  actionFailure: string | null
  /** The month cell whose items are listed. */
  shown: { category: CalendarCategory; month: string } | null
  tournamentId: string | null
  created: { courseName: string; startDate: string } | null
}

export type ActivityCalendarEvent =
  | { type: 'planner.retry' }
  | { type: 'range.previous' }
  | { type: 'range.next' }
  | { type: 'activity.add'; category?: CalendarCategory; month?: string }
  | { type: 'activity.change'; patch: Partial<ActivityDraft> }
  | { type: 'activity.continue' }
  | { type: 'course.change'; patch: Partial<CourseDraft> }
  | { type: 'course.submit' }
  | { type: 'monthly.enable' }
  | { type: 'month.open'; category: CalendarCategory; month: string }
  | { type: 'item.open'; itemId: string }
  | { type: 'dialog.close' }

const EMPTY_COURSE: CourseDraft = { courseId: '', startDate: '' }

export function activityMonths(context: Pick<ActivityCalendarContext, 'today'>) {
  return [...monthsOf(context.today, 0), ...monthsOf(context.today, CALENDAR.maxOffset)].filter((month) =>
    isPlannable(month, context.today),
  )
}

export const plannableCategories = (context: PlannerInput) =>
  (
    ['training', 'annualTraining', 'devTraining', 'monthlyVideo', 'gaming', 'phishing', 'secureCode'] as const
  ).filter((category) => lockOf(category, context) === null)

export function courseProblems(context: Pick<ActivityCalendarContext, 'course' | 'activity' | 'today'>) {
  const problems: Partial<Record<keyof CourseDraft, string>> = {}
  if (!context.course.courseId) problems.courseId = TRAINING_TEXTS.required
  const date = context.course.startDate
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.startDate = TRAINING_TEXTS.startInvalid
  else if (date < context.today) problems.startDate = TRAINING_TEXTS.startPast
  else if (date > lastDayOf(context.activity.month) || date < `${context.activity.month}-01`)
    problems.startDate = 'The start date should be in the chosen month.'
  return problems
}

export const rowCourses = (context: Pick<ActivityCalendarContext, 'courses' | 'activity'>) =>
  context.courses && context.activity.category
    ? coursesForRow(context.courses, context.activity.category)
    : []

const itemOf = (context: ActivityCalendarContext, id: string) => context.items?.find((item) => item.id === id)

/** An item of the month cell on screen: only those have Open buttons. */
const shownItem = (context: ActivityCalendarContext, id: string) =>
  context.shown
    ? itemsIn(context.items ?? [], context.shown.category, context.shown.month, context.zone).find(
        (item) => item.id === id,
      )
    : undefined

export const activityCalendarMachine = setup({
  types: {
    context: {} as ActivityCalendarContext,
    events: {} as ActivityCalendarEvent,
    input: {} as PlannerInput,
  },
  actors: {
    loadCalendar: fromPromise<CalendarItem[], { from: string; to: string; exerciseV1: boolean }>(async () => {
      throw new Error('loadCalendar not provided')
    }),
    loadCourses: fromPromise<CourseSummary[]>(async () => []),
    saveCourse: fromPromise<void, { course: CourseSummary; startDate: string; today: string }>(
      async () => undefined,
    ),
    loadMonthly: fromPromise<MonthlyVideoState>(async () => {
      throw new Error('loadMonthly not provided')
    }),
    enableMonthly: fromPromise<void, MonthlyVideoState>(async () => undefined),
    tournamentReport: tournamentReportMachine,
  },
  delays: { slide: CALENDAR.slideMs },
  guards: {
    canGoBack: ({ context }) => context.offset > CALENDAR.minOffset,
    canGoOn: ({ context }) => context.offset < CALENDAR.maxOffset,
    canAdd: ({ context, event }) =>
      event.type === 'activity.add' &&
      plannableCategories(context).length > 0 &&
      (event.month === undefined || monthsOf(context.today, context.offset).includes(event.month)) &&
      (event.category === undefined || lockOf(event.category, context) === null) &&
      (event.month === undefined || isPlannable(event.month, context.today)),
    hasItems: ({ context, event }) =>
      event.type === 'month.open' &&
      monthsOf(context.today, context.offset).includes(event.month) &&
      itemsIn(context.items ?? [], event.category, event.month, context.zone).length > 0,
    activityChosen: ({ context }) => context.activity.category !== null,
    isPlannableChange: ({ context }, patch: Partial<ActivityDraft>) =>
      (patch.category === undefined ||
        (patch.category !== null && lockOf(patch.category, context) === null)) &&
      (patch.month === undefined || activityMonths(context).includes(patch.month)),
    isRowCourse: ({ context }, patch: Partial<CourseDraft>) =>
      patch.courseId === undefined || rowCourses(context).some((course) => course.id === patch.courseId),
    courseDialog: ({ context }) =>
      context.activity.category !== null &&
      COURSE_ROWS.includes(context.activity.category) &&
      context.flags.includes(CALENDAR_FLAGS.addCourse),
    monthlyDialog: ({ context }) =>
      context.activity.category === 'monthlyVideo' && context.flags.includes(CALENDAR_FLAGS.addMonthlyVideo),
    courseValid: ({ context }) => Object.keys(courseProblems(context)).length === 0,
    monthlyOff: ({ context }) => context.monthly !== null && !context.monthly.enabled,
    isTournament: ({ context }, id: string) => {
      const item = shownItem(context, id)
      return item !== undefined && item.category === 'secureCode' && isOpenable(item)
    },
    hasPage: ({ context }, id: string) => {
      const item = shownItem(context, id)
      return item !== undefined && openPathOf(item) !== null
    },
  },
  actions: {
    setItems: assign({ items: (_, items: CalendarItem[]) => visibleItems(items), failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setActionFailure: assign({ actionFailure: (_, message: string) => message }),
    back: assign({ offset: ({ context }) => context.offset - 1 }),
    forward: assign({ offset: ({ context }) => context.offset + 1 }),
    startActivity: assign({
      activity: ({ context }, event: { category?: CalendarCategory; month?: string }) => ({
        category: event.category ?? null,
        month: event.month ?? activityMonths(context)[0] ?? context.today.slice(0, 7),
      }),
      course: EMPTY_COURSE,
      attempted: false,
      actionFailure: null,
      created: null,
    }),
    changeActivity: assign({
      activity: ({ context }, patch: Partial<ActivityDraft>) => ({ ...context.activity, ...patch }),
    }),
    setCourses: assign({
      courses: (_, courses: CourseSummary[]) => courses,
      course: ({ context }) => ({
        courseId: '',
        startDate: firstDayOf(context.activity.month, context.today),
      }),
    }),
    changeCourse: assign({
      course: ({ context }, patch: Partial<CourseDraft>) => ({ ...context.course, ...patch }),
      actionFailure: null,
    }),
    markAttempted: assign({ attempted: true }),
    setCreated: assign({
      created: ({ context }) => ({
        courseName: context.courses?.find((course) => course.id === context.course.courseId)?.name ?? '',
        startDate: context.course.startDate,
      }),
    }),
    setMonthly: assign({ monthly: (_, monthly: MonthlyVideoState) => monthly, actionFailure: null }),
    show: assign({ shown: (_, cell: { category: CalendarCategory; month: string }) => cell }),
    setTournament: assign({ tournamentId: (_, id: string | null) => id }),
    closeAll: assign({ shown: null, tournamentId: null, actionFailure: null, attempted: false }),
    /** Provided by the app: opens another page (an item, or a category's own add page). */
    openPage: (_, _path: string) => {},
  },
}).createMachine({
  id: 'activityCalendar',
  context: ({ input }) => ({
    ...input,
    items: null,
    offset: 0,
    failure: null,
    activity: { category: null, month: input.today.slice(0, 7) },
    courses: null,
    course: EMPTY_COURSE,
    attempted: false,
    monthly: null,
    actionFailure: null,
    shown: null,
    tournamentId: null,
    created: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCalendar',
        src: 'loadCalendar',
        input: ({ context }) => {
          const year = Number(context.today.slice(0, 4))
          return {
            from: `${year + CALENDAR.minOffset}-01-01`,
            to: `${year + CALENDAR.maxOffset}-12-31`,
            exerciseV1: context.flags.includes(CALENDAR_FLAGS.exerciseV1),
          }
        },
        onDone: { target: 'ready', actions: { type: 'setItems', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'planner.retry': 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        range: {
          initial: 'still',
          states: {
            still: {
              on: {
                // The range buttons sit behind an open dialog.
                'range.previous': {
                  guard: and(['canGoBack', stateIn({ ready: { dialog: 'none' } })]),
                  target: 'sliding',
                  actions: 'back',
                },
                'range.next': {
                  guard: and(['canGoOn', stateIn({ ready: { dialog: 'none' } })]),
                  target: 'sliding',
                  actions: 'forward',
                },
              },
            },
            sliding: { after: { slide: 'still' } },
          },
        },
        dialog: {
          initial: 'none',
          states: {
            none: {
              on: {
                // The cells and buttons wait while the range slides (one second).
                'activity.add': {
                  guard: and(['canAdd', stateIn({ ready: { range: 'still' } })]),
                  target: 'addActivity',
                  actions: { type: 'startActivity', params: ({ event }) => event },
                },
                'month.open': {
                  guard: and(['hasItems', stateIn({ ready: { range: 'still' } })]),
                  target: 'monthItems',
                  actions: { type: 'show', params: ({ event }) => event },
                },
              },
            },
            monthItems: {
              on: {
                'dialog.close': { target: 'none', actions: 'closeAll' },
                'item.open': [
                  {
                    guard: { type: 'isTournament', params: ({ event }) => event.itemId },
                    target: 'tournamentReport',
                    actions: { type: 'setTournament', params: ({ event }) => event.itemId },
                  },
                  {
                    guard: { type: 'hasPage', params: ({ event }) => event.itemId },
                    target: 'none',
                    actions: [
                      {
                        type: 'openPage',
                        params: ({ context, event }) => openPathOf(itemOf(context, event.itemId)!)!,
                      },
                      'closeAll',
                    ],
                  },
                ],
              },
            },
            tournamentReport: {
              invoke: {
                id: 'tournamentReport',
                src: 'tournamentReport',
                input: ({ context }) => ({ tournamentId: context.tournamentId ?? '' }),
                onDone: { target: 'none', actions: 'closeAll' },
              },
            },
            addActivity: {
              on: {
                'dialog.close': { target: 'none', actions: 'closeAll' },
                'activity.change': {
                  guard: { type: 'isPlannableChange', params: ({ event }) => event.patch },
                  actions: { type: 'changeActivity', params: ({ event }) => event.patch },
                },
                'activity.continue': [
                  { guard: 'courseDialog', target: 'addCourse' },
                  { guard: 'monthlyDialog', target: 'addMonthlyVideo' },
                  {
                    guard: 'activityChosen',
                    target: 'none',
                    actions: [
                      { type: 'openPage', params: ({ context }) => ADD_PAGES[context.activity.category!] },
                      'closeAll',
                    ],
                  },
                  { actions: 'markAttempted' },
                ],
              },
            },
            addCourse: {
              initial: 'loading',
              on: { 'dialog.close': { target: 'none', actions: 'closeAll' } },
              states: {
                loading: {
                  tags: ['busy'],
                  invoke: {
                    id: 'loadCourses',
                    src: 'loadCourses',
                    onDone: {
                      target: 'editing',
                      actions: { type: 'setCourses', params: ({ event }) => event.output },
                    },
                    onError: {
                      target: 'failed',
                      actions: { type: 'setActionFailure', params: failureMessage },
                    },
                  },
                },
                failed: { on: { 'planner.retry': 'loading' } },
                editing: {
                  on: {
                    'course.change': {
                      guard: { type: 'isRowCourse', params: ({ event }) => event.patch },
                      actions: { type: 'changeCourse', params: ({ event }) => event.patch },
                    },
                    'course.submit': [
                      { guard: 'courseValid', target: 'saving' },
                      { actions: 'markAttempted' },
                    ],
                  },
                },
                saving: {
                  tags: ['busy'],
                  on: { 'dialog.close': {} },
                  invoke: {
                    id: 'saveCourse',
                    src: 'saveCourse',
                    input: ({ context }) => ({
                      course: context.courses!.find((course) => course.id === context.course.courseId)!,
                      startDate: context.course.startDate,
                      today: context.today,
                    }),
                    onDone: { target: '#activityCalendar.ready.dialog.courseCreated', actions: 'setCreated' },
                    onError: {
                      target: 'editing',
                      actions: { type: 'setActionFailure', params: failureMessage },
                    },
                  },
                },
              },
            },
            courseCreated: {
              on: { 'dialog.close': { target: '#activityCalendar.loading', actions: 'closeAll' } },
            },
            addMonthlyVideo: {
              initial: 'loading',
              on: { 'dialog.close': { target: 'none', actions: 'closeAll' } },
              states: {
                loading: {
                  tags: ['busy'],
                  invoke: {
                    id: 'loadMonthly',
                    src: 'loadMonthly',
                    onDone: {
                      target: 'editing',
                      actions: { type: 'setMonthly', params: ({ event }) => event.output },
                    },
                    onError: {
                      target: 'failed',
                      actions: { type: 'setActionFailure', params: failureMessage },
                    },
                  },
                },
                failed: { on: { 'planner.retry': 'loading' } },
                editing: { on: { 'monthly.enable': { guard: 'monthlyOff', target: 'saving' } } },
                saving: {
                  tags: ['busy'],
                  on: { 'dialog.close': {} },
                  invoke: {
                    id: 'enableMonthly',
                    src: 'enableMonthly',
                    input: ({ context }) => ({ ...context.monthly!, enabled: true }),
                    onDone: '#activityCalendar.ready.dialog.success',
                    onError: {
                      target: 'editing',
                      actions: { type: 'setActionFailure', params: failureMessage },
                    },
                  },
                },
              },
            },
            success: {
              on: { 'dialog.close': { target: '#activityCalendar.loading', actions: 'closeAll' } },
            },
          },
        },
      },
    },
  },
})

import { Temporal } from 'temporal-polyfill'
import { array, boolean, enums, nullable, number, object, optional, string, type Infer } from 'superstruct'
import { formatDate } from './intl-format'

// The activity calendar, a year planner (002 §2.10, §7 "Calendar", §9): one row per category, twelve months at a
// time, read from the seven calendar calls. Pure rules here; the planner machine holds the range and dialogs.

export const CALENDAR_CATEGORIES = [
  'training',
  'monthlyVideo',
  'gaming',
  'phishing',
  'devTraining',
  'secureCode',
  'annualTraining',
] as const
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number]

export const CATEGORY_LABELS: Record<CalendarCategory, string> = {
  training: 'Training',
  monthlyVideo: 'Monthly video',
  gaming: 'Gaming',
  phishing: 'Phishing',
  devTraining: 'Dev training',
  secureCode: 'Secure code',
  annualTraining: 'Annual training',
}

/** 002 §9 "Calendar range step", "Calendar tooltip delay". */
export const CALENDAR = {
  stepMonths: 12,
  slideMs: 1000,
  tooltipDelayMs: 100,
  /** More than this many items in a month cell reads "9+". */
  cellOverflow: 9,
  /** How many items a tooltip names before "See All N". */
  tooltipLimit: 5,
  /** The range slides one year back and one year ahead of this one. */
  minOffset: -1,
  maxOffset: 1,
} as const

/** Flags (002 §2.10) that choose a planner dialog over opening the full page, and the tournament row. */
export const CALENDAR_FLAGS = {
  addCourse: 'calendar-add-course',
  addMonthlyVideo: 'calendar-add-monthly-video',
  tournament: 'secure-code-tournament',
  /** The earlier phishing exercise version's calendar call. */
  exerciseV1: 'phishing-exercise-v1',
} as const

export const CALENDAR_TEXTS = {
  title: 'Activity calendar',
  mobile: 'Visit us on a larger screen to enjoy this feature.',
  previous: 'Previous year',
  next: 'Next year',
  addActivity: 'Add activity',
  addCourse: 'Add course',
  addMonthlyVideo: 'Add monthly video',
  courseCreated: 'Course created',
  success: 'Success',
  locked: 'Locked: planning this row is for partner accounts.',
  tournamentLocked: 'Locked: the secure-code tournament is not switched on for this company.',
  seeAll: (count: number) => `See All ${count}`,
  loadFailed: 'The calendar could not be loaded.',
  pickCourse: 'Choose a course',
  startDate: 'Start date',
  monthlyEnabled: 'Monthly videos are assigned automatically from now on.',
  tournamentScheduled: 'The dev tournament was scheduled.',
  feed: 'Subscribe in your calendar',
} as const

export const CalendarItem = object({
  id: string(),
  category: enums(CALENDAR_CATEGORIES),
  name: string(),
  startAt: string(),
  status: string(),
  assignedUsers: number(),
  completionPercentage: number(),
  deleted: optional(boolean()),
  courseId: optional(nullable(string())),
})
export type CalendarItem = Infer<typeof CalendarItem>

export const CalendarItems = array(CalendarItem)

/** 002 §2.10: items whose status is ended or archived are left out. */
const HIDDEN = new Set(['ended', 'archived', 'ENDED', 'ARCHIVED', 'deleted'])
export const visibleItems = (items: readonly CalendarItem[]) =>
  items.filter((item) => !HIDDEN.has(item.status) && !item.deleted)

export interface PlannerFacts {
  partner: boolean
  flags: readonly string[]
}

/** 002 §2.10: gaming, monthly video, phishing and training lock for non-partners; the tournament row behind its flag. */
export function lockOf(category: CalendarCategory, facts: PlannerFacts): string | null {
  if (category === 'secureCode')
    return facts.flags.includes(CALENDAR_FLAGS.tournament) ? null : CALENDAR_TEXTS.tournamentLocked
  const partnerRows: CalendarCategory[] = ['gaming', 'monthlyVideo', 'phishing', 'training']
  return partnerRows.includes(category) && !facts.partner ? CALENDAR_TEXTS.locked : null
}

/** The months (YYYY-MM) the range shows at an offset of whole years from this one. */
export function monthsOf(today: string, offset: number): string[] {
  const year = Number(today.slice(0, 4)) + offset
  return Array.from(
    { length: CALENDAR.stepMonths },
    (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`,
  )
}

/** The whole span the planner reads once: January a year back to December a year ahead. */
export function spanOf(today: string) {
  const year = Number(today.slice(0, 4))
  return { from: `${year + CALENDAR.minOffset}-01-01`, to: `${year + CALENDAR.maxOffset}-12-31` }
}

/** The month an instant falls in, in the admin's zone. */
export function monthOfInstant(instant: string, zone: string) {
  return Temporal.Instant.from(instant).toZonedDateTimeISO(zone).toPlainDate().toString().slice(0, 7)
}

export function itemsIn(
  items: readonly CalendarItem[],
  category: CalendarCategory,
  month: string,
  zone: string,
): CalendarItem[] {
  return items.filter((item) => item.category === category && monthOfInstant(item.startAt, zone) === month)
}

/** The count a month cell shows: "9+" when crowded. */
export const cellCount = (count: number) =>
  count > CALENDAR.cellOverflow ? `${CALENDAR.cellOverflow}+` : String(count)

/** Only this month and later take new activities. */
export const isPlannable = (month: string, today: string) => month >= today.slice(0, 7)

export const monthLabel = (month: string) => monthName(month, 'short')

/**
 * Where an item opens (null: it cannot). 002 §2.10: a gaming item does not open while queued or suspended; a
 * deleted tournament that has ended cannot be opened (the tournament report opens in the planner instead).
 */
export function openPathOf(item: CalendarItem): string | null {
  switch (item.category) {
    case 'training':
    case 'annualTraining':
    case 'devTraining':
      return item.courseId ? `/courses/${encodeURIComponent(item.courseId)}/preview` : null
    case 'monthlyVideo':
      return '/calendar/history'
    case 'gaming':
      if (item.status === 'queued' || item.status === 'suspended') return null
      return item.courseId
        ? `/gaming/preview`
        : `/phishing-exercise-report/${encodeURIComponent(item.id)}/users`
    case 'phishing':
      return `/phishing-simulation/reports/${encodeURIComponent(item.id)}/overview`
    case 'secureCode':
      return null
  }
}

export const isOpenable = (item: CalendarItem) =>
  item.category === 'secureCode' ? !(item.deleted && item.status === 'ENDED') : openPathOf(item) !== null

/** Where Add activity goes for a category when no planner dialog is switched on. */
export const ADD_PAGES: Record<CalendarCategory, string> = {
  training: '/learning/courses',
  annualTraining: '/learning/courses',
  devTraining: '/for-developers/preview',
  monthlyVideo: '/calendar/settings',
  gaming: '/phishing-exercise/create',
  phishing: '/phishing-simulation-create',
  secureCode: '/home?modal=secureCodeTournament',
}

/** Which library courses a training row plans. */
export function coursesForRow<T extends { category: string; courseType: string }>(
  courses: readonly T[],
  category: CalendarCategory,
): T[] {
  if (category === 'annualTraining') return courses.filter((course) => course.category === 'Annual Training')
  if (category === 'devTraining')
    return courses.filter((course) => course.courseType === 'for developers manual')
  return courses.filter(
    (course) => course.category !== 'Annual Training' && course.courseType !== 'for developers manual',
  )
}

export const COURSE_ROWS: readonly CalendarCategory[] = ['training', 'annualTraining', 'devTraining']

/** The first day a new activity in a month may start: today in this month, the 1st of a later one. */
export const firstDayOf = (month: string, today: string) =>
  month === today.slice(0, 7) ? today : `${month}-01`

export const lastDayOf = (month: string) =>
  Temporal.PlainYearMonth.from(month)
    .toPlainDate({ day: 1 })
    .add({ months: 1 })
    .subtract({ days: 1 })
    .toString()

export interface PlannerCell {
  month: string
  count: number
  /** What the cell shows: the count, "9+" when crowded. */
  label: string
  /** The first few, for the hover card; the rest are behind "See All N". */
  preview: CalendarItem[]
  /** An empty cell in an open row, this month or later, takes a new activity. */
  addable: boolean
}

export interface PlannerRow {
  category: CalendarCategory
  label: string
  lock: string | null
  cells: PlannerCell[]
}

/** The grid for the months shown: a row per category (002 §2.10's order), a cell per month. */
export function plannerRows(
  items: readonly CalendarItem[],
  months: readonly string[],
  facts: PlannerFacts & { today: string; zone: string },
): PlannerRow[] {
  return CALENDAR_CATEGORIES.map((category) => {
    const lock = lockOf(category, facts)
    return {
      category,
      label: CATEGORY_LABELS[category],
      lock,
      cells: months.map((month) => {
        const inCell = itemsIn(items, category, month, facts.zone)
        return {
          month,
          count: inCell.length,
          label: cellCount(inCell.length),
          preview: inCell.slice(0, CALENDAR.tooltipLimit),
          addable: inCell.length === 0 && lock === null && isPlannable(month, facts.today),
        }
      }),
    }
  })
}

const monthName = (month: string, style: 'long' | 'short') =>
  formatDate(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1), 'en-US', {
    month: style,
    timeZone: 'UTC',
  })

/** "November 2026", the same in every browser. */
export const monthYearLabel = (month: string) => `${monthName(month, 'long')} ${month.slice(0, 4)}`

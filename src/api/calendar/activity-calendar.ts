import type { $Fetch } from 'ofetch'
import { array, boolean, create, nullable, number, object, string, type as shape } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { CalendarItem } from '../../domain/calendar-planner'

// The planner's seven calendar calls (002 §7 "Calendar"), read together for one span and made one list of items.

const MonthlyEntries = shape({
  data: array(
    shape({
      id: string(),
      month: string(),
      title: string(),
      assignedUsers: number(),
      completionPercentage: number(),
    }),
  ),
})
const Tournaments = shape({
  data: array(shape({ id: string(), status: string(), startAt: string(), assignedUsers: number() })),
})

// The calls send more fields than the planner keeps (the spec's startedAt, active): a `type` keeps only its own.
const CalendarItemLoose = shape({ ...CalendarItem.schema, category: string() })

const entries = async (api: $Fetch, path: string, query: Record<string, string>): Promise<CalendarItem[]> =>
  create(await api(path, { query }), shape({ data: array(CalendarItemLoose) })).data.map((item) =>
    create(
      {
        id: item.id,
        category: item.category,
        name: item.name,
        startAt: item.startAt,
        status: item.status,
        assignedUsers: item.assignedUsers,
        completionPercentage: item.completionPercentage,
        deleted: item.deleted ?? false,
        courseId: item.courseId ?? null,
      },
      CalendarItem,
    ),
  )

export async function loadCalendarItems(
  api: $Fetch,
  companyId: string,
  span: { from: string; to: string; exerciseV1: boolean },
): Promise<CalendarItem[]> {
  const query = { from: span.from, to: span.to }
  const [training, developers, exercises, simulations, monthly, tournaments] = await Promise.all([
    entries(api, PATHS.trainingCalendar(companyId), query),
    entries(api, PATHS.developersCalendar(companyId), query),
    entries(api, (span.exerciseV1 ? PATHS.exerciseCalendarV1 : PATHS.exerciseCalendar)(companyId), query),
    entries(api, PATHS.simulationCalendar(companyId), query),
    api(PATHS.monthlyVideoCalendar(companyId), { query }).then((body) => create(body, MonthlyEntries).data),
    api(PATHS.tournamentCalendar(companyId), {
      query: { from: `${span.from}T00:00:00.000Z`, to: `${span.to}T23:59:59.999Z` },
    }).then((body) => create(body, Tournaments).data),
  ])
  return [
    ...training,
    ...developers,
    ...exercises,
    ...simulations,
    ...monthly.map((entry) => ({
      id: entry.id,
      category: 'monthlyVideo' as const,
      name: entry.title,
      startAt: `${entry.month}-01T00:00:00.000Z`,
      status: 'running',
      assignedUsers: entry.assignedUsers,
      completionPercentage: entry.completionPercentage,
      deleted: false,
      courseId: null,
    })),
    ...tournaments.map((entry) => ({
      id: entry.id,
      category: 'secureCode' as const,
      name: 'Secure code tournament',
      startAt: entry.startAt,
      status: entry.status,
      assignedUsers: entry.assignedUsers,
      completionPercentage: 0,
      deleted: false,
      courseId: null,
    })),
  ]
}

const FeedStatus = object({
  subscribed: boolean(),
  createdAt: nullable(string()),
  lastReadAt: nullable(string()),
})
export type FeedStatus = typeof FeedStatus.TYPE

export const loadFeed = async (api: $Fetch, companyId: string) =>
  create(await api(PATHS.calendarFeed(companyId)), FeedStatus)
export const createFeed = async (api: $Fetch, companyId: string) =>
  create(await api(PATHS.calendarFeed(companyId), { method: 'POST' }), object({ url: string() })).url
export const revokeFeed = async (api: $Fetch, companyId: string) => {
  await api(PATHS.calendarFeed(companyId), { method: 'DELETE' })
}

import { sql } from 'drizzle-orm'
import type { CalendarCategory } from '../../src/domain/calendar-planner'
import { tournamentStatus } from '../../src/domain/tournament'
import type { Database } from '../db/open'
import { rowsOf } from '../exercise/totals'
import { campaignProgress } from '../learning/progress'

// What the seven calendar calls of 002 §7 read, one query per kind of activity, each for a company and a range
// of start instants. The routes shape them as the spec's entries; the iCalendar feed reads all of them.

export interface Range {
  from: Date
  to: Date
}

export interface Activity {
  id: string
  category: CalendarCategory
  name: string
  startAt: Date
  /** When it is due or ends, where it has an end. */
  endAt: Date | null
  status: string
  assignedUsers: number
  completionPercentage: number
  deleted: boolean
  courseId: string | null
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0)
const DAY = 86_400_000

/** Training campaigns: training, annual training, gaming (gaming courses) and dev training (developer courses). */
export async function trainingActivities(
  db: Database,
  companyId: string,
  range: Range,
  now: Date,
): Promise<Activity[]> {
  const rows = await rowsOf<{
    id: string
    name: string
    course_id: string
    start_date: Date
    date_ended: Date | null
    days_to_complete: number
    status: string
    is_gaming: boolean
    category: string
    course_type: string
    deleted: boolean
  }>(
    db,
    sql`select t.id, t.name, t.course_id, t.start_date, t.date_ended, t.days_to_complete, t.status, t.is_gaming,
          c.category, c.course_type, c.deleted
        from training_campaigns t join courses c on c.id = t.course_id
        where t.company_id = ${companyId}
          and t.start_date between ${range.from.toISOString()}::timestamptz and ${range.to.toISOString()}::timestamptz
        order by t.start_date`,
  )
  // The learners' tasks, as the training report counts them (never the campaign's stored tally): one figure,
  // one computation.
  const progressOf = await campaignProgress(
    db,
    rows.map((row) => row.id),
    now,
  )
  return rows.map((row) => {
    const start = new Date(row.start_date)
    const progress = progressOf.get(row.id) ?? { completed: 0, inProgress: 0, notStarted: 0, overdue: 0 }
    const total = progress.completed + progress.inProgress + progress.notStarted + progress.overdue
    const category: CalendarCategory = row.is_gaming
      ? 'gaming'
      : row.course_type === 'for developers manual'
        ? 'devTraining'
        : row.category === 'Annual Training'
          ? 'annualTraining'
          : 'training'
    return {
      id: row.id,
      category,
      name: row.name,
      startAt: start,
      endAt: row.date_ended
        ? new Date(row.date_ended)
        : new Date(start.getTime() + row.days_to_complete * DAY),
      status: row.status,
      assignedUsers: total,
      completionPercentage: percent(progress.completed, total),
      deleted: row.deleted,
      courseId: row.course_id,
    }
  })
}

/** Phishing exercise campaigns (the gaming row: 000 §1 calls an exercise "a gaming / quiz style activity"). */
export async function exerciseActivities(db: Database, companyId: string, range: Range): Promise<Activity[]> {
  const rows = await rowsOf<{
    id: string
    name: string
    status: string
    started_at: Date
    days_to_complete: number
    archived_at: Date | null
    assignments: { total: number; completed: number }
  }>(
    db,
    sql`select id, name, status, started_at, days_to_complete, archived_at, assignments from phishing_campaigns
        where company_id = ${companyId}
          and started_at between ${range.from.toISOString()}::timestamptz and ${range.to.toISOString()}::timestamptz
        order by started_at`,
  )
  return rows.map((row) => {
    const start = new Date(row.started_at)
    return {
      id: row.id,
      category: 'gaming',
      name: row.name,
      startAt: start,
      endAt: new Date(start.getTime() + row.days_to_complete * DAY),
      status: row.archived_at ? 'archived' : row.status,
      assignedUsers: row.assignments.total,
      completionPercentage: percent(row.assignments.completed, row.assignments.total),
      deleted: false,
      courseId: null,
    }
  })
}

/** Phishing simulations (the phishing row), with how many learners they mailed and how many reported. */
export async function simulationActivities(
  db: Database,
  companyId: string,
  range: Range,
): Promise<Activity[]> {
  const rows = await rowsOf<{
    id: string
    name: string
    status: string
    start_at: Date
    archived_at: Date | null
    recipients: number
    reported: number
  }>(
    db,
    sql`select s.id, s.name, s.status, s.start_at, s.archived_at,
          count(distinct d.user_id)::int recipients,
          count(distinct d.user_id) filter (where d.reported_at is not null)::int reported
        from simulation_campaigns s left join simulation_deliveries d on d.campaign_id = s.id
        where s.company_id = ${companyId}
          and s.start_at between ${range.from.toISOString()}::timestamptz and ${range.to.toISOString()}::timestamptz
        group by s.id order by s.start_at`,
  )
  return rows.map((row) => ({
    id: row.id,
    category: 'phishing',
    name: row.name,
    startAt: new Date(row.start_at),
    endAt: null,
    status: row.archived_at ? 'ARCHIVED' : row.status,
    assignedUsers: row.recipients,
    completionPercentage: percent(row.reported, row.recipients),
    deleted: false,
    courseId: null,
  }))
}

/** Monthly videos given to the company (the first of their month). */
export async function monthlyVideoActivities(
  db: Database,
  companyId: string,
  range: Range,
): Promise<Activity[]> {
  const rows = await rowsOf<{
    id: string
    month: string
    title: string
    assigned: number
    completed: number
  }>(
    db,
    sql`select a.id, a.month, v.title,
          (select count(*)::int from user_tasks t where t.source_id = a.id) assigned,
          (select count(*)::int from user_tasks t where t.source_id = a.id and t.status = 'completed') completed
        from monthly_video_assignments a join monthly_videos v on v.id = a.video_id
        where a.company_id = ${companyId}
          and a.month between ${range.from.toISOString().slice(0, 7)} and ${range.to.toISOString().slice(0, 7)}
        order by a.month`,
  )
  return rows.map((row) => ({
    id: row.id,
    category: 'monthlyVideo',
    name: row.title,
    startAt: new Date(`${row.month}-01T00:00:00.000Z`),
    endAt: null,
    status: 'running',
    assignedUsers: row.assigned,
    completionPercentage: percent(row.completed, row.assigned),
    deleted: false,
    courseId: null,
  }))
}

/** Dev tournaments (the secure-code row). */
export async function tournamentActivities(
  db: Database,
  companyId: string,
  range: Range,
  now: Date,
): Promise<Activity[]> {
  const rows = await rowsOf<{ id: string; start_at: Date; end_at: Date; assigned: number; solved: number }>(
    db,
    sql`select t.id, t.start_at, t.end_at, count(p.user_id)::int assigned,
          count(p.user_id) filter (where p.solved > 0)::int solved
        from tournaments t left join tournament_participants p on p.tournament_id = t.id
        where t.company_id = ${companyId}
          and t.start_at between ${range.from.toISOString()}::timestamptz and ${range.to.toISOString()}::timestamptz
        group by t.id order by t.start_at`,
  )
  return rows.map((row) => ({
    id: row.id,
    category: 'secureCode',
    name: 'Secure code tournament',
    startAt: new Date(row.start_at),
    endAt: new Date(row.end_at),
    status: tournamentStatus(new Date(row.start_at), new Date(row.end_at), now),
    assignedUsers: row.assigned,
    completionPercentage: percent(row.solved, row.assigned),
    deleted: false,
    courseId: null,
  }))
}

export async function allActivities(db: Database, companyId: string, range: Range, now: Date) {
  const parts = await Promise.all([
    trainingActivities(db, companyId, range, now),
    exerciseActivities(db, companyId, range),
    simulationActivities(db, companyId, range),
    monthlyVideoActivities(db, companyId, range),
    tournamentActivities(db, companyId, range, now),
  ])
  return parts.flat()
}

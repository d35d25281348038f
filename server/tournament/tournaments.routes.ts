import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { DIRECTORY_IDS_MAX, idList } from '../../src/domain/request-limits'
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { ownTournament } from './tournaments'
import { Temporal } from 'temporal-polyfill'
import { enums, integer, object, string } from 'superstruct'
import type { UsersType } from '../../src/domain/exercise-campaign'
import {
  ASSIGNMENT_TYPES,
  payloadForm,
  TOURNAMENT,
  TOURNAMENT_TEXTS,
  tournamentFieldProblems,
  tournamentStatus,
  type AssignmentType,
  type TournamentPayload,
} from '../../src/domain/tournament'
import type { GatewayEnv } from '../context'
import { tournamentParticipants, tournaments } from '../db/schema'
import { ApiError, invalid, body } from '../errors'
import { checkOwnIds, learnersFor } from '../exercise/learners'
import { rowsOf } from '../exercise/totals'

// The developer tournament (002 §2.11, §7 "Tournament"): scheduling one for all users or some departments or
// groups (the form's own rules, then the company's directory), reading it with its statistic, changing it while
// it is scheduled, and cancelling it — both refused once it is in progress ('precondition failed').

const guard = allow.company()
const DAY = 86_400_000

const CreateBody = object({
  duration: integer(),
  challengesCount: integer(),
  startDate: string(),
  timezone: string(),
  assignmentType: enums(ASSIGNMENT_TYPES),
  departments: idList(DIRECTORY_IDS_MAX),
  groups: idList(DIRECTORY_IDS_MAX),
})

const USERS_TYPE: Record<AssignmentType, UsersType> = {
  ALL_USERS: 'USERS_ALL',
  DEPARTMENTS: 'USERS_FROM_DEPARTMENTS',
  GROUPS: 'USERS_FROM_GROUPS',
}

export function tournamentRoutes() {
  const app = new Hono<GatewayEnv>()

  /** The dialog's own rules on the form the payload stands for, then the directory: who would play. */
  const checkedLearners = async (
    deps: GatewayEnv['Variables']['deps'],
    companyId: string,
    payload: TournamentPayload,
  ) => {
    const now = deps.now?.() ?? new Date()
    // What the UI prevents, the gateway refuses.
    const form = payloadForm(payload)
    if (!form) throw invalid([{ field: 'startDate', message: 'The date must be valid' }])
    const problems = tournamentFieldProblems(form, Temporal.Instant.fromEpochMilliseconds(now.getTime()))
    const fields = Object.entries(problems).map(([field, message]) => ({ field, message }))
    if (fields.length > 0) throw invalid(fields)
    const targets = payload.assignmentType === 'DEPARTMENTS' ? payload.departments : payload.groups
    if (payload.assignmentType !== 'ALL_USERS')
      await checkOwnIds(
        deps.db,
        companyId,
        targets,
        payload.assignmentType === 'DEPARTMENTS' ? 'departments' : 'groups',
        payload.assignmentType === 'DEPARTMENTS' ? 'departments' : 'groups',
      )
    const learners = await learnersFor(
      deps.db,
      companyId,
      USERS_TYPE[payload.assignmentType],
      payload.assignmentType === 'ALL_USERS' ? [] : targets,
    )
    if (learners.length === 0) throw invalid([{ field: 'learners', message: TOURNAMENT_TEXTS.noLearners }])
    return learners
  }

  const columnsOf = (payload: TournamentPayload) => {
    const startAt = new Date(payload.startDate)
    return {
      startAt,
      endAt: new Date(startAt.getTime() + payload.duration * DAY),
      timeZone: payload.timezone,
      durationDays: payload.duration,
      challengesCount: payload.challengesCount,
      assignmentType: payload.assignmentType,
      departments: payload.assignmentType === 'DEPARTMENTS' ? payload.departments : [],
      groups: payload.assignmentType === 'GROUPS' ? payload.groups : [],
    }
  }

  type Tx = Parameters<Parameters<GatewayEnv['Variables']['deps']['db']['transaction']>[0]>[0]
  const enrol = async (tx: Tx, id: string, learners: { id: string }[]) => {
    for (let i = 0; i < learners.length; i += 2000)
      await tx
        .insert(tournamentParticipants)
        .values(learners.slice(i, i + 2000).map((learner) => ({ tournamentId: id, userId: learner.id })))
  }

  app.post(PATHS.createTournament.pattern, guard, body(CreateBody), async (c) => {
    const companyId = c.req.param('companyId')
    const payload: TournamentPayload = c.req.valid('json')
    const learners = await checkedLearners(c.var.deps, companyId, payload)
    const id = `trn_${randomUUID()}`
    await c.var.deps.db.transaction(async (tx) => {
      await tx.insert(tournaments).values({ id, companyId, ...columnsOf(payload) })
      await enrol(tx, id, learners)
    })
    return c.json({ data: { id, assignedUsers: learners.length } }, 201)
  })

  app.get(PATHS.tournament.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const row = await ownTournament(db, c.req.param('companyId'), c.req.param('id'))
    const [stats] = await rowsOf<{ assigned: number; average: number | null; max: number | null }>(
      db,
      sql`select count(*)::int assigned, avg(solved)::float average, max(solved)::int max
        from tournament_participants where tournament_id = ${row.id}`,
    )
    return c.json({
      data: {
        id: row.id,
        status: tournamentStatus(row.startAt, row.endAt, c.var.deps.now?.() ?? new Date()),
        startAt: row.startAt.toISOString(),
        endAt: row.endAt.toISOString(),
        timezone: row.timeZone,
        duration: row.durationDays,
        challengesCount: row.challengesCount,
        assignmentType: row.assignmentType,
        departments: row.departments,
        groups: row.groups,
        assignedUsers: stats?.assigned ?? 0,
        statistic: { averageScore: stats?.average ?? 0, maxScore: stats?.max ?? 0 },
        maxChallenges: TOURNAMENT.maxChallenges,
      },
    })
  })

  // 002 §7 PATCH: a scheduled tournament changed through its setup form, its players chosen again; once it
  // has started it is refused as cancelling is ('precondition failed').
  app.patch(PATHS.tournament.pattern, guard, body(CreateBody), async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const row = await ownTournament(db, companyId, c.req.param('id'))
    const payload: TournamentPayload = c.req.valid('json')
    if (tournamentStatus(row.startAt, row.endAt, c.var.deps.now?.() ?? new Date()) !== 'SCHEDULED')
      throw new ApiError(412, 'precondition_failed', 'precondition failed')
    const learners = await checkedLearners(c.var.deps, companyId, payload)
    await db.transaction(async (tx) => {
      await tx.update(tournaments).set(columnsOf(payload)).where(eq(tournaments.id, row.id))
      await tx.delete(tournamentParticipants).where(eq(tournamentParticipants.tournamentId, row.id))
      await enrol(tx, row.id, learners)
    })
    return c.json({ data: { id: row.id, assignedUsers: learners.length } })
  })

  // 002 §7 "Calendar": the company's tournaments starting in a range (a year back to a year ahead by default).
  app.get(PATHS.tournamentCalendar.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const now = c.var.deps.now?.() ?? new Date()
    const from = new Date(c.req.query('from') ?? now.getTime() - 366 * DAY)
    const to = new Date(c.req.query('to') ?? now.getTime() + 366 * DAY)
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from)
      throw invalid([{ field: 'from', message: 'A range of two valid dates, from before to.' }])
    const rows = await rowsOf<{
      id: string
      start_at: Date
      end_at: Date
      challenges_count: number
      assigned: number
      average: number | null
      max: number | null
    }>(
      db,
      sql`select t.id, t.start_at, t.end_at, t.challenges_count, count(p.user_id)::int assigned,
          avg(p.solved)::float average, max(p.solved)::int max
        from tournaments t left join tournament_participants p on p.tournament_id = t.id
        where t.company_id = ${c.req.param('companyId')}
          and t.start_at between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz
        group by t.id order by t.start_at desc`,
    )
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        status: tournamentStatus(new Date(row.start_at), new Date(row.end_at), now),
        startAt: new Date(row.start_at).toISOString(),
        endAt: new Date(row.end_at).toISOString(),
        assignedUsers: row.assigned,
        challengesCount: row.challenges_count,
        statistic: { averageScore: row.average ?? 0, maxScore: row.max ?? 0 },
      })),
    })
  })

  app.delete(PATHS.tournament.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const row = await ownTournament(db, c.req.param('companyId'), c.req.param('id'))
    if (tournamentStatus(row.startAt, row.endAt, c.var.deps.now?.() ?? new Date()) === 'IN_PROGRESS')
      throw new ApiError(412, 'precondition_failed', 'precondition failed')
    await db.delete(tournaments).where(eq(tournaments.id, row.id))
    return c.body(null, 204)
  })

  return app
}

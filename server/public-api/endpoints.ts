import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Context } from 'hono'
import type { ApiKeyScope } from '../../src/domain/api-keys'
import { userStatus } from '../../src/domain/users'
import type { GatewayEnv } from '../context'
import {
  departments,
  exerciseAssignments,
  simulationCampaigns,
  simulationDeliveries,
  simulationEvents,
  groups,
  phishingCampaigns,
  trainingCampaigns,
  userDepartments,
  userGroups,
  users,
} from '../db/schema'
import type { Cursor } from './paging'

// The public API's endpoints, each declared once: its path, scope, words and item schema feed both the routes
// (routes.ts) and the OpenAPI document (openapi.ts), so the description cannot drift from what is served.

type JsonSchema = Record<string, unknown>

export interface PublicEndpoint {
  path: string
  operationId: string
  scope: ApiKeyScope
  summary: string
  description: string
  /** The component name of one item, and its JSON schema. */
  item: { name: string; schema: JsonSchema }
  /** What `since` (an ISO instant) keeps, for a list that takes it: events at or after it. */
  since?: string
  /** One page after the cursor, oldest first, one more than `limit` when there is a next page. */
  page: (
    c: Context<GatewayEnv>,
    after: Cursor | null,
    limit: number,
    since: Date | null,
  ) => Promise<{ at: Date; id: string; item: unknown }[]>
}

const dateTime = { type: 'string', format: 'date-time' }
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' }

/**
 * Rows after the cursor over (createdAt, id) of a table with both. Postgres keeps microseconds and a cursor
 * (a JavaScript date) milliseconds, so both the order and the comparison use the time cut to milliseconds:
 * otherwise the last row of a page would come again on the next.
 */
function after(table: { createdAt: AnyPgColumn; id: AnyPgColumn }, cursor: Cursor | null): SQL | undefined {
  if (!cursor) return undefined
  // The instant as text cast in SQL: the Postgres driver takes no Date in a raw fragment.
  const at = sql`${new Date(cursor.at).toISOString()}::timestamptz`
  const cut = msOf(table)
  return or(sql`${cut} > ${at}`, and(sql`${cut} = ${at}`, gt(table.id, cursor.id)))
}

const msOf = (table: { createdAt: AnyPgColumn }) => sql`date_trunc('milliseconds', ${table.createdAt})`

/** The order the cursor walks. */
const walk = (table: { createdAt: AnyPgColumn; id: AnyPgColumn }) =>
  [asc(msOf(table)), asc(table.id)] as const

const directoryItem = (noun: string) => ({
  type: 'object',
  required: ['id', 'name', 'usersCount', 'createdAt'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    usersCount: { type: 'integer', minimum: 0, description: `Users in the ${noun}.` },
    createdAt: dateTime,
  },
})

function directoryEndpoint(kind: 'departments' | 'groups'): PublicEndpoint {
  const table = kind === 'departments' ? departments : groups
  const link = kind === 'departments' ? userDepartments : userGroups
  const column = kind === 'departments' ? userDepartments.departmentId : userGroups.groupId
  const noun = kind === 'departments' ? 'department' : 'group'
  return {
    path: `/${kind}`,
    operationId: `list${kind === 'departments' ? 'Departments' : 'Groups'}`,
    scope: 'users:read',
    summary: `The company's ${kind}`,
    description: `Every ${noun} with how many users are in it, oldest first.`,
    item: { name: kind === 'departments' ? 'Department' : 'Group', schema: directoryItem(noun) },
    page: async (c, cursor, limit) => {
      const rows = await c.var.deps.db
        .select({ id: table.id, name: table.name, createdAt: table.createdAt, usersCount: count(column) })
        .from(table)
        .leftJoin(link, eq(column, table.id))
        .where(and(eq(table.companyId, c.var.tenant.id), after(table, cursor)))
        .groupBy(table.id, table.name, table.createdAt)
        .orderBy(...walk(table))
        .limit(limit + 1)
      return rows.map((row) => ({
        at: row.createdAt,
        id: row.id,
        item: {
          id: row.id,
          name: row.name,
          usersCount: row.usersCount,
          createdAt: row.createdAt.toISOString(),
        },
      }))
    },
  }
}

const usersEndpoint: PublicEndpoint = {
  path: '/users',
  operationId: 'listUsers',
  scope: 'users:read',
  summary: "The company's users",
  description: 'Every user with their access level, status, departments and groups, oldest first.',
  item: {
    name: 'User',
    schema: {
      type: 'object',
      required: [
        'id',
        'email',
        'firstName',
        'lastName',
        'role',
        'status',
        'departments',
        'groups',
        'createdAt',
        'lastSignInAt',
      ],
      properties: {
        id: { type: 'string' },
        email: { type: 'string', format: 'email' },
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        role: { type: 'string', enum: ['learner', 'admin'] },
        status: { type: 'string', enum: ['active', 'invited', 'notVerified', 'disabled'] },
        departments: { type: 'array', items: { type: 'string' } },
        groups: { type: 'array', items: { type: 'string' } },
        createdAt: dateTime,
        lastSignInAt: nullableDateTime,
      },
    },
  },
  page: async (c, cursor, limit) => {
    const { db } = c.var.deps
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.companyId, c.var.tenant.id), after(users, cursor)))
      .orderBy(...walk(users))
      .limit(limit + 1)
    const ids = rows.map((row) => row.id)
    const [inDepartments, inGroups] = ids.length
      ? await Promise.all([
          db
            .select({ userId: userDepartments.userId, name: departments.name })
            .from(userDepartments)
            .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
            .where(inArray(userDepartments.userId, ids)),
          db
            .select({ userId: userGroups.userId, name: groups.name })
            .from(userGroups)
            .innerJoin(groups, eq(groups.id, userGroups.groupId))
            .where(inArray(userGroups.userId, ids)),
        ])
      : [[], []]
    const namesOf = (list: { userId: string; name: string }[], id: string) =>
      list.filter((row) => row.userId === id).map((row) => row.name)
    return rows.map((row) => ({
      at: row.createdAt,
      id: row.id,
      item: {
        id: row.id,
        email: row.email,
        firstName: row.name,
        lastName: row.lastName,
        role: row.role === 'user' ? 'learner' : row.role,
        status: userStatus({
          disabled: row.disabledAt !== null,
          invitePending: row.lastLoginAt === null,
          emailVerified: row.emailVerified,
        }),
        departments: namesOf(inDepartments, row.id),
        groups: namesOf(inGroups, row.id),
        createdAt: row.createdAt.toISOString(),
        lastSignInAt: row.lastLoginAt?.toISOString() ?? null,
      },
    }))
  },
}

const counts = {
  type: 'object',
  required: ['total', 'completed'],
  properties: {
    total: { type: 'integer', minimum: 0 },
    completed: { type: 'integer', minimum: 0 },
  },
}

const exercisesEndpoint: PublicEndpoint = {
  path: '/phishing-exercises',
  operationId: 'listPhishingExercises',
  scope: 'campaigns:read',
  summary: "The company's phishing exercise campaigns",
  description:
    'Every exercise campaign with its status, score and how many learners it reached and finished, oldest first.',
  item: {
    name: 'PhishingExercise',
    schema: {
      type: 'object',
      required: [
        'id',
        'name',
        'status',
        'startedAt',
        'archivedAt',
        'daysToComplete',
        'score',
        'learners',
        'answers',
        'createdAt',
      ],
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        status: { type: 'string' },
        startedAt: dateTime,
        archivedAt: nullableDateTime,
        daysToComplete: { type: 'integer' },
        score: { type: ['integer', 'null'], description: 'Percent of the points of the answers given.' },
        learners: counts,
        answers: {
          type: 'object',
          required: ['correct', 'partial', 'wrong'],
          properties: {
            correct: { type: 'integer', minimum: 0 },
            partial: { type: 'integer', minimum: 0 },
            wrong: { type: 'integer', minimum: 0 },
          },
        },
        createdAt: dateTime,
      },
    },
  },
  page: async (c, cursor, limit) => {
    const { db } = c.var.deps
    const rows = await db
      .select()
      .from(phishingCampaigns)
      .where(and(eq(phishingCampaigns.companyId, c.var.tenant.id), after(phishingCampaigns, cursor)))
      .orderBy(...walk(phishingCampaigns))
      .limit(limit + 1)
    const ids = rows.map((row) => row.id)
    const totals = ids.length
      ? await db
          .select({
            campaignId: exerciseAssignments.campaignId,
            total: count(),
            completed: count(exerciseAssignments.completedAt),
            correct: sql<number>`coalesce(sum(${exerciseAssignments.correct}), 0)::int`,
            partial: sql<number>`coalesce(sum(${exerciseAssignments.partial}), 0)::int`,
            wrong: sql<number>`coalesce(sum(${exerciseAssignments.wrong}), 0)::int`,
          })
          .from(exerciseAssignments)
          .where(inArray(exerciseAssignments.campaignId, ids))
          .groupBy(exerciseAssignments.campaignId)
      : []
    return rows.map((row) => {
      const own = totals.find((total) => total.campaignId === row.id)
      // The old version kept only its totals on the campaign.
      const learners = row.isOldVersion
        ? { total: row.assignments.total, completed: row.assignments.completed }
        : { total: own?.total ?? 0, completed: own?.completed ?? 0 }
      return {
        at: row.createdAt,
        id: row.id,
        item: {
          id: row.id,
          name: row.name,
          status: row.status,
          startedAt: row.startedAt.toISOString(),
          archivedAt: row.archivedAt?.toISOString() ?? null,
          daysToComplete: row.daysToComplete,
          score: row.score,
          learners,
          answers: { correct: own?.correct ?? 0, partial: own?.partial ?? 0, wrong: own?.wrong ?? 0 },
          createdAt: row.createdAt.toISOString(),
        },
      }
    })
  },
}

const trainingEndpoint: PublicEndpoint = {
  path: '/training-campaigns',
  operationId: 'listTrainingCampaigns',
  scope: 'training:read',
  summary: "The company's training campaigns",
  description:
    'Every training (and gaming) campaign with its course, dates and learner progress, oldest first.',
  item: {
    name: 'TrainingCampaign',
    schema: {
      type: 'object',
      required: [
        'id',
        'name',
        'courseId',
        'status',
        'isGaming',
        'startDate',
        'dateEnded',
        'daysToComplete',
        'progress',
        'createdAt',
      ],
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        courseId: { type: 'string' },
        status: { type: 'string' },
        isGaming: { type: 'boolean' },
        startDate: dateTime,
        dateEnded: nullableDateTime,
        daysToComplete: { type: 'integer' },
        progress: {
          type: 'object',
          required: ['completed', 'inProgress', 'notStarted', 'overdue'],
          properties: {
            completed: { type: 'integer', minimum: 0 },
            inProgress: { type: 'integer', minimum: 0 },
            notStarted: { type: 'integer', minimum: 0 },
            overdue: { type: 'integer', minimum: 0 },
          },
        },
        createdAt: dateTime,
      },
    },
  },
  page: async (c, cursor, limit) => {
    const rows = await c.var.deps.db
      .select()
      .from(trainingCampaigns)
      .where(and(eq(trainingCampaigns.companyId, c.var.tenant.id), after(trainingCampaigns, cursor)))
      .orderBy(...walk(trainingCampaigns))
      .limit(limit + 1)
    return rows.map((row) => ({
      at: row.createdAt,
      id: row.id,
      item: {
        id: row.id,
        name: row.name,
        courseId: row.courseId,
        status: row.status,
        isGaming: row.isGaming,
        startDate: row.startDate.toISOString(),
        dateEnded: row.dateEnded?.toISOString() ?? null,
        daysToComplete: row.daysToComplete,
        progress: row.progress,
        createdAt: row.createdAt.toISOString(),
      },
    }))
  },
}

const simulationsEndpoint: PublicEndpoint = {
  path: '/phishing-simulations',
  operationId: 'listPhishingSimulations',
  scope: 'campaigns:read',
  summary: "The company's phishing simulation campaigns",
  description:
    'Every simulation campaign with its status and how many of its mails were sent, opened, clicked, phished (credentials typed) and reported, oldest first.',
  item: {
    name: 'PhishingSimulation',
    schema: {
      type: 'object',
      required: [
        'id',
        'name',
        'status',
        'kind',
        'startAt',
        'roundNumber',
        'roundsTotal',
        'mails',
        'createdAt',
      ],
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        status: { type: 'string' },
        kind: { type: 'string' },
        startAt: dateTime,
        roundNumber: { type: 'integer', minimum: 1 },
        roundsTotal: { type: 'integer', minimum: 1 },
        mails: {
          type: 'object',
          required: ['sent', 'opened', 'clicked', 'phished', 'reported'],
          properties: Object.fromEntries(
            ['sent', 'opened', 'clicked', 'phished', 'reported'].map((k) => [
              k,
              { type: 'integer', minimum: 0 },
            ]),
          ),
        },
        createdAt: dateTime,
      },
    },
  },
  page: async (c, cursor, limit) => {
    const { db } = c.var.deps
    const rows = await db
      .select()
      .from(simulationCampaigns)
      .where(and(eq(simulationCampaigns.companyId, c.var.tenant.id), after(simulationCampaigns, cursor)))
      .orderBy(...walk(simulationCampaigns))
      .limit(limit + 1)
    const ids = rows.map((row) => row.id)
    const d = simulationDeliveries
    const totals = ids.length
      ? await db
          .select({
            campaignId: d.campaignId,
            sent: count(d.sentAt),
            opened: count(d.openedAt),
            clicked: count(d.clickedAt),
            phished: count(d.phishedAt),
            reported: count(d.reportedAt),
          })
          .from(d)
          .where(inArray(d.campaignId, ids))
          .groupBy(d.campaignId)
      : []
    return rows.map((row) => {
      const own = totals.find((total) => total.campaignId === row.id)
      return {
        at: row.createdAt,
        id: row.id,
        item: {
          id: row.id,
          name: row.name,
          status: row.status,
          kind: row.kind,
          startAt: row.startAt.toISOString(),
          roundNumber: row.roundNumber,
          roundsTotal: row.roundsTotal,
          mails: {
            sent: own?.sent ?? 0,
            opened: own?.opened ?? 0,
            clicked: own?.clicked ?? 0,
            phished: own?.phished ?? 0,
            reported: own?.reported ?? 0,
          },
          createdAt: row.createdAt.toISOString(),
        },
      }
    })
  },
}

/** The event table walked by its time: `at` plays the part of createdAt for the cursor. */
const eventWalk = { createdAt: simulationEvents.at, id: simulationEvents.id }

const simulationEventsEndpoint: PublicEndpoint = {
  path: '/simulation-events',
  operationId: 'listSimulationEvents',
  scope: 'campaigns:read',
  summary: 'What recipients did with simulation mails',
  description:
    'Each recipient’s events (opened, clicked, phished, reported), once per mail and kind, in the order they happened; mail security scanners are left out. Poll with since, then follow nextCursor.',
  since: 'Only events at or after this instant (ISO 8601).',
  item: {
    name: 'SimulationEvent',
    schema: {
      type: 'object',
      required: ['id', 'kind', 'at', 'campaignId', 'deliveryId', 'userId', 'email'],
      properties: {
        id: { type: 'string' },
        kind: { type: 'string', enum: ['opened', 'clicked', 'phished', 'reported'] },
        at: dateTime,
        campaignId: { type: 'string' },
        deliveryId: { type: 'string' },
        userId: { type: ['string', 'null'] },
        email: { type: 'string', format: 'email' },
      },
    },
  },
  page: async (c, cursor, limit, since) => {
    const rows = await c.var.deps.db
      .select({
        event: simulationEvents,
        userId: simulationDeliveries.userId,
        email: simulationDeliveries.email,
      })
      .from(simulationEvents)
      .innerJoin(simulationDeliveries, eq(simulationDeliveries.id, simulationEvents.deliveryId))
      .where(
        and(
          eq(simulationDeliveries.companyId, c.var.tenant.id),
          sql`${simulationEvents.scanner} is null`,
          since ? sql`${simulationEvents.at} >= ${since.toISOString()}::timestamptz` : undefined,
          after(eventWalk, cursor),
        ),
      )
      .orderBy(...walk(eventWalk))
      .limit(limit + 1)
    return rows.map(({ event, userId, email }) => ({
      at: event.at,
      id: event.id,
      item: {
        id: event.id,
        kind: event.kind,
        at: event.at.toISOString(),
        campaignId: event.campaignId,
        deliveryId: event.deliveryId,
        userId,
        email,
      },
    }))
  },
}

/** Assignments have no creation time: a learner's exercise is walked by when it was delivered. */
const assignmentWalk = { createdAt: exerciseAssignments.deliverAt, id: exerciseAssignments.id }

const exerciseResultsEndpoint: PublicEndpoint = {
  path: '/phishing-exercise-results',
  operationId: 'listPhishingExerciseResults',
  scope: 'campaigns:read',
  summary: "Each learner's results in the company's phishing exercises",
  description:
    'One row per learner and exercise campaign: when it was delivered and due, how many templates were answered and how (correct, partial, wrong), and when the learner finished, in delivery order.',
  item: {
    name: 'PhishingExerciseResult',
    schema: {
      type: 'object',
      required: [
        'id',
        'campaignId',
        'userId',
        'email',
        'deliveredAt',
        'dueAt',
        'answered',
        'correct',
        'partial',
        'wrong',
        'completedAt',
      ],
      properties: {
        id: { type: 'string' },
        campaignId: { type: 'string' },
        userId: { type: 'string' },
        email: { type: 'string', format: 'email' },
        deliveredAt: dateTime,
        dueAt: dateTime,
        answered: { type: 'integer', minimum: 0 },
        correct: { type: 'integer', minimum: 0 },
        partial: { type: 'integer', minimum: 0 },
        wrong: { type: 'integer', minimum: 0 },
        completedAt: nullableDateTime,
      },
    },
  },
  page: async (c, cursor, limit) => {
    const a = exerciseAssignments
    const rows = await c.var.deps.db
      .select({ row: a, email: users.email })
      .from(a)
      .innerJoin(phishingCampaigns, eq(phishingCampaigns.id, a.campaignId))
      .innerJoin(users, eq(users.id, a.userId))
      .where(and(eq(phishingCampaigns.companyId, c.var.tenant.id), after(assignmentWalk, cursor)))
      .orderBy(...walk(assignmentWalk))
      .limit(limit + 1)
    return rows.map(({ row, email }) => ({
      at: row.deliverAt,
      id: row.id,
      item: {
        id: row.id,
        campaignId: row.campaignId,
        userId: row.userId,
        email,
        deliveredAt: row.deliverAt.toISOString(),
        dueAt: row.dueAt.toISOString(),
        answered: row.answered,
        correct: row.correct,
        partial: row.partial,
        wrong: row.wrong,
        completedAt: row.completedAt?.toISOString() ?? null,
      },
    }))
  },
}

export const PUBLIC_ENDPOINTS: readonly PublicEndpoint[] = [
  exerciseResultsEndpoint,
  simulationsEndpoint,
  simulationEventsEndpoint,
  usersEndpoint,
  directoryEndpoint('departments'),
  directoryEndpoint('groups'),
  exercisesEndpoint,
  trainingEndpoint,
]

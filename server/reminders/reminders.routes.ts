import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  REMINDER_TEXTS,
  ReminderPayload,
  taskKindsOf,
  type ReminderAvailability,
} from '../../src/domain/reminders'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import type { Database } from '../db/open'
import { trainingCampaigns, userTasks, users, policies } from '../db/schema'
import { ApiError, body, notFound, type BodyContext } from '../errors'
import { sendMails } from '../mail/outbox'
import { userScopeWhere } from '../users/user-scope'

// Manual reminders and reminders to a campaign's users not started (000 §7): the availability counts the
// dialog shows before sending, and the send itself (one mail per reminded user, to the outbox).

interface Audience {
  /** Users who will be reminded, with what is outstanding. */
  receivers: { id: string; email: string; tasks: string[] }[]
  willNotReceive: ReminderAvailability['willNotReceive']
}

async function manualAudience(db: Database, payload: ReminderPayload): Promise<Audience> {
  const kinds = taskKindsOf(payload)
  const targets = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      userScopeWhere(db, {
        companyId: payload.companyId,
        searchText: payload.isAllUsersSelected ? payload.searchText : undefined,
        role: payload.isAllUsersSelected ? payload.filters?.role : undefined,
        status: payload.isAllUsersSelected ? payload.filters?.status : undefined,
        departmentIds: payload.isAllUsersSelected ? payload.departmentIds : undefined,
        groupIds: payload.isAllUsersSelected ? payload.groupIds : undefined,
        // Disabled users are never reminded, whatever the list showed.
        userIds: !payload.isAllUsersSelected
          ? payload.userIds
          : payload.filters?.status === 'disabled'
            ? []
            : null,
      }),
    )
  const open = new Map<string, string[]>()
  if (kinds.length && targets.length)
    for (let start = 0; start < targets.length; start += 5000) {
      const rows = await db
        .select({ userId: userTasks.userId, title: userTasks.title })
        .from(userTasks)
        .where(
          and(
            inArray(
              userTasks.userId,
              targets.slice(start, start + 5000).map((t) => t.id),
            ),
            inArray(userTasks.kind, kinds),
            ne(userTasks.status, 'completed'),
          ),
        )
      for (const row of rows) open.set(row.userId, [...(open.get(row.userId) ?? []), row.title])
    }
  const receivers = targets.filter((t) => open.has(t.id)).map((t) => ({ ...t, tasks: open.get(t.id)! }))
  const skipped = targets.length - receivers.length
  return {
    receivers,
    willNotReceive: skipped ? [{ reason: REMINDER_TEXTS.noOutstandingTasks, count: skipped }] : [],
  }
}

async function notStartedAudience(db: Database, payload: ReminderPayload): Promise<Audience> {
  const [training] = await db
    .select({ id: trainingCampaigns.id, name: trainingCampaigns.name })
    .from(trainingCampaigns)
    .where(
      and(
        eq(trainingCampaigns.id, payload.campaignId ?? ''),
        eq(trainingCampaigns.companyId, payload.companyId),
      ),
    )
  // A policy's learners who have not acknowledged it are reminded the same way (ours).
  const [policy] = training
    ? []
    : await db
        .select({ id: policies.id, name: policies.name })
        .from(policies)
        .where(and(eq(policies.id, payload.campaignId ?? ''), eq(policies.companyId, payload.companyId)))
  const campaign = training ?? policy
  if (!campaign) throw notFound('Campaign not found')
  const rows = await db
    .select({ id: users.id, email: users.email, status: userTasks.status })
    .from(userTasks)
    .innerJoin(users, eq(users.id, userTasks.userId))
    .where(and(eq(userTasks.sourceId, campaign.id), sql`${users.disabledAt} is null`))
  const receivers = rows
    .filter((row) => row.status === 'not_started')
    .map((row) => ({ id: row.id, email: row.email, tasks: [campaign.name] }))
  const started = rows.filter((row) => row.status === 'in_progress').length
  const done = rows.filter((row) => row.status === 'completed').length
  return {
    receivers,
    willNotReceive: [
      ...(started ? [{ reason: REMINDER_TEXTS.alreadyStarted, count: started }] : []),
      ...(done ? [{ reason: REMINDER_TEXTS.noOutstandingTasks, count: done }] : []),
    ],
  }
}

function payloadOf(c: BodyContext<ReminderPayload>) {
  const payload = c.req.valid('json')
  const companyId = c.req.param('companyId')
  if (payload.companyId !== companyId)
    throw new ApiError(422, 'invalid_request', 'companyId does not match the path')
  return payload
}

export function reminderRoutes() {
  const app = new Hono<GatewayEnv>()
  const guard = allow.company()

  const availability = (audienceOf: typeof manualAudience) =>
    [
      guard,
      body(ReminderPayload),
      async (c: BodyContext<ReminderPayload>) => {
        const payload = payloadOf(c)
        const audience = await audienceOf(c.var.deps.db, payload)
        return c.json({
          willReceive: audience.receivers.length,
          willNotReceive: audience.willNotReceive,
        } satisfies ReminderAvailability)
      },
    ] as const

  const send = (audienceOf: typeof manualAudience) =>
    [
      guard,
      body(ReminderPayload),
      async (c: BodyContext<ReminderPayload>) => {
        const payload = payloadOf(c)
        // The dialog keeps these on the subject field (000 §8), so they speak about the subject.
        if (!payload.subject.trim())
          throw new ApiError(422, 'invalid_request', REMINDER_TEXTS.subjectRequired)
        if (taskKindsOf(payload).length === 0 && !payload.campaignId)
          throw new ApiError(422, 'invalid_request', REMINDER_TEXTS.pickKind)
        const { db } = c.var.deps
        const audience = await audienceOf(db, payload)
        if (audience.receivers.length === 0)
          throw new ApiError(422, 'nobody_to_remind', 'None of these users has outstanding tasks.')
        await sendMails(
          db,
          jobSender(c.var.deps),
          audience.receivers.map((receiver) => ({
            to: receiver.email,
            kind: 'reminder',
            subject: payload.subject.trim(),
            body: [payload.customMessage.trim(), `Still to do: ${receiver.tasks.join(', ')}.`]
              .filter(Boolean)
              .join('\n\n'),
          })),
        )
        return c.json({ sent: audience.receivers.length })
      },
    ] as const

  app.post(PATHS.reminderAvailability.pattern, ...availability(manualAudience))
  app.post(PATHS.reminderSend.pattern, ...send(manualAudience))
  app.post(PATHS.notStartedReminderAvailability.pattern, ...availability(notStartedAudience))
  app.post(PATHS.notStartedReminderSend.pattern, ...send(notStartedAudience))
  return app
}

import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import { reportTitle } from '../../src/domain/report-catalogue'
import { FREQUENCY_LABELS, FREQUENCY_PERIODS, type ScheduleFrequency } from '../../src/domain/report-schedule'
import { ROLE_GROUPS } from '../../src/domain/roles'
import type { Database } from '../db/open'
import { reportSchedules, users } from '../db/schema'
import type { JobSender } from '../jobs/sender'
import { sendMails } from '../mail/outbox'
import { REPORT_DOCUMENTS } from './catalog'
import { reportPdf } from './pdf'

// Scheduled reports: when each is next due, who may receive it, and the run that mails what fell due. Several
// gateway processes run it on one Postgres: each claims its rows with FOR UPDATE SKIP LOCKED, so a report is
// mailed once.

export function nextRunAfter(from: Date, frequency: ScheduleFrequency): Date {
  const start = Temporal.Instant.fromEpochMilliseconds(from.getTime()).toZonedDateTimeISO('UTC')
  const next = frequency === 'weekly' ? start.add({ weeks: 1 }) : start.add({ months: 1 })
  return new Date(next.epochMilliseconds)
}

/** The company's admins who can receive reports (not disabled), by id. */
export async function reportRecipients(db: Database, companyId: string, ids?: readonly string[]) {
  return db
    .select({
      id: users.id,
      fullName: sql<string>`trim(${users.name} || ' ' || ${users.lastName})`,
      email: users.email,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        isNull(users.disabledAt),
        inArray(users.role, [...ROLE_GROUPS.adminPanel]),
        ids ? inArray(users.id, ids.length ? [...ids] : ['']) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.lastName))
}

/** The schedule's query with its frequency's period: the other filters stay as they were chosen. */
export function scheduledParams(query: string, frequency: ScheduleFrequency) {
  const params = new URLSearchParams(query)
  params.delete('from')
  params.delete('to')
  // Each mail's period ends on its own sending day, not on the day the schedule was made.
  params.delete('today')
  params.delete('pageNumber')
  params.delete('pageSize')
  params.set('range', FREQUENCY_PERIODS[frequency])
  return params
}

export function newSchedule(input: {
  companyId: string
  createdBy: string
  report: string
  query: string
  frequency: ScheduleFrequency
  recipientIds: string[]
  now: Date
}) {
  return {
    id: `rsch_${randomUUID()}`,
    companyId: input.companyId,
    createdBy: input.createdBy,
    report: input.report,
    query: input.query,
    frequency: input.frequency,
    recipientIds: input.recipientIds,
    nextRunAt: nextRunAfter(input.now, input.frequency),
  }
}

/** Mails every schedule that fell due, each once, and moves it to its next date. */
export async function sendDueReports(
  db: Database,
  jobs: JobSender | null,
  now: Date,
  limit = 20,
): Promise<number> {
  let sent = 0
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(reportSchedules)
      .where(lte(reportSchedules.nextRunAt, now))
      .orderBy(asc(reportSchedules.nextRunAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    for (const schedule of due) {
      const build = REPORT_DOCUMENTS[schedule.report as keyof typeof REPORT_DOCUMENTS]
      const frequency = schedule.frequency as ScheduleFrequency
      const recipients = await reportRecipients(
        tx as unknown as Database,
        schedule.companyId,
        schedule.recipientIds,
      )
      const mailed = build !== undefined && recipients.length > 0
      if (mailed) {
        const doc = await build(
          tx as unknown as Database,
          schedule.companyId,
          scheduledParams(schedule.query, frequency),
        )
        const pdf = (await reportPdf(doc)).toString('base64')
        const title = reportTitle(schedule.report)
        await sendMails(
          tx as unknown as Database,
          jobs,
          recipients.map((recipient) => ({
            to: recipient.email,
            kind: 'scheduledReport',
            subject: `${FREQUENCY_LABELS[frequency]} ${title.toLowerCase()} — ${doc.companyName}`,
            body: `Hello ${recipient.fullName},\n\nAttached is the ${FREQUENCY_LABELS[frequency].toLowerCase()} ${title.toLowerCase()} of ${doc.companyName} (${doc.scope[0]?.[1] ?? ''}).\n\n${doc.figures.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nYou receive it because an admin of ${doc.companyName} scheduled it. An admin can stop it on the Reports page.`,
            attachments: [{ filename: `${doc.fileName}.pdf`, contentType: 'application/pdf', content: pdf }],
          })),
        )
        sent += recipients.length
      }
      // A schedule whose admins all left keeps its rhythm: it mails again once someone can receive it.
      let next = nextRunAfter(schedule.nextRunAt, frequency)
      while (next <= now) next = nextRunAfter(next, frequency)
      await tx
        .update(reportSchedules)
        .set({ nextRunAt: next, ...(mailed ? { lastSentAt: sql`${now.toISOString()}::timestamptz` } : {}) })
        .where(eq(reportSchedules.id, schedule.id))
    }
  })
  return sent
}

import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm'
import { NOTIFICATION_LANGUAGE_CODES } from '../../src/domain/text-sets'
import type { Database } from '../db/open'
import type { JobSender } from '../jobs/sender'
import { enqueueMails } from '../mail/outbox'
import { automaticReminderLog, companies, outbox, userTasks, users } from '../db/schema'
import { textSetOf } from '../texts/company-texts'

// Automatic reminders (issue 29), run by the scheduler of every gateway process: for each company that turned
// them on, learners with unfinished tasks due within its days (or overdue, if chosen) get its reminder mail in
// its language. A learner is claimed with one INSERT … ON CONFLICT DO UPDATE … WHERE the last one is older than
// the interval, so two processes never both remind the same person, and a restart forgets nothing.

const DAY = 86_400_000

export async function sendDueAutomaticReminders(
  db: Database,
  jobs: JobSender | null,
  now: Date,
): Promise<number> {
  const settings = await db
    .select({ id: companies.id, lang: companies.lang, reminders: companies.automaticReminders })
    .from(companies)
    .where(
      and(
        isNotNull(companies.automaticReminders),
        sql`(${companies.automaticReminders}->>'enabled')::boolean`,
      ),
    )
  let sent = 0
  for (const company of settings) {
    const rule = company.reminders!
    const horizon = new Date(now.getTime() + rule.daysBeforeDue * DAY)
    const due = await db
      .select({ userId: userTasks.userId, email: users.email, title: userTasks.title })
      .from(userTasks)
      .innerJoin(users, eq(users.id, userTasks.userId))
      .where(
        and(
          eq(userTasks.companyId, company.id),
          ne(userTasks.status, 'completed'),
          isNull(users.disabledAt),
          isNotNull(userTasks.dueAt),
          lte(userTasks.dueAt, horizon),
          rule.includeOverdue ? undefined : gt(userTasks.dueAt, now),
        ),
      )
    if (due.length === 0) continue
    const byUser = new Map<string, { email: string; titles: string[] }>()
    for (const row of due) {
      const entry = byUser.get(row.userId) ?? { email: row.email, titles: [] }
      entry.titles.push(row.title)
      byUser.set(row.userId, entry)
    }
    const lastBefore = new Date(now.getTime() - rule.repeatEveryDays * DAY)
    const claimed = await db
      .insert(automaticReminderLog)
      .values([...byUser.keys()].map((userId) => ({ userId, companyId: company.id, sentAt: now })))
      .onConflictDoUpdate({
        target: automaticReminderLog.userId,
        set: { sentAt: now },
        setWhere: lte(automaticReminderLog.sentAt, lastBefore),
      })
      .returning({ userId: automaticReminderLog.userId })
    if (claimed.length === 0) continue
    const lang = NOTIFICATION_LANGUAGE_CODES.includes(company.lang) ? company.lang : 'en'
    const { values } = await textSetOf(db, company.id, 'notification', lang)
    const mails = claimed.map(({ userId }) => {
      const person = byUser.get(userId)!
      return {
        id: randomUUID(),
        to: person.email,
        subject: values.reminderSubject!,
        body: `${values.reminderMessage}\n\n${person.titles.map((title) => `- ${title}`).join('\n')}`,
        kind: 'automatic-reminder',
        companyId: company.id,
        createdAt: now,
        nextAttemptAt: now,
      }
    })
    await db.transaction(async (tx) => {
      await tx.insert(outbox).values(mails)
      await enqueueMails(tx, jobs, mails)
    })
    sent += mails.length
  }
  return sent
}

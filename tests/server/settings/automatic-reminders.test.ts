// @module-tag engine (scheduled work claimed with row locks): also runs on Postgres, see docs/testing.md.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTOMATIC_REMINDER_TEXTS } from '../../../src/domain/automatic-reminders'
import { outbox, userTasks, users } from '../../../server/db/schema'
import { sendDueAutomaticReminders } from '../../../server/reminders/automatic'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// Automatic reminders (issue 29): the settings with the form's checks, and the scheduler's pass: a learner with a
// task due within the days gets the company's reminder text once, again only after the interval; a finished
// task or a company with reminders off sends nothing.

let gateway: TestGateway, admin: string
beforeAll(async () => {
  ;[gateway, admin] = await startSignedIn('admin@acme.example')
})
afterAll(() => gateway.close())

const path = '/api/v1/company/cmp_acme/reminders/automatic'
const put = (body: unknown) =>
  gateway.app.request(path, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...bearer(admin).headers },
  })
const DAY = 86_400_000

describe(`automatic reminders (${backend})`, () => {
  it('refuses days outside 1 to 60 or not whole', async () => {
    for (const body of [
      { enabled: true, daysBeforeDue: 0, repeatEveryDays: 7, includeOverdue: true },
      { enabled: true, daysBeforeDue: 3, repeatEveryDays: 2.5, includeOverdue: true },
    ]) {
      const response = await put(body)
      expect(response.status).toBe(422)
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
        AUTOMATIC_REMINDER_TEXTS.days,
      )
    }
  })

  it('reminds a learner of a task falling due, once per interval', async () => {
    const db = gateway.database.db
    const now = new Date('2026-12-01T09:00:00Z')
    const [learner] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.companyId, 'cmp_acme'), eq(users.role, 'user')))
      .limit(1)
    await db.insert(userTasks).values({
      id: randomUUID(),
      companyId: 'cmp_acme',
      userId: learner!.id,
      kind: 'training',
      sourceId: 'automatic-reminder-test',
      title: 'Password hygiene',
      status: 'not_started',
      dueAt: new Date(now.getTime() + 2 * DAY),
    })
    const mailsTo = async () =>
      (await db.select().from(outbox).where(eq(outbox.to, learner!.email))).filter(
        (mail) => mail.kind === 'automatic-reminder',
      )

    expect(await sendDueAutomaticReminders(db, null, now)).toBe(0)
    expect(
      (await put({ enabled: true, daysBeforeDue: 3, repeatEveryDays: 7, includeOverdue: false })).status,
    ).toBe(200)
    expect(await sendDueAutomaticReminders(db, null, now)).toBeGreaterThanOrEqual(1)
    const [mail] = await mailsTo()
    expect(mail).toMatchObject({ subject: "You haven't finished training!", companyId: 'cmp_acme' })
    expect(mail!.body).toContain('- Password hygiene')

    await sendDueAutomaticReminders(db, null, new Date(now.getTime() + DAY))
    expect(await mailsTo()).toHaveLength(1)
    await sendDueAutomaticReminders(db, null, new Date(now.getTime() + 8 * DAY))
    // Eight days on the task is overdue, and overdue tasks were not chosen.
    expect(await mailsTo()).toHaveLength(1)
    await put({ enabled: true, daysBeforeDue: 3, repeatEveryDays: 7, includeOverdue: true })
    await sendDueAutomaticReminders(db, null, new Date(now.getTime() + 8 * DAY))
    expect(await mailsTo()).toHaveLength(2)
  })
})

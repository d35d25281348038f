// @module-tag engine (scheduled work claimed with row locks): also runs on Postgres, see docs/testing.md.
import { and, eq, inArray } from 'drizzle-orm'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCHEDULE_TEXTS, type ReportSchedule } from '../../../src/domain/report-schedule'
import { outbox, reportSchedules, users } from '../../../server/db/schema'
import { sendDueReports } from '../../../server/reports/schedules'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

// Scheduled reports (issue 28 ★): who may receive them, what a schedule may name, and the run that mails each
// due report once, as a PDF whose text holds the report's figures.

let gateway: TestGateway, globex: string, acme: string, initech: string
beforeAll(async () => {
  ;[gateway, globex, acme, initech] = await startSignedIn(
    'owner@globex.example',
    'admin@acme.example',
    'expired@initech.example',
  )
})
afterAll(() => gateway.close())

const base = '/reports/api/v1/company/cmp_globex/schedules'
const auth = (token: string) => ({ Authorization: `Bearer ${token}` })
const create = (body: unknown, token = globex) => gateway.app.request(base, json(body, auth(token)))

async function adminIds() {
  const rows = await gateway.database.db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.companyId, 'cmp_globex'))
  return {
    owner: rows.find((row) => row.email === 'owner@globex.example')!.id,
    marco: rows.find((row) => row.email === 'mfa@globex.example')!.id,
    learner: rows.find((row) => row.role === 'user')!.id,
  }
}

describe(`scheduled reports (${backend})`, () => {
  it('lists the admins who can receive, and refuses what a schedule may not name', async () => {
    const { owner, learner } = await adminIds()
    const recipients = (await (await gateway.app.request(`${base}/recipients`, bearer(globex))).json()) as {
      items: { id: string; email: string }[]
    }
    expect(recipients.items.map((item) => item.id)).toContain(owner)
    expect(recipients.items.map((item) => item.id)).not.toContain(learner)

    const refused = async (body: unknown, message: string) => {
      const response = await create(body)
      expect(response.status).toBe(422)
      expect(JSON.stringify(await response.json())).toContain(message)
    }
    const good = {
      report: 'training',
      query: 'statuses=running',
      frequency: 'monthly',
      recipientIds: [owner],
    }
    await refused({ ...good, recipientIds: [] }, SCHEDULE_TEXTS.recipientsRequired)
    await refused({ ...good, recipientIds: [learner] }, SCHEDULE_TEXTS.recipientOutside)
    const [acmeAdmin] = await gateway.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@acme.example'))
    await refused({ ...good, recipientIds: [owner, acmeAdmin!.id] }, SCHEDULE_TEXTS.recipientOutside)
    await refused({ ...good, frequency: 'daily' }, SCHEDULE_TEXTS.frequencyRequired)
    await refused({ ...good, report: 'lost' }, SCHEDULE_TEXTS.unknownReport)
    await refused({ ...good, query: 'statuses=lost' }, 'Unknown status.')
    await refused({ ...good, query: 'courseIds=crs_nope' }, 'Unknown course in the filter.')
    expect(
      (await gateway.app.request(base, { method: 'POST', body: '{', headers: auth(globex) })).status,
    ).toBe(422)

    // Another company's admin, a company without Boost, no token.
    expect((await create(good, acme)).status).toBe(403)
    expect((await gateway.app.request(base, bearer(acme))).status).toBe(403)
    expect(
      (await gateway.app.request('/reports/api/v1/company/cmp_initech/schedules', bearer(initech))).status,
    ).toBe(403)
    expect((await gateway.app.request(base)).status).toBe(401)
  })

  it('mails a due report once, as a PDF with its figures, and moves it a month on', async () => {
    const { owner, marco } = await adminIds()
    const response = await create({
      report: 'training',
      query: 'range=custom&from=2020-01-01&to=2020-02-01&search=annual',
      frequency: 'monthly',
      recipientIds: [owner, marco, owner],
    })
    expect(response.status).toBe(201)
    const { id, nextRunAt } = (await response.json()) as { id: string; nextRunAt: string }
    const days = (Date.parse(nextRunAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(27)
    expect(days).toBeLessThan(32)
    const listed = (await (await gateway.app.request(base, bearer(globex))).json()) as {
      items: ReportSchedule[]
    }
    const schedule = listed.items.find((item) => item.id === id)!
    expect(schedule.recipients.map((person) => person.id).sort()).toEqual([owner, marco].sort())
    // The period moves with the calendar: a monthly report reads the last 30 days, whatever range was on screen.
    expect(new URLSearchParams(schedule.query).get('range')).toBe('30d')
    expect(new URLSearchParams(schedule.query).get('from')).toBeNull()

    const { db } = gateway.database
    const mailsTo = () =>
      db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, 'scheduledReport'),
            inArray(outbox.to, ['owner@globex.example', 'mfa@globex.example']),
          ),
        )
    expect(await mailsTo()).toHaveLength(0)
    expect(await sendDueReports(db, null, new Date())).toBe(0)

    // Two runs at once when it falls due (two gateway processes): each admin gets it once.
    const due = new Date(Date.parse(nextRunAt) + 60_000)
    const [a, b] = await Promise.all([sendDueReports(db, null, due), sendDueReports(db, null, due)])
    expect(a + b).toBe(2)
    const mails = await mailsTo()
    expect(mails.map((mail) => mail.to).sort()).toEqual(['mfa@globex.example', 'owner@globex.example'])
    const mail = mails[0]!
    expect(mail.subject).toBe('Monthly training report — Globex')
    expect(mail.attachments).toHaveLength(1)
    const attachment = mail.attachments![0]!
    expect(attachment.contentType).toBe('application/pdf')
    const text = (
      await extractText(new Uint8Array(Buffer.from(attachment.content, 'base64')), { mergePages: true })
    ).text.replace(/\s+/g, ' ')
    expect(text).toContain('Training report')
    expect(text).toContain('Last 30 days')
    expect(text).toContain('Search: annual')
    expect(text).toContain('Annual Training Campaign')
    expect(mail.body).toContain('Campaigns: 1')

    const [after] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, id))
    expect(after!.lastSentAt).not.toBeNull()
    const moved = (after!.nextRunAt.getTime() - Date.parse(nextRunAt)) / 86_400_000
    expect(moved).toBeGreaterThanOrEqual(28)
    expect(moved).toBeLessThanOrEqual(31)
    expect(await sendDueReports(db, null, due)).toBe(0)

    // Deleted, it is gone; another company cannot delete it, and an unknown id is a 404.
    expect(
      (
        await gateway.app.request(`/reports/api/v1/company/cmp_acme/schedules/${id}`, {
          method: 'DELETE',
          headers: auth(acme),
        })
      ).status,
    ).toBe(403)
    expect(
      (await gateway.app.request(`${base}/${id}`, { method: 'DELETE', headers: auth(globex) })).status,
    ).toBe(200)
    expect(
      (await gateway.app.request(`${base}/${id}`, { method: 'DELETE', headers: auth(globex) })).status,
    ).toBe(404)
  })
})

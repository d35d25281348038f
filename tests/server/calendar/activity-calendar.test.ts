import { eq } from 'drizzle-orm'
import ical from 'node-ical'
import { companies, users } from '../../../server/db/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CourseStatistics } from '../../../src/domain/training-campaign'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

// The activity calendar's calls (002 §7 "Calendar", each with a from / to range) and the admin's iCalendar feed:
// every call reads its own kind of activity in the range, refuses a bad or oversized range, and stays in its
// tenant; the feed is private, readable by a calendar client, and stops when revoked or replaced.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

type Entry = {
  id: string
  category: string
  name: string
  startedAt: string
  status: string
  courseId: string | null
  assignedUsers: number
  completionPercentage: number
  deleted: boolean
  active: boolean
}
const call = async <T>(method: string, path: string, token: string, body?: unknown) => {
  const response = await gateway.app.request(
    path,
    body === undefined ? { method, ...bearer(token) } : { ...json(body, bearer(token).headers), method },
  )
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}
const year = new Date().getUTCFullYear()
const range = `from=${year - 1}-01-01&to=${year + 1}-12-31`
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe(`activity calendar (${backend})`, () => {
  it('shows a training’s learners and completion as its statistics count them (issue 61, item 4)', async () => {
    const calendar = await call<{ data: Entry[] }>(
      'GET',
      `/api/v3/company/cmp_globex/activities_calendar/training?${range}`,
      globex,
    )
    const pilot = calendar.body.data.find((row) => row.name === 'Ransomware pilot')!
    const stats = await call<CourseStatistics>(
      'GET',
      '/api/v1/course/company/cmp_globex/course/crs_ransomware/statistics',
      globex,
    )
    const totals = stats.body.totals
    const learners = totals.completed + totals.inProgress + totals.notStarted + totals.overdue
    expect(learners).toBe(60)
    expect(pilot.assignedUsers).toBe(learners)
    expect(pilot.completionPercentage).toBeGreaterThan(0)
    expect(pilot.completionPercentage).toBeCloseTo((100 * totals.completed) / learners, 0)
  })

  it('reads training, dev training, exercises (both versions) and simulations, each in its own call', async () => {
    const planned = await call<{ id: string }>('POST', '/api/v1/campaign/cmp_globex', globex, {
      companyId: 'cmp_globex',
      campaignInfo: {
        courseId: 'crs_gdpr',
        campaign_name: 'GDPR next month',
        campaign_assignment_type: 'ALL_USERS',
        days_to_complete: 14,
        start_date: inDays(30),
        notificationsEnabled: false,
      },
    })
    expect(planned.status).toBe(201)
    const training = await call<{ data: Entry[] }>(
      'GET',
      `/api/v3/company/cmp_globex/activities_calendar/training?${range}`,
      globex,
    )
    expect(training.status).toBe(200)
    const entry = training.body.data.find((row) => row.id === planned.body.id)!
    expect(entry).toMatchObject({
      courseId: 'crs_gdpr',
      name: 'GDPR next month',
      category: 'training',
      deleted: false,
    })
    expect(entry.assignedUsers).toBeGreaterThanOrEqual(0)
    expect(training.body.data.every((row) => row.category !== 'devTraining')).toBe(true)
    expect(training.body.data.some((row) => row.category === 'annualTraining')).toBe(true)

    const developers = await call<{ data: Entry[] }>(
      'GET',
      `/api/v2/company/cmp_globex/activities_calendar/for_developers?${range}`,
      globex,
    )
    expect(developers.status).toBe(200)
    expect(developers.body.data.every((row) => row.category === 'devTraining')).toBe(true)

    const v2 = await call<{ data: Entry[] }>(
      'GET',
      `/api/v2/company/cmp_globex/activities_calendar/phishing_exercise?${range}`,
      globex,
    )
    const v1 = await call<{ data: Entry[] }>(
      'GET',
      `/phishing-exercise/api/v1/company/cmp_globex/campaigns/calendar?${range}`,
      globex,
    )
    expect(v2.status).toBe(200)
    expect(v2.body.data.length).toBeGreaterThan(0)
    expect(v1.body.data).toEqual(v2.body.data)
    expect(new Set(v2.body.data.map((row) => row.category))).toEqual(new Set(['gaming']))

    const simulations = await call<{ data: Entry[] }>(
      'GET',
      `/phishing/api/v3/company/cmp_globex/campaigns/calendar_by_range?${range}`,
      globex,
    )
    expect(simulations.status).toBe(200)
    expect(simulations.body.data.length).toBeGreaterThan(0)
    expect(simulations.body.data.every((row) => row.category === 'phishing')).toBe(true)
  })

  it('keeps to the range asked for and refuses a bad one', async () => {
    const far = await call<{ data: Entry[] }>(
      'GET',
      '/api/v3/company/cmp_globex/activities_calendar/training?from=2001-01-01&to=2001-12-31',
      globex,
    )
    expect(far.body.data).toEqual([])
    for (const query of [
      'from=yesterday',
      `from=${year}-05-01&to=${year}-01-01`,
      'from=2001-01-01&to=2009-01-01',
    ]) {
      const refused = await call<{ code: string }>(
        'GET',
        `/api/v3/company/cmp_globex/activities_calendar/training?${query}`,
        globex,
      )
      expect(refused.status, query).toBe(422)
    }
  })

  it('answers only for the caller’s own company', async () => {
    for (const path of [
      `/api/v3/company/cmp_globex/activities_calendar/training?${range}`,
      `/phishing/api/v3/company/cmp_globex/campaigns/calendar_by_range?${range}`,
      '/api/v1/company/cmp_globex/calendar_feed',
    ])
      expect((await call('GET', path, acme)).status, path).toBe(403)
  })

  it('serves a private iCalendar feed a calendar client reads, until it is replaced or revoked', async () => {
    const planned = await call<{ id: string }>('POST', '/api/v1/campaign/cmp_globex', globex, {
      companyId: 'cmp_globex',
      campaignInfo: {
        courseId: 'crs_passwords',
        campaign_name: 'Passwords in spring',
        campaign_assignment_type: 'ALL_USERS',
        days_to_complete: 21,
        start_date: inDays(60),
        notificationsEnabled: false,
      },
    })
    expect(planned.status).toBe(201)
    expect(
      (await call<{ subscribed: boolean }>('GET', '/api/v1/company/cmp_globex/calendar_feed', globex)).body,
    ).toMatchObject({ subscribed: false })
    const created = await call<{ url: string }>('POST', '/api/v1/company/cmp_globex/calendar_feed', globex)
    expect(created.status).toBe(201)
    const path = new URL(created.body.url).pathname
    const response = await gateway.app.request(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/calendar')
    const events = Object.values(ical.sync.parseICS(await response.text())).filter(
      (component) => component?.type === 'VEVENT',
    ) as ical.VEvent[]
    const event = events.find((item) => String(item.summary) === 'Training: Passwords in spring')!
    expect(event).toBeTruthy()
    expect(Math.abs(new Date(event.start!).getTime() - new Date(inDays(60)).getTime())).toBeLessThan(60_000)
    expect(new Date(event.end!).getTime() - new Date(event.start!).getTime()).toBe(21 * 86_400_000)
    expect(
      (await call<{ subscribed: boolean }>('GET', '/api/v1/company/cmp_globex/calendar_feed', globex)).body,
    ).toMatchObject({ subscribed: true })

    // A new address replaces the old one; revoking stops the new one; a guessed one never worked.
    const replaced = await call<{ url: string }>('POST', '/api/v1/company/cmp_globex/calendar_feed', globex)
    expect((await gateway.app.request(path)).status).toBe(404)
    const next = new URL(replaced.body.url).pathname
    expect((await gateway.app.request(next)).status).toBe(200)
    expect((await call('DELETE', '/api/v1/company/cmp_globex/calendar_feed', globex)).status).toBe(204)
    expect((await gateway.app.request(next)).status).toBe(404)
    expect((await gateway.app.request('/api/v1/calendar_feed/not-a-token.ics')).status).toBe(404)
  })

  it('stops answering once its admin or their company is disabled, and again once enabled', async () => {
    const created = await call<{ url: string }>('POST', '/api/v1/company/cmp_globex/calendar_feed', globex)
    const path = new URL(created.body.url).pathname
    expect((await gateway.app.request(path)).status).toBe(200)
    const { db } = gateway.database
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@globex.example'))
    for (const [table, id] of [
      [users, owner!.id],
      [companies, 'cmp_globex'],
    ] as const) {
      await db.update(table).set({ disabledAt: new Date() }).where(eq(table.id, id))
      expect((await gateway.app.request(path)).status).toBe(404)
      await db.update(table).set({ disabledAt: null }).where(eq(table.id, id))
      expect((await gateway.app.request(path)).status).toBe(200)
    }
    await call('DELETE', '/api/v1/company/cmp_globex/calendar_feed', globex)
  })
})

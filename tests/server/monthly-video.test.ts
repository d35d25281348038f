// @module-tag engine (scheduled work claimed with row locks): also runs on Postgres, see docs/testing.md.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../src/domain/api-paths'
import { MONTHLY_VIDEO_TEXTS, type MonthlyVideoOverview } from '../../src/domain/monthly-video'
import { groups, userTasks } from '../../server/db/schema'
import { runSchedulerOnce } from '../../server/simulation/engine'
import { backend, bearer, json, startSignedIn, type TestGateway } from './gateway'

// The monthly video calendar (issue 27): Globex's seeded months with how far each got; Acme turns automatic
// assignment on for a group and the scheduler gives this month's video once (a second run and Assign now give
// nothing more); bad settings and other companies are refused.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const overview = async (token: string, company: string) =>
  (await (
    await gateway.app.request(PATHS.monthlyVideo(company), bearer(token))
  ).json()) as MonthlyVideoOverview
const put = (token: string, company: string, body: unknown) =>
  gateway.app.request(`${PATHS.monthlyVideo(company)}/settings`, {
    ...json(body, bearer(token).headers),
    method: 'PUT',
  })

describe(`monthly video (${backend})`, () => {
  it('shows Globex’s months and gives Acme this month’s video once', async () => {
    const seeded = await overview(globex, 'cmp_globex')
    expect(seeded.current).not.toBeNull()
    expect(seeded.settings.enabled).toBe(true)
    expect(seeded.history.length).toBe(3)
    expect(seeded.currentEntry?.assignedUsers).toBeGreaterThan(0)
    expect(seeded.history[2]!.completionPercentage).toBeGreaterThan(0)
    const calendar = (await (
      await gateway.app.request(PATHS.monthlyVideoCalendar('cmp_globex'), bearer(globex))
    ).json()) as { data: unknown[] }
    expect(calendar.data).toHaveLength(3)

    const before = await overview(acme, 'cmp_acme')
    expect(before.settings.enabled).toBe(false)
    expect(before.currentEntry).toBeNull()
    const [group] = await gateway.database.db.select().from(groups).where(eq(groups.companyId, 'cmp_acme'))
    const settings = {
      enabled: true,
      assignmentType: 'GROUPS',
      departmentIds: [],
      groupIds: [group!.id],
      daysToComplete: 20,
    }
    const saved = await put(acme, 'cmp_acme', settings)
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as { message: string }).message).toBe(MONTHLY_VIDEO_TEXTS.saved)
    const options = { publicUrl: 'http://127.0.0.1', relayed: false }
    expect((await runSchedulerOnce(gateway.database.db, options)).monthlyVideos).toBe(1)
    expect((await runSchedulerOnce(gateway.database.db, options)).monthlyVideos).toBe(0)
    const after = await overview(acme, 'cmp_acme')
    expect(after.currentEntry?.assignedUsers).toBeGreaterThan(0)
    const tasks = await gateway.database.db
      .select()
      .from(userTasks)
      .where(eq(userTasks.sourceId, after.currentEntry!.id))
    expect(tasks.every((task) => task.kind === 'monthlyVideo')).toBe(true)
    const now = await gateway.app.request(`${PATHS.monthlyVideo('cmp_acme')}/assign_now`, {
      method: 'POST',
      ...bearer(acme),
    })
    expect(now.status).toBe(409)
  })

  it('refuses bad settings and other companies', async () => {
    const base = {
      enabled: true,
      assignmentType: 'ALL_USERS',
      departmentIds: [],
      groupIds: [],
      daysToComplete: 10,
    }
    for (const daysToComplete of [0, -1, 1.5, 366])
      expect((await put(acme, 'cmp_acme', { ...base, daysToComplete })).status, `${daysToComplete}`).toBe(422)
    expect((await put(acme, 'cmp_acme', { ...base, assignmentType: 'DEPARTMENTS' })).status).toBe(422)
    expect(
      (await put(acme, 'cmp_acme', { ...base, assignmentType: 'GROUPS', groupIds: ['grp_globex_x'] })).status,
    ).toBe(404)
    expect((await put(acme, 'cmp_globex', base)).status).toBe(403)
    expect((await gateway.app.request(PATHS.monthlyVideo('cmp_globex'), bearer(acme))).status).toBe(403)
    expect(
      (await gateway.app.request(`${PATHS.monthlyVideoCalendar('cmp_globex')}?from=2026-13`, bearer(globex)))
        .status,
    ).toBe(422)
  })
})

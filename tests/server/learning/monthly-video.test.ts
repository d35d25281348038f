// @module-tag engine (scheduled work on the job queue): also runs on Postgres, see docs/testing.md.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { MONTHLY_VIDEO_TEXTS, type MonthlyVideoOverview } from '../../../src/domain/monthly-video'
import { groups, userTasks } from '../../../server/db/schema'
import type { RunningJobQueue } from '../../../server/jobs/runner'
import { monthOf } from '../../../server/monthly-video/assign'
import { backend, bearer, json, signIn, startGateway, type TestGateway } from '../gateway'
import { runJob, settled } from '../job-queue'

// The monthly video calendar (issue 27): Globex's seeded months with how far each got; Acme turns automatic
// assignment on for a group and the hourly job gives this month's video once, through a job of its own for the
// company on the real queue (a second run and Assign now give
// nothing more); bad settings and other companies are refused.

let gateway: TestGateway, globex: string, acme: string, jobs: RunningJobQueue
beforeAll(async () => {
  gateway = await startGateway({ jobs: true })
  jobs = gateway.jobs!
  globex = (await signIn(gateway, 'owner@globex.example')).token
  acme = (await signIn(gateway, 'admin@acme.example')).token
}, 60_000)
afterAll(() => gateway.close())

/** The hourly pass, then the company's own job it queued: what that job answered. */
async function monthlyPass() {
  const pass = await runJob(jobs, 'monthly-videos')
  expect(pass.state).toBe('completed')
  const [job] = (await jobs.boss.findJobs('monthly-video', { key: `cmp_acme:${monthOf(new Date())}` })).slice(
    -1,
  )
  return (await settled(jobs.boss, 'monthly-video', job!.id)).output as { given: boolean }
}

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
    expect(await monthlyPass()).toMatchObject({ given: true })
    expect(await monthlyPass()).toMatchObject({ given: false })
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

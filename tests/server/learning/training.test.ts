import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CourseDetail, CourseSummary } from '../../../src/domain/courses'
import {
  TRAINING_TEXTS,
  type CourseStatistics,
  type TrainingCampaignRow,
} from '../../../src/domain/training-campaign'
import { departments, userTasks } from '../../../server/db/schema'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

// The library and training campaigns (issue 27): the courses a company can assign, a course's outline and
// statistics from its learners' tasks, and a campaign started for a department, updated, ended once and
// deleted, with the bad input the form would have prevented refused.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const call = async <T>(method: string, path: string, token: string, body?: unknown) => {
  const response = await gateway.app.request(
    path,
    body === undefined ? { method, ...bearer(token) } : { ...json(body, bearer(token).headers), method },
  )
  return { status: response.status, body: (await response.json()) as T }
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe(`course library (${backend})`, () => {
  it('lists the assignable courses without gaming, each with its outline', async () => {
    const { status, body } = await call<{ courses: CourseSummary[] }>(
      'GET',
      '/api/v1/course/company/cmp_globex',
      globex,
    )
    expect(status).toBe(200)
    expect(body.courses.length).toBeGreaterThan(15)
    expect(body.courses.some((course) => course.id === 'crs_gaming')).toBe(false)
    const annual = body.courses.find((course) => course.id === 'crs_annual')!
    expect(annual).toMatchObject({ category: 'Annual Training', runningCampaigns: 1 })
    expect(annual.languages).toContain('iw')
    const detail = await call<CourseDetail>(
      'GET',
      '/api/v1/course/company/cmp_globex/course/crs_gdpr/view/admin',
      globex,
    )
    const chapters = detail.body.sections.flatMap((section) => section.chapters)
    expect(chapters).toHaveLength(detail.body.course.totalChapters)
    expect(chapters.reduce((sum, chapter) => sum + chapter.minutes, 0)).toBe(
      detail.body.course.totalTimeInMinutes,
    )
    expect(
      (await call('GET', '/api/v1/course/company/cmp_globex/course/crs_none/view/admin', globex)).status,
    ).toBe(404)
    expect((await call('GET', '/api/v1/course/company/cmp_globex', acme)).status).toBe(403)
  })
})

describe(`training campaigns (${backend})`, () => {
  it('starts for a department, counts its learners in the statistics, updates, ends once and deletes', async () => {
    const { db } = gateway.database
    const [department] = await db.select().from(departments).where(eq(departments.companyId, 'cmp_globex'))
    const info = {
      courseId: 'crs_phishing',
      campaign_name: 'Phishing for Sales',
      campaign_assignment_type: 'DEPARTMENTS',
      user_departments: [department!.id],
      days_to_complete: 14,
      start_date: new Date().toISOString(),
      notificationsEnabled: true,
      notificationSubject: 'New training',
      notificationMessage: 'Please complete it.',
    }
    const started = await call<{ id: string; message: string }>(
      'POST',
      '/api/v1/campaign/cmp_globex',
      globex,
      {
        companyId: 'cmp_globex',
        campaignInfo: info,
      },
    )
    expect(started.status).toBe(201)
    expect(started.body.message).toBe(TRAINING_TEXTS.started)
    const tasks = await db.select().from(userTasks).where(eq(userTasks.sourceId, started.body.id))
    expect(tasks.length).toBeGreaterThan(0)
    // The form's count (users/count) is the start's own choice of learners.
    const count = (query: string, token = globex) =>
      call<{ data: { count: number } }>(
        'GET',
        `/customers/api/v1/company/cmp_globex/users/count?${query}`,
        token,
      )
    expect((await count(`assignmentType=DEPARTMENTS&ids=${department!.id}`)).body.data.count).toBe(
      tasks.length,
    )
    const everyone = (await count('assignmentType=ALL_USERS')).body.data.count
    expect(everyone).toBeGreaterThan(tasks.length)
    expect((await count('assignmentType=GROUPS')).body.data.count).toBe(0)
    const [acmeDepartment] = await db.select().from(departments).where(eq(departments.companyId, 'cmp_acme'))
    expect(
      (await count(`assignmentType=DEPARTMENTS&ids=${acmeDepartment!.id}`)).status,
    ).toBeGreaterThanOrEqual(400)
    expect((await count('assignmentType=EVERYONE')).status).toBe(422)
    expect((await count('assignmentType=ALL_USERS', acme)).status).toBe(403)
    const stats = await call<CourseStatistics>(
      'GET',
      '/api/v1/course/company/cmp_globex/course/crs_phishing/statistics',
      globex,
    )
    expect(stats.body.totals.notStarted).toBe(tasks.length)
    expect(
      stats.body.departments.find((row) => row.id === department!.id)?.progress.notStarted,
    ).toBeGreaterThan(0)

    // A learner finishes: the statistics follow the tasks, not a stored tally.
    await db
      .update(userTasks)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(userTasks.id, tasks[0]!.id))
    const after = await call<CourseStatistics>(
      'GET',
      '/api/v1/course/company/cmp_globex/course/crs_phishing/statistics',
      globex,
    )
    expect(after.body.totals).toMatchObject({ completed: 1, notStarted: tasks.length - 1 })

    const updated = await call<{ message: string }>('PUT', '/api/v1/campaign/cmp_globex', globex, {
      campaignInfo: {
        ...info,
        id: started.body.id,
        campaign_name: 'Phishing for Sales (Q1)',
        days_to_complete: 30,
      },
    })
    expect(updated.body.message).toBe(TRAINING_TEXTS.updated)
    const panel = await call<{ campaigns: TrainingCampaignRow[]; gamingCampaigns: TrainingCampaignRow[] }>(
      'GET',
      '/api/v1/campaign/admin_panel/cmp_globex/company',
      globex,
    )
    expect(panel.body.campaigns.find((row) => row.id === started.body.id)).toMatchObject({
      name: 'Phishing for Sales (Q1)',
      daysToComplete: 30,
      departmentIds: [department!.id],
    })
    expect(panel.body.gamingCampaigns.every((row) => row.isGaming)).toBe(true)
    const notStarted = await call<{ pageInfo: { totalCount: number } }>(
      'POST',
      `/api/v1/campaign/company/cmp_globex/campaign/${started.body.id}/notStarted`,
      globex,
      { limitPerPage: 5, page: 0 },
    )
    expect(notStarted.body.pageInfo.totalCount).toBe(tasks.length - 1)

    const end = `/api/v1/campaign/cmp_globex/end/${started.body.id}`
    expect((await call<{ message: string }>('PUT', end, globex)).body.message).toBe(TRAINING_TEXTS.ended)
    const twice = await call<{ error: { message: string } }>('PUT', end, globex)
    expect(twice.status).toBe(409)
    expect(twice.body.error.message).toBe(TRAINING_TEXTS.alreadyEnded)
    expect((await call('PUT', end.replace('cmp_globex', 'cmp_acme'), acme)).status).toBe(404)
    const deleted = await call<{ message: string }>(
      'DELETE',
      `/api/v1/campaign/cmp_globex/delete/${started.body.id}`,
      globex,
    )
    expect(deleted.body.message).toBe(TRAINING_TEXTS.deleted)
    expect(await db.select().from(userTasks).where(eq(userTasks.sourceId, started.body.id))).toEqual([])
  })

  it('refuses what the form would have prevented', async () => {
    const base = {
      courseId: 'crs_phishing',
      campaign_name: 'Bad',
      campaign_assignment_type: 'ALL_USERS',
      days_to_complete: 14,
      start_date: new Date().toISOString(),
      notificationsEnabled: false,
    }
    const post = (campaignInfo: Record<string, unknown>) =>
      call<{ message: string }>('POST', '/api/v1/campaign/cmp_globex', globex, {
        campaignInfo: { ...base, ...campaignInfo },
      })
    for (const days of [0, -1, 1.5, 366])
      expect((await post({ days_to_complete: days })).status, `${days}`).toBe(422)
    expect((await post({ start_date: inDays(-3) })).status).toBe(422)
    expect((await post({ start_date: 'not a date' })).status).toBe(422)
    expect((await post({ campaign_assignment_type: 'DEPARTMENTS', user_departments: [] })).status).toBe(422)
    expect(
      (await post({ campaign_assignment_type: 'GROUPS', selectedGroups: ['grp_acme_other'] })).status,
    ).toBe(404)
    expect((await post({ courseId: 'crs_none' })).status).toBe(404)
  })
})

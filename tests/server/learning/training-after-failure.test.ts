import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AfterFailureSetting } from '../../../src/domain/training-after-failure'
import type { CourseStatistics } from '../../../src/domain/training-campaign'
import { trainingCampaigns, userTasks } from '../../../server/db/schema'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

// Training after failure (issue 27): Globex chooses a course; the demo recipients its simulations phish, and the
// learners its exercise finds answering wrong, receive it once each, due days after the failure; the course's
// statistics show them as their own source. Bad settings and other companies are refused.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const path = '/api/v1/company/cmp_globex/training_after_failure'
const put = (token: string, body: unknown) =>
  gateway.app.request(path, { ...json(body, bearer(token).headers), method: 'PUT' })
const afterFailureLearners = async () => {
  const { db } = gateway.database
  const rows = await db
    .select({ userId: userTasks.userId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(userTasks)
    .innerJoin(trainingCampaigns, eq(trainingCampaigns.id, userTasks.sourceId))
    .where(and(eq(trainingCampaigns.companyId, 'cmp_globex'), eq(trainingCampaigns.source, 'afterFailure')))
    .groupBy(userTasks.userId)
  return rows
}

describe(`training after failure (${backend})`, () => {
  it('gives the chosen course once to whoever is phished or answers an exercise wrong', async () => {
    const off = (await (await gateway.app.request(path, bearer(globex))).json()) as AfterFailureSetting
    expect(off.courseId).toBeNull()
    expect(
      (await put(globex, { courseId: 'crs_phishing', days: 5, onSimulation: false, onExercise: true }))
        .status,
    ).toBe(204)
    const on = (await (await gateway.app.request(path, bearer(globex))).json()) as AfterFailureSetting
    expect(on).toMatchObject({ courseId: 'crs_phishing', days: 5, onSimulation: false, onExercise: true })
    expect(on.courseName).toBeTruthy()
    const advance = async (kind: 'simulation' | 'exercise', days: number) =>
      expect(
        (
          await gateway.app.request(`/__dev/${kind}/advance?companyId=cmp_globex&days=${days}`, {
            method: 'POST',
          })
        ).status,
      ).toBe(200)

    // Simulations are not a source yet: those they phish get nothing (the planned round goes out, and three
    // days later its recipients have reacted).
    await advance('simulation', 20)
    await advance('simulation', 3)
    expect(await afterFailureLearners()).toHaveLength(0)
    // The exercise's learners who answer wrong receive it.
    await advance('exercise', 20)
    const failed = await afterFailureLearners()
    expect(failed.length).toBeGreaterThan(0)
    expect(failed.every((row) => row.n === 1)).toBe(true)
    const stats = (await (
      await gateway.app.request(
        '/api/v1/course/company/cmp_globex/course/crs_phishing/statistics',
        bearer(globex),
      )
    ).json()) as CourseStatistics
    const source = stats.sources!.find((row) => row.source === 'afterFailure')!
    const p = source.progress
    expect(p.notStarted + p.inProgress + p.completed + p.overdue).toBe(failed.length)
    const campaign = stats.campaigns.find((row) => row.source === 'afterFailure')!
    expect(campaign.name).toContain('after a failed phishing test')
    // Due five days after the failure, not at the campaign's end.
    const [task] = await gateway.database.db
      .select()
      .from(userTasks)
      .where(eq(userTasks.sourceId, campaign.id))
      .limit(1)
    expect(task!.dueAt!.getTime() - Date.now()).toBeLessThanOrEqual(5 * 86_400_000 + 60_000)

    // Now simulations too; and once means once: no one gets a second copy.
    await put(globex, { courseId: 'crs_phishing', days: 5, onSimulation: true, onExercise: true })
    await advance('simulation', 20)
    await advance('simulation', 3)
    await advance('exercise', 5)
    const later = await afterFailureLearners()
    expect(later.length).toBeGreaterThan(failed.length)
    expect(later.every((row) => row.n === 1)).toBe(true)

    // Off: nothing more is given.
    expect(
      (await put(globex, { courseId: null, days: 5, onSimulation: true, onExercise: true })).status,
    ).toBe(204)
    await advance('simulation', 5)
    await advance('exercise', 5)
    expect((await afterFailureLearners()).length).toBe(later.length)
  })

  it('refuses a course it cannot assign, bad days and another company', async () => {
    const base = { courseId: 'crs_phishing', days: 5, onSimulation: true, onExercise: true }
    expect((await put(globex, { ...base, courseId: 'crs_gaming' })).status).toBe(404)
    expect((await put(globex, { ...base, courseId: 'crs_none' })).status).toBe(404)
    for (const days of [0, -1, 1.5, 366])
      expect((await put(globex, { ...base, days })).status, `${days}`).toBe(422)
    expect((await put(acme, base)).status).toBe(403)
    expect((await gateway.app.request(path, bearer(acme))).status).toBe(403)
  })
})

import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COURSE_SHARE_TEXTS,
  type CourseCandidatesPage,
  type CourseCustomers,
} from '../../../src/domain/course-sharing'
import { TRAINING_TEXTS } from '../../../src/domain/training-campaign'
import { courses, courseShares, userTasks } from '../../../server/db/schema'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// Course sharing to customers (issue 27; 001 §4, §7): Northwind's own course, seeded with one customer a version
// behind and one with a delivery under way; shared (copied) to two more, changed, updated to the new version
// with progress kept, started, ended and removed; the special course is never removed; only boosted customers
// of the partner's own, and only the partner, reach any of it.

let gateway: TestGateway, partner: string, globex: string, sub: string
beforeAll(async () => {
  ;[gateway, partner, globex, sub] = await startSignedIn(
    'partner@northwind.example',
    'owner@globex.example',
    'sub@fabrikam.example',
  )
})
afterAll(() => gateway.close())

const COURSE = 'crs_nw_onboarding'
const api = (path: string, init: RequestInit = {}, token = partner) =>
  gateway.app.request(`/api/v1${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })
const customers = async (course = COURSE, token = partner) =>
  (await (
    await api(`/course/cmp_northwind/companies_with_shared_trainings/${course}`, {}, token)
  ).json()) as CourseCustomers
const rowOf = async (companyId: string) =>
  (await customers()).companies.find((row) => row.companyId === companyId)
const batch = (action: 'share' | 'start' | 'resync', body: unknown, course = COURSE, token = partner) =>
  api(
    `/course/company/cmp_northwind/${action}/${course}/batch`,
    { method: 'POST', body: JSON.stringify(body) },
    token,
  )
const ids = (list: string[]) => list.map((id) => `customerCompanyIds=${id}`).join('&')
const end = (list: string[], course = COURSE) =>
  api(`/campaign/company/cmp_northwind/end/by_course/${course}/batch?${ids(list)}`, { method: 'PATCH' })
const unshare = (list: string[], course = COURSE) =>
  api(`/course/company/cmp_northwind/unshare/${course}/batch?${ids(list)}`, { method: 'DELETE' })
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString()
const start = (list: string[], patch: Record<string, unknown> = {}) =>
  batch('start', {
    customerCompanyIds: list,
    isAllCustomers: false,
    daysToComplete: 14,
    startDate: tomorrow(),
    notificationsEnabled: true,
    subject: 'New training assigned',
    message: 'Please complete it.',
    ...patch,
  })
const changeCourse = async () => {
  const [course] = await gateway.database.db.select().from(courses).where(eq(courses.id, COURSE))
  const sections = course!.sections.map((section, index) =>
    index === 0
      ? {
          ...section,
          chapters: [
            ...section.chapters,
            { id: `x${Date.now()}`, title: 'What changed', minutes: 3, hasQuiz: false },
          ],
        }
      : section,
  )
  const response = await api(`/custom-training/cmp_northwind/course/${COURSE}/sections`, {
    method: 'PUT',
    body: JSON.stringify({ sections }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { version: number }).version
}

describe(`course sharing (${backend})`, () => {
  it('lists the seeded customers with their stage, version and progress', async () => {
    const list = await customers()
    expect(list.courseVersion).toBe(2)
    expect(list.isSpecial).toBe(false)
    const behind = list.companies.find((row) => row.companyId === 'cmp_nw_1')!
    expect(behind).toMatchObject({
      stage: 'copied',
      copiedVersion: 1,
      updateAvailable: true,
      startDate: null,
    })
    const started = list.companies.find((row) => row.companyId === 'cmp_nw_2')!
    expect(started).toMatchObject({ stage: 'started', copiedVersion: 2, updateAvailable: false })
    expect(started.startDate).not.toBeNull()
    // Progress is the delivery's completed learners, as their tasks say.
    const tasks = await gateway.database.db
      .select({ status: userTasks.status })
      .from(userTasks)
      .where(eq(userTasks.sourceId, 'trn_nw_onboarding_tailspin'))
    expect(tasks.length).toBeGreaterThan(0)
    const completed = tasks.filter((task) => task.status === 'completed').length
    expect(started.progress).toBe(Math.round((100 * completed) / tasks.length))
  })

  it('offers the customers without the course, non-boosted ones shown but not counted as available', async () => {
    const response = await api(
      `/course/cmp_northwind/companies_without_shared_training/${COURSE}?actionType=copy&pageNumber=0&pageSize=100`,
    )
    const page = (await response.json()) as CourseCandidatesPage
    const idsOffered = page.companies.map((row) => row.companyId)
    expect(idsOffered).not.toContain('cmp_nw_1')
    expect(idsOffered).not.toContain('cmp_nw_2')
    expect(idsOffered).not.toContain('cmp_nw_11') // disabled
    expect(idsOffered).not.toContain('cmp_nw_12') // Fabrikam's
    expect(page.companies.find((row) => row.companyId === 'cmp_nw_3')?.isBoosted).toBe(false)
    expect(page.totalAvailableCount).toBe(page.companies.filter((row) => row.isBoosted).length)
    // A copy without a delivery can still be started.
    const startable = (await (
      await api(
        `/course/cmp_northwind/companies_without_shared_training/${COURSE}?actionType=copy_and_start&pageSize=100`,
      )
    ).json()) as CourseCandidatesPage
    expect(startable.companies.map((row) => row.companyId)).toContain('cmp_nw_1')
    expect(startable.companies.map((row) => row.companyId)).not.toContain('cmp_nw_2')
    const bad = await api(
      `/course/cmp_northwind/companies_without_shared_training/${COURSE}?actionType=steal`,
    )
    expect(bad.status).toBe(422)
  })

  it('copies the course into two customers, refusing the non-boosted and the foreign whole', async () => {
    const notBoosted = await batch('share', {
      customerCompanyIds: ['cmp_nw_4', 'cmp_nw_3'],
      isAllCustomers: false,
    })
    expect(notBoosted.status).toBe(422)
    expect(JSON.stringify(await notBoosted.json())).toContain(COURSE_SHARE_TEXTS.notBoosted)
    const foreign = await batch('share', {
      customerCompanyIds: ['cmp_nw_4', 'cmp_acme'],
      isAllCustomers: false,
    })
    expect(foreign.status).toBe(404)
    const none = await batch('share', { customerCompanyIds: [], isAllCustomers: false })
    expect(none.status).toBe(422)
    expect(await rowOf('cmp_nw_4')).toBeUndefined()
    const shared = await batch('share', {
      customerCompanyIds: ['cmp_nw_4', 'cmp_nw_5'],
      isAllCustomers: false,
    })
    expect(shared.status).toBe(200)
    expect(await shared.json()).toEqual({ count: 2, message: COURSE_SHARE_TEXTS.granted })
    expect(await rowOf('cmp_nw_4')).toMatchObject({
      stage: 'copied',
      copiedVersion: 2,
      updateAvailable: false,
    })
    const again = await batch('share', { customerCompanyIds: ['cmp_nw_4'], isAllCustomers: false })
    expect(again.status).toBe(409)
    // The customer's library lists its copy as Shared.
    const [copy] = await gateway.database.db
      .select()
      .from(courses)
      .where(and(eq(courses.customTrainingCompanyId, 'cmp_nw_4'), eq(courses.sharedFromCourseId, COURSE)))
    expect(copy).toMatchObject({ category: 'Shared', sharedVersion: 2, deleted: false })
  })

  it('marks copies behind after a change and updates them in place, keeping the learners’ progress', async () => {
    const [before] = await gateway.database.db
      .select()
      .from(courseShares)
      .where(and(eq(courseShares.courseId, COURSE), eq(courseShares.customerCompanyId, 'cmp_nw_2')))
    const tasksBefore = await gateway.database.db
      .select()
      .from(userTasks)
      .where(eq(userTasks.sourceId, before!.campaignId!))
    const version = await changeCourse()
    expect(version).toBe(3)
    expect(await rowOf('cmp_nw_2')).toMatchObject({ updateAvailable: true, copiedVersion: 2 })
    expect(await rowOf('cmp_nw_4')).toMatchObject({ updateAvailable: true })
    const updated = await batch('resync', {
      customerCompanyIds: ['cmp_nw_2', 'cmp_nw_4'],
      isAllCustomers: false,
    })
    expect(updated.status).toBe(200)
    expect(await updated.json()).toEqual({ count: 2, message: COURSE_SHARE_TEXTS.updated })
    expect(await rowOf('cmp_nw_2')).toMatchObject({
      updateAvailable: false,
      copiedVersion: 3,
      stage: 'started',
    })
    const [after] = await gateway.database.db
      .select()
      .from(courseShares)
      .where(eq(courseShares.id, before!.id))
    expect(after!.copyCourseId).toBe(before!.copyCourseId)
    const [copy] = await gateway.database.db
      .select()
      .from(courses)
      .where(eq(courses.id, after!.copyCourseId!))
    expect(copy!.sections.flatMap((s) => s.chapters).map((c) => c.title)).toContain('What changed')
    const tasksAfter = await gateway.database.db
      .select()
      .from(userTasks)
      .where(eq(userTasks.sourceId, before!.campaignId!))
    expect(tasksAfter.map((t) => [t.id, t.status]).sort()).toEqual(
      tasksBefore.map((t) => [t.id, t.status]).sort(),
    )
    const twice = await batch('resync', { customerCompanyIds: ['cmp_nw_2'], isAllCustomers: false })
    expect(twice.status).toBe(409)
    expect(await rowOf('cmp_nw_1')).toMatchObject({ updateAvailable: true, copiedVersion: 1 })
  })

  it('starts, ends and removes deliveries with the spec’s texts, refusing bad days, past starts and repeats', async () => {
    for (const days of [0, -1, 1.5, 366])
      expect((await start(['cmp_nw_4'], { daysToComplete: days })).status).toBe(422)
    const past = await start(['cmp_nw_4'], { startDate: new Date(Date.now() - 3 * 86_400_000).toISOString() })
    expect(past.status).toBe(422)
    expect(JSON.stringify(await past.json())).toContain(TRAINING_TEXTS.startPast)
    const noSubject = await start(['cmp_nw_4'], { subject: ' ' })
    expect(noSubject.status).toBe(422)
    const started = await start(['cmp_nw_4'])
    expect(started.status).toBe(200)
    expect(await started.json()).toEqual({ count: 1, message: COURSE_SHARE_TEXTS.started })
    expect(await rowOf('cmp_nw_4')).toMatchObject({ stage: 'scheduled' })
    expect((await start(['cmp_nw_4'])).status).toBe(409)
    const removeRunning = await unshare(['cmp_nw_4'])
    expect(removeRunning.status).toBe(409)
    expect(((await removeRunning.json()) as { error: { message: string } }).error.message).toBe(
      COURSE_SHARE_TEXTS.stillRunning,
    )
    const ended = await end(['cmp_nw_4'])
    expect(await ended.json()).toEqual({ count: 1, message: COURSE_SHARE_TEXTS.ended })
    expect(await rowOf('cmp_nw_4')).toMatchObject({ stage: 'ended' })
    expect((await end(['cmp_nw_4'])).status).toBe(409)
    expect((await end(['cmp_nw_5'])).status).toBe(409) // never started
    const removed = await unshare(['cmp_nw_4', 'cmp_nw_5'])
    expect(await removed.json()).toEqual({ count: 2, message: COURSE_SHARE_TEXTS.removed })
    expect(await rowOf('cmp_nw_4')).toBeUndefined()
    const copies = await gateway.database.db
      .select()
      .from(courses)
      .where(and(eq(courses.customTrainingCompanyId, 'cmp_nw_4'), eq(courses.sharedFromCourseId, COURSE)))
    expect(copies.every((copy) => copy.deleted)).toBe(true)
    expect((await unshare(['cmp_acme'])).status).toBe(404)
  })

  it('shares a platform course without a copy, and never removes the special course', async () => {
    const shared = await batch(
      'share',
      { customerCompanyIds: ['cmp_nw_5'], isAllCustomers: false },
      'crs_annual',
    )
    expect(shared.status).toBe(200)
    const list = await customers('crs_annual')
    expect(list.isSpecial).toBe(true)
    expect(list.companies.find((row) => row.companyId === 'cmp_nw_5')).toMatchObject({
      stage: 'shared',
      copiedVersion: null,
      updateAvailable: false,
    })
    const refused = await unshare(['cmp_nw_5'], 'crs_annual')
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      COURSE_SHARE_TEXTS.special,
    )
    expect(
      (await batch('share', { customerCompanyIds: ['cmp_nw_5'], isAllCustomers: false }, 'crs_gaming'))
        .status,
    ).toBe(409)
  })

  it('lets nobody but the partner, on its own company, reach it', async () => {
    const notPartner = await gateway.app.request(
      `/api/v1/course/cmp_globex/companies_with_shared_trainings/${COURSE}`,
      bearer(globex),
    )
    expect(notPartner.status).toBe(403)
    const otherCompany = await api(`/course/cmp_globex/companies_with_shared_trainings/${COURSE}`)
    expect(otherCompany.status).toBe(403)
    // Fabrikam is a partner, but the course is Northwind's own.
    const otherPartner = await gateway.app.request(
      `/api/v1/course/cmp_fabrikam/companies_with_shared_trainings/${COURSE}`,
      bearer(sub),
    )
    expect(otherPartner.status).toBe(404)
    const editCopy = await api(`/custom-training/cmp_nw_1/course/${COURSE}/sections`, {
      method: 'PUT',
      body: JSON.stringify({ sections: [] }),
    })
    expect([403, 404, 422]).toContain(editCopy.status)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CourseStatistics, TrainingProgress } from '../../../src/domain/training-campaign'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// The learner-progress simulator (issue 27): the seeded ransomware pilot's statistics come from it, and moving
// Globex's clock forward lets its learners open and finish the course — never back, and past the due date
// those who never finish count as overdue.

let gateway: TestGateway, globex: string
beforeAll(async () => {
  ;[gateway, globex] = await startSignedIn('owner@globex.example')
})
afterAll(() => gateway.close())

const statistics = async () =>
  (await (
    await gateway.app.request(
      '/api/v1/course/company/cmp_globex/course/crs_ransomware/statistics',
      bearer(globex),
    )
  ).json()) as CourseStatistics
const total = (p: TrainingProgress) => p.completed + p.inProgress + p.notStarted + p.overdue

describe(`learner-progress simulator (${backend})`, () => {
  it('fills the seeded pilot, and advances its learners as days pass', async () => {
    const seeded = (await statistics()).totals
    expect(total(seeded)).toBe(60)
    // 18 days into 30: some finished, some under way, some not yet opened, none overdue.
    expect(seeded.completed).toBeGreaterThan(5)
    expect(seeded.inProgress).toBeGreaterThan(5)
    expect(seeded.notStarted).toBeGreaterThan(0)
    expect(seeded.overdue).toBe(0)
    const advance = await gateway.app.request(
      '/__dev/training/advance?companyId=cmp_globex&courseId=crs_ransomware&days=20',
      {
        method: 'POST',
      },
    )
    expect(advance.status).toBe(200)
    const later = (await statistics()).totals
    expect(total(later)).toBe(60)
    expect(later.completed).toBeGreaterThan(seeded.completed)
    // Past the due date: the never-started and the stalled are overdue, the late ones finish after it.
    expect(later.overdue).toBeGreaterThan(0)
    expect(later.notStarted + later.inProgress).toBe(0)
    const again = await gateway.app.request('/__dev/training/advance?companyId=cmp_globex&days=1', {
      method: 'POST',
    })
    expect(again.status).toBe(200)
    expect((await statistics()).totals.completed).toBeGreaterThanOrEqual(later.completed)
    expect(
      (await gateway.app.request('/__dev/training/advance?companyId=cmp_globex&days=-3', { method: 'POST' }))
        .status,
    ).toBe(422)
  })
})

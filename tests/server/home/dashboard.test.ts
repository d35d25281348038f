import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { getStartedMode } from '../../../src/domain/get-started'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

let gateway: TestGateway, globex: string, initech: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, initech, acme] = await startSignedIn(
    'owner@globex.example',
    'expired@initech.example',
    'admin@acme.example',
  )
})
afterAll(() => gateway.close())

const get = async (path: string, token: string) => {
  const response = await gateway.app.request(path, bearer(token))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe(`get-started flags and dashboard figures (${backend})`, () => {
  it('derives each seeded company’s view from its stored data', async () => {
    const flags = async (id: string, token: string) =>
      getStartedMode((await get(PATHS.getStartedStatus(id), token)).body as never)
    expect(await flags('cmp_globex', globex)).toBe('DASHBOARD')
    expect(await flags('cmp_initech', initech)).toBe('DASHBOARD_SUSPENDED')
    expect((await get(PATHS.getStartedStatus('cmp_initech'), initech)).body).toMatchObject({
      hasActiveTraining: true,
      trialExpired: true,
    })
    expect(await flags('cmp_acme', acme)).toBe('DASHBOARD')
  })

  it('computes the training card from the learners’ tasks and the exercise card from campaigns', async () => {
    const training = (await get(PATHS.trainingDashboard('cmp_globex'), globex)).body as {
      currentPeriod: { assignedUsers: number; yourScore: number; completed: number }
      previousPeriod: { assignedUsers: number; yourScore: number } | null
    }
    // The annual campaign enrols all 120 learners plus the owner; the GDPR refresher started 160 days ago.
    expect(training.currentPeriod.assignedUsers).toBeGreaterThan(100)
    expect(training.currentPeriod.yourScore).toBeGreaterThan(0)
    expect(training.currentPeriod.yourScore).toBe(training.currentPeriod.completed)
    expect(training.previousPeriod).toMatchObject({ assignedUsers: 50, yourScore: 82 })
    const exercise = (await get(PATHS.exerciseDashboard('cmp_globex'), globex)).body
    // The period figures are the campaigns' own, as their cards compute them from the learners' answers.
    const card = async (id: string) =>
      (
        (await get(`/phishing-exercise/api/v1/company/cmp_globex/campaign/${id}`, globex)).body as {
          data: { assignments: { total: number }; score: number }
        }
      ).data
    const [q3, q2] = [await card('phx_globex_q3'), await card('phx_globex_q2')]
    expect(exercise).toMatchObject({
      currentPeriod: { campaigns: 1, assignedUsers: q3.assignments.total, yourScore: q3.score / 10 },
      previousPeriod: { campaigns: 1, assignedUsers: q2.assignments.total, yourScore: q2.score / 10 },
    })
    const empty = (await get(PATHS.trainingDashboard('cmp_acme'), acme)).body
    expect(empty).toEqual({ currentPeriod: null, previousPeriod: null })
  })

  it('moves the training card when a learner completes a task', async () => {
    const before = (await get(PATHS.trainingDashboard('cmp_initech'), initech)).body as {
      currentPeriod: { completed: number }
    }
    const { userTasks } = await import('../../../server/db/schema')
    const { and, eq, ne } = await import('drizzle-orm')
    await gateway.database.db
      .update(userTasks)
      .set({ status: 'completed' })
      .where(and(eq(userTasks.sourceId, 'trn_initech_annual'), ne(userTasks.status, 'completed')))
    const after = (await get(PATHS.trainingDashboard('cmp_initech'), initech)).body as {
      currentPeriod: { completed: number }
    }
    expect(before.currentPeriod.completed).toBeLessThan(100)
    expect(after.currentPeriod.completed).toBe(100)
  })

  it('keeps every company to its own figures', async () => {
    for (const path of [
      PATHS.getStartedStatus('cmp_globex'),
      PATHS.trainingDashboard('cmp_globex'),
      PATHS.gamingDashboard('cmp_globex'),
      PATHS.exerciseDashboard('cmp_globex'),
      PATHS.simulationDashboard('cmp_globex'),
      PATHS.tournamentDashboard('cmp_globex'),
    ]) {
      expect((await get(path, acme)).status).toBe(403)
      expect((await gateway.app.request(path)).status).toBe(401)
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { backend, bearer, json, startSignedInUsers, type SignedInUser, type TestGateway } from '../gateway'

let gateway: TestGateway, globex: SignedInUser, acme: SignedInUser
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedInUsers('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const list = async (who: SignedInUser, company: string, platform = 'admin') =>
  gateway.app.request(`${PATHS.surveys(company, who.userId)}?platform=${platform}`, bearer(who.token))
const answer = (who: SignedInUser, company: string, body: unknown, surveyId = 'srv_admin_2026') =>
  gateway.app.request(
    `${PATHS.surveyResponse(company, surveyId, who.userId)}?platform=admin`,
    json(body, bearer(who.token).headers),
  )

describe(`feedback surveys (${backend})`, () => {
  it('lists the waiting survey, takes one valid answer, then lists nothing', async () => {
    const before = (await (await list(globex, 'cmp_globex')).json()) as { surveys: { surveyId: string }[] }
    expect(before.surveys.map((s) => s.surveyId)).toEqual(['srv_admin_2026'])
    for (const [rating, message] of [
      [0, 'Rating must be at least 1'],
      [6, 'Rating must be at most 5'],
      [2.5, 'Please select a rating'],
    ] as const) {
      const refused = await answer(globex, 'cmp_globex', { rating, message: '' })
      expect(refused.status).toBe(422)
      expect(await refused.json()).toMatchObject({ error: { message } })
    }
    expect((await answer(globex, 'cmp_globex', { rating: 4, message: 'x'.repeat(3000) })).status).toBe(422)
    expect((await answer(globex, 'cmp_globex', { rating: 4, message: ' Reports load fast. ' })).status).toBe(
      204,
    )
    expect((await answer(globex, 'cmp_globex', { rating: 5 })).status).toBe(409)
    const after = (await (await list(globex, 'cmp_globex')).json()) as { surveys: unknown[] }
    expect(after.surveys).toEqual([])
  })

  it('keeps surveys to the user themself, in their company, on a known platform', async () => {
    expect((await list(acme, 'cmp_globex')).status).toBe(403)
    expect((await list(acme, 'cmp_acme', 'mars')).status).toBe(422)
    expect((await answer(acme, 'cmp_acme', { rating: 3 }, 'srv_nope')).status).toBe(404)
    const other = await gateway.app.request(
      `${PATHS.surveys('cmp_acme', globex.userId)}?platform=admin`,
      bearer(acme.token),
    )
    expect(other.status).toBe(403)
  })
})

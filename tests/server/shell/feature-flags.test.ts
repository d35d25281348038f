import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// The feature-flag service (000 §7) the console polls every 300 s.
let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

describe(`feature flags (${backend})`, () => {
  it("answers the company's flags and every feature switch as a boolean", async () => {
    const response = await gateway.app.request(PATHS.featureFlags('cmp_globex'), bearer(globex))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { flags: string[]; features: Record<string, boolean> }
    expect(body.flags).toEqual([
      'calendar-add-course',
      'calendar-add-monthly-video',
      'secure-code-tournament',
    ])
    expect(body.features).toMatchObject({ isPhishingExerciseV2Enabled: true, hasWhiteLabelAccess: false })
    expect(Object.values(body.features).every((value) => typeof value === 'boolean')).toBe(true)
  })

  it("keeps another company's flags from an admin", async () => {
    expect((await gateway.app.request(PATHS.featureFlags('cmp_globex'), bearer(acme))).status).toBe(403)
  })

  it('switches a flag through the development route only', async () => {
    const on = await gateway.app.request('/__dev/flags?companyId=cmp_acme&flag=reseller-overview&on=true', {
      method: 'POST',
    })
    expect(await on.json()).toEqual({ flags: ['reseller-overview'] })
    const production = await (await import('../gateway')).startGateway({ production: true })
    try {
      expect(
        (await production.app.request('/__dev/flags?companyId=cmp_acme&flag=x&on=true', { method: 'POST' }))
          .status,
      ).toBe(404)
    } finally {
      await production.close()
    }
  })
})

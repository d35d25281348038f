import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

// 001 §7 PUT /api/v1/user/{companyId}/me/onboarding: the caller's own checklist, in its own company only.

let gateway: TestGateway, acme: string
beforeAll(async () => {
  ;[gateway, acme] = await startSignedIn('admin@acme.example')
})
afterAll(() => gateway.close())

const put = (company: string, body: unknown) =>
  gateway.app.request(PATHS.onboarding(company), { ...json(body, bearer(acme).headers), method: 'PUT' })

describe(`onboarding (${backend})`, () => {
  it('remembers a skipped or finished checklist on the account, and refuses an empty or foreign one', async () => {
    expect((await put('cmp_acme', {})).status).toBe(422)
    expect((await put('cmp_acme', { onboardingSkipped: 'yes' })).status).toBe(422)
    expect((await put('cmp_globex', { onboardingSkipped: true })).status).toBe(403)
    const skipped = await put('cmp_acme', { onboardingCompleted: false, onboardingSkipped: true })
    expect(skipped.status).toBe(200)
    expect(await skipped.json()).toEqual({ onboardingCompleted: false, onboardingSkipped: true })
    const user = (await (await gateway.app.request(PATHS.currentUser, bearer(acme))).json()) as {
      onboardingSkipped: boolean
    }
    expect(user.onboardingSkipped).toBe(true)
  })
})

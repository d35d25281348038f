import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { POLICY_ALREADY_CONFIRMED } from '../../../src/domain/policy-agreement'
import { backend, bearer, signIn, startGateway, type TestGateway } from '../gateway'

let gateway: TestGateway
beforeAll(async () => {
  gateway = await startGateway()
})
afterAll(() => gateway.close())

const me = async (token: string) =>
  (await (await gateway.app.request(PATHS.currentUser, bearer(token))).json()) as {
    id: string
    privacyPolicyConfirmedAt: string | null
  }

describe(`privacy policy confirmation (${backend})`, () => {
  it('confirms once for the user themself; a second time is refused with its own code', async () => {
    const { token } = await signIn(gateway, 'new@acme.example')
    const user = await me(token)
    expect(user.privacyPolicyConfirmedAt).toBeNull()
    const confirm = (userId: string) =>
      gateway.app.request(PATHS.privacyPolicyConfirm('cmp_acme', userId), {
        ...bearer(token),
        method: 'POST',
      })
    const admin = await me((await signIn(gateway, 'admin@acme.example')).token)
    expect((await confirm(admin.id)).status).toBe(403)
    expect((await confirm(user.id)).status).toBe(204)
    expect((await me(token)).privacyPolicyConfirmedAt).not.toBeNull()
    const again = await confirm(user.id)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ error: { code: POLICY_ALREADY_CONFIRMED } })
    const foreign = await gateway.app.request(PATHS.privacyPolicyConfirm('cmp_globex', user.id), {
      ...bearer(token),
      method: 'POST',
    })
    expect(foreign.status).toBe(403)
  })
})

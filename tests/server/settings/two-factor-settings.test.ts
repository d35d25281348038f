import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backend, bearer, json, PASSWORD, signIn, startSignedIn, type TestGateway } from '../gateway'

let gateway: TestGateway, admin: string
beforeAll(async () => {
  ;[gateway, admin] = await startSignedIn('admin@acme.example')
})
afterAll(() => gateway.close())

const auth = (token: string) => bearer(token).headers
const verify = (token: string, password: string, company = 'cmp_acme') =>
  gateway.app.request(
    `/api/v1/user/company/${company}/security/mfa/verify_password`,
    json({ password }, auth(token)),
  )
const patch = (token: string, body: unknown, company = 'cmp_acme') =>
  gateway.app.request(`/api/v1/user/company/${company}/security/mfa`, {
    method: 'PATCH',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...auth(token) },
  })

async function mailedCode(email: string, verificationToken: string): Promise<string> {
  const sent = await gateway.app.request(
    '/api/v1/user/security/mfa/send_code',
    json({ email, verificationTokenId: verificationToken }),
  )
  expect(sent.status).toBe(204)
  const { items } = (await (await gateway.app.request(`/__dev/outbox?to=${email}`)).json()) as {
    items: { body: string }[]
  }
  return /(\d{6})/.exec(items[0]!.body)![1]!
}

describe(`two-factor settings (${backend})`, () => {
  it('refuses a wrong password and another company', async () => {
    expect((await verify(admin, 'wrong-password')).status).toBe(400)
    expect((await verify(admin, PASSWORD, 'cmp_globex')).status).toBe(403)
  })

  it('enables two-factor with password + emailed code; the next sign-in asks for a code; then disables it', async () => {
    const verified = await verify(admin, PASSWORD)
    const { verificationToken } = (await verified.json()) as { verificationToken: string }
    // A settings token cannot finish a sign-in.
    const code = await mailedCode('admin@acme.example', verificationToken)
    const misuse = await gateway.app.request(
      '/api/v1/user/security/mfa/login',
      json({ code, verificationTokenId: verificationToken }),
    )
    expect(misuse.status).toBe(401)
    expect(
      (await patch(admin, { isMfaEnabled: true, code: '000000', verificationTokenId: verificationToken }))
        .status,
    ).toBe(400)
    const enabled = await patch(admin, { isMfaEnabled: true, code, verificationTokenId: verificationToken })
    expect(enabled.status).toBe(200)
    expect(((await enabled.json()) as { customFirebaseToken: string }).customFirebaseToken).toBeTruthy()
    // The code is spent.
    expect(
      (await patch(admin, { isMfaEnabled: true, code, verificationTokenId: verificationToken })).status,
    ).toBe(400)

    const validate = await gateway.app.request(
      '/api/v1/user/login/validate',
      json({ email: 'admin@acme.example', password: PASSWORD, isAdmin: true }),
    )
    expect(((await validate.json()) as { isMfaLogin: boolean }).isMfaLogin).toBe(true)

    const again = (await (await verify(admin, PASSWORD)).json()) as { verificationToken: string }
    const second = await mailedCode('admin@acme.example', again.verificationToken)
    expect(
      (
        await patch(admin, {
          isMfaEnabled: false,
          code: second,
          verificationTokenId: again.verificationToken,
        })
      ).status,
    ).toBe(200)
    const user = (await (await gateway.app.request('/api/v1/user', bearer(admin))).json()) as {
      isMfaEnabled: boolean
    }
    expect(user.isMfaEnabled).toBe(false)
  })

  it('does not take another user’s settings token', async () => {
    const other = (await signIn(gateway, 'owner@globex.example')).token
    const { verificationToken } = (await (await verify(other, PASSWORD, 'cmp_globex')).json()) as {
      verificationToken: string
    }
    const code = await mailedCode('owner@globex.example', verificationToken)
    expect(
      (await patch(admin, { isMfaEnabled: true, code, verificationTokenId: verificationToken })).status,
    ).toBe(403)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { customDomains, users } from '../../../server/db/schema'
import { PATHS } from '../../../src/domain/api-paths'
import { PASSWORD_RESET_TEXTS } from '../../../src/domain/password-reset'
import {
  bearer,
  json,
  mailedInvite,
  signIn,
  startGateway,
  TEST_PUBLIC_URL,
  type TestGateway,
} from '../gateway'

// A mail client has no page to resolve a path against (issue 61, item 6): every mailed link is absolute, on
// PUBLIC_URL or on the company's verified admin domain, and an invite says where to sign in and how.

let gateway: TestGateway
let admin: string
beforeAll(async () => {
  gateway = await startGateway()
  admin = (await signIn(gateway, 'admin@acme.example')).token
})
afterAll(() => gateway.close())

async function latest(to: string) {
  const response = await gateway.app.request(`/__dev/outbox?to=${encodeURIComponent(to)}`)
  const { items } = (await response.json()) as { items: { kind: string; body: string }[] }
  return items[0]!
}

const linksIn = (body: string) => body.match(/\S+:\/\/\S+/g) ?? []

describe('links in mails', () => {
  it('sends a verification link on PUBLIC_URL that verifies the address when followed', async () => {
    await gateway.database.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.email, 'admin@acme.example'))
    const response = await gateway.app.request(
      '/api/v1/user/verification_email',
      json({ user_id: 'usr_admin_acme_example' }, bearer(admin).headers),
    )
    expect(response.status).toBe(204)
    const mail = await latest('admin@acme.example')
    const [link] = linksIn(mail.body)
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/identity/v1/verify-email\\?token=[\\w-]+$`))
    const url = new URL(link!)
    const followed = await gateway.app.request(`${url.pathname}${url.search}`)
    expect(followed.status).toBe(302)
    expect(followed.headers.get('location')).toContain('/verify_email')
  })

  it('tells an invited learner where to sign in and how to choose a password', async () => {
    const invited = await gateway.app.request(
      '/api/v1/user/cmp_acme/invite',
      json(mailedInvite('cmp_acme', ['dora@acme.example']), bearer(admin).headers),
    )
    expect(invited.status).toBe(201)
    const mail = await latest('dora@acme.example')
    expect(mail.kind).toBe('invite-learner')
    expect(mail.body).toContain(`Sign in at ${TEST_PUBLIC_URL}/login with dora@acme.example.`)
    expect(mail.body).toContain(`"${PASSWORD_RESET_TEXTS.forgotLink}"`)
    expect(linksIn(mail.body).every((link) => link.startsWith(`${TEST_PUBLIC_URL}/`))).toBe(true)
  })

  it('uses the company’s verified admin domain, with PUBLIC_URL’s scheme, once it has one', async () => {
    await gateway.database.db.insert(customDomains).values({
      companyId: 'cmp_acme',
      type: 'customDomainAdmin',
      domain: 'training.acme.example',
      token: 'verified-in-this-test',
      verifiedAt: new Date(),
    })
    await gateway.app.request(PATHS.identityPasswordReset, json({ email: 'admin@acme.example' }))
    const mail = await latest('admin@acme.example')
    expect(linksIn(mail.body)).toEqual([
      expect.stringMatching(/^https:\/\/training\.acme\.example\/reset-password#token=[\w-]+$/),
    ])
    // Another company's mails keep PUBLIC_URL.
    await gateway.app.request(PATHS.identityPasswordReset, json({ email: 'owner@globex.example' }))
    expect(linksIn((await latest('owner@globex.example')).body)[0]).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/reset-password#token=`),
    )
  })
})

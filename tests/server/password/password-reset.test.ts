import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, signInLinks, users } from '../../../server/db/schema'
import { PATHS } from '../../../src/domain/api-paths'
import { PASSWORD_MESSAGES } from '../../../src/domain/password'
import { PASSWORD_RESET_TEXTS, RESET_MAILS_PER_HOUR } from '../../../src/domain/password-reset'
import { backend, bearer, json, signIn, startGateway, TEST_PUBLIC_URL, type TestGateway } from '../gateway'

// Forgot password (issue 24): an emailed one-time link, the same password rules, no account enumeration,
// rate limited.

let gateway: TestGateway
beforeAll(async () => {
  gateway = await startGateway()
})
afterAll(() => gateway.close())

const NEW_PASSWORD = 'Harbour#Lantern-2041'
const request = (email: string, headers: Record<string, string> = {}) =>
  gateway.app.request(PATHS.identityPasswordReset, json({ email }, headers))
const confirm = (token: string, password: string) =>
  gateway.app.request(PATHS.identityPasswordResetConfirm, json({ token, password }))

async function resetMails(email: string) {
  return gateway.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.kind, 'password-reset')))
}
const tokenOf = (body: string) => /\/reset-password#token=([\w-]+)/.exec(body)![1]!

describe(`forgot password (${backend})`, () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const known = await request('temp@acme.example')
    const unknown = await request('nobody@acme.example')
    expect([known.status, unknown.status]).toEqual([204, 204])
    expect(await known.text()).toBe(await unknown.text())
    expect(await resetMails('nobody@acme.example')).toHaveLength(0)
    const [mail] = await resetMails('temp@acme.example')
    expect(mail!.subject).toBe('Reset your password')
    // The link points at the configured console, never at a Host header a caller chose.
    expect(mail!.body).toContain(`${TEST_PUBLIC_URL}/reset-password#token=`)
  })

  it('builds links from the configured address even when the request names another host', async () => {
    await request('new@acme.example', { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' })
    const [mail] = await resetMails('new@acme.example')
    expect(mail!.body).not.toContain('evil.example')
  })

  it('sets a new password once: the old one stops working, other sessions end, the link is spent', async () => {
    const before = await signIn(gateway, 'owner@globex.example')
    expect(before.response.status).toBe(200)
    await request('Owner@Globex.example ')
    const [mail] = await resetMails('owner@globex.example')
    const token = tokenOf(mail!.body)
    expect((await confirm(token, NEW_PASSWORD)).status).toBe(204)
    expect((await signIn(gateway, 'owner@globex.example')).response.status).toBe(400)
    expect((await signIn(gateway, 'owner@globex.example', NEW_PASSWORD)).response.status).toBe(200)
    expect((await gateway.app.request(PATHS.currentUser, bearer(before.token))).status).toBe(401)
    const again = await confirm(token, 'Another#Lantern-2042')
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({
      error: { code: PASSWORD_RESET_TEXTS.invalidCode, message: PASSWORD_RESET_TEXTS.expired },
    })
  })

  it('refuses a weak or guessable password without spending the link', async () => {
    await request('mfa@globex.example')
    const [mail] = await resetMails('mfa@globex.example')
    const token = tokenOf(mail!.body)
    const weak = await confirm(token, 'short')
    expect(weak.status).toBe(422)
    expect(await weak.json()).toMatchObject({ error: { message: PASSWORD_MESSAGES.weak } })
    const guessable = await confirm(token, 'Password1!')
    expect(guessable.status).toBe(422)
    expect(await guessable.json()).toMatchObject({ error: { message: PASSWORD_MESSAGES.common } })
    expect((await confirm(token, NEW_PASSWORD)).status).toBe(204)
  })

  it('refuses a made-up, malformed or expired token', async () => {
    expect((await confirm('x'.repeat(43), NEW_PASSWORD)).status).toBe(400)
    expect((await gateway.app.request(PATHS.identityPasswordResetConfirm, json({ token: 1 }))).status).toBe(
      422,
    )
    await request('admin@acme.example')
    const [mail] = await resetMails('admin@acme.example')
    const db = gateway.database.db
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@acme.example'))
    // Thirty-one minutes later, as far as the link is concerned.
    await db
      .update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(signInLinks.userId, admin!.id))
    expect((await confirm(tokenOf(mail!.body), NEW_PASSWORD)).status).toBe(400)
  })

  it(`mails one address at most ${RESET_MAILS_PER_HOUR} times an hour, answering the same past the cap`, async () => {
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i += 1)
      expect((await request('factor@globex.example')).status).toBe(204)
    expect(await resetMails('factor@globex.example')).toHaveLength(RESET_MAILS_PER_HOUR)
  })

  it('rejects what the form would have refused', async () => {
    expect((await request('not an address')).status).toBe(422)
    expect((await gateway.app.request(PATHS.identityPasswordReset, json({}))).status).toBe(422)
    expect((await request('a'.repeat(400) + '@x.example')).status).toBe(422)
  })
})

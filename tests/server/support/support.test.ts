import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

let gateway: TestGateway, acme: string
beforeAll(async () => {
  ;[gateway, acme] = await startSignedIn('admin@acme.example')
})
afterAll(() => gateway.close())

const ticket = (overrides: Record<string, unknown> = {}) => ({
  email: 'admin@acme.example',
  description: 'Invites do not arrive.',
  category: 'User Management',
  source: 'admin-panel',
  ...overrides,
})
const post = (path: string, body: unknown, token?: string) =>
  gateway.app.request(path, json(body, token ? bearer(token).headers : {}))
const outbox = async () =>
  (await (await gateway.app.request('/__dev/outbox?to=support@awareness.example')).json()) as {
    items: { kind: string; subject: string; body: string }[]
  }

describe(`support tickets (${backend})`, () => {
  it('files a signed-in ticket to support, from the user’s own address only', async () => {
    expect((await post(PATHS.supportTicket('cmp_acme'), ticket(), acme)).status).toBe(204)
    const { items } = await outbox()
    expect(items.at(-1)).toMatchObject({ kind: 'support-ticket', subject: '[User Management] Acme Corp' })
    const spoofed = await post(PATHS.supportTicket('cmp_acme'), ticket({ email: 'ceo@acme.example' }), acme)
    expect(spoofed.status).toBe(422)
    expect((await post(PATHS.supportTicket('cmp_globex'), ticket(), acme)).status).toBe(403)
    expect((await post(PATHS.supportTicket('cmp_acme'), ticket())).status).toBe(401)
  })

  it('refuses what the drawer refuses, with its messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'Gossip' }, 'Please select a category'],
      [{ description: '   ' }, 'Please enter Message'],
      [{ email: 'nope' }, 'Please enter a valid Email'],
    ]
    for (const [overrides, message] of cases) {
      const response = await post(PATHS.openSupportTicket, ticket(overrides))
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ error: { message } })
    }
    const long = await post(PATHS.openSupportTicket, ticket({ description: 'x'.repeat(10_000) }))
    expect(long.status).toBe(422)
  })

  it('files an open ticket from the sign-in pages, limited per address', async () => {
    expect((await post(PATHS.openSupportTicket, ticket({ email: 'visitor@example.com' }))).status).toBe(204)
    let status = 204
    for (let i = 0; i < 12 && status === 204; i += 1)
      status = (await post(PATHS.openSupportTicket, ticket({ email: 'visitor@example.com' }))).status
    expect(status).toBe(429)
  })
})

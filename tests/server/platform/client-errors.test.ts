import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { backend, bearer, json, REMOTE, startSignedIn, type TestGateway } from '../gateway'

// The console's own error log (000 §8, issue 24).
let gateway: TestGateway, support: string, admin: string
beforeAll(async () => {
  ;[gateway, support, admin] = await startSignedIn('support@platform.example', 'owner@globex.example')
})
afterAll(() => gateway.close())

const report = (body: unknown, env: unknown = REMOTE) =>
  gateway.app.request(PATHS.clientErrors, json(body), env as never)

describe(`client error log (${backend})`, () => {
  it('takes a report from anyone and shows it to platform staff only', async () => {
    const sent = await report({ message: 'TypeError: x is undefined', url: 'http://c/users', stack: 'at y' })
    expect(sent.status).toBe(204)
    const read = await gateway.app.request(PATHS.clientErrors, bearer(support))
    expect(read.status).toBe(200)
    const { data } = (await read.json()) as { data: { message: string; url: string }[] }
    expect(data[0]).toMatchObject({ message: 'TypeError: x is undefined', url: 'http://c/users' })
    expect((await gateway.app.request(PATHS.clientErrors, bearer(admin))).status).toBe(403)
    expect((await gateway.app.request(PATHS.clientErrors)).status).toBe(401)
  })

  it('refuses what a browser would not send', async () => {
    expect((await report({ message: '', url: 'http://c/' })).status).toBe(422)
    expect((await report({ message: 'x'.repeat(2001), url: 'http://c/' })).status).toBe(422)
    expect((await report({ message: 'x', url: 'http://c/', extra: 1 })).status).toBe(422)
  })

  it('limits one client address to 30 reports in ten minutes', async () => {
    const other = { incoming: { socket: { remoteAddress: '198.51.100.9' } } }
    const statuses: number[] = []
    for (let i = 0; i < 31; i += 1)
      statuses.push((await report({ message: `e${i}`, url: 'http://c/' }, other)).status)
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

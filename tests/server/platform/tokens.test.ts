import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTokenService } from '../../../server/auth/tokens'

afterEach(() => vi.useRealTimers())

describe('token checks kept for tokens already verified', () => {
  it('answers a token verified before the same way, for its own kind only', async () => {
    const tokens = createTokenService()
    const token = await tokens.sign({ sub: 'usr_1', kind: 'id', sid: 'ses_1' })
    const first = await tokens.verify(token, 'id')
    expect(first).toMatchObject({ ok: true, claims: { sub: 'usr_1', kind: 'id', sid: 'ses_1' } })
    expect(await tokens.verify(token, 'id')).toEqual(first)
    expect(await tokens.verify(token, 'refresh')).toEqual({ ok: false, reason: 'token_invalid' })
  })

  it('refuses a kept token once its expiry has come, as jose would', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-04T12:00:00Z'))
    const tokens = createTokenService()
    const token = await tokens.sign({ sub: 'usr_1', kind: 'custom' })
    expect((await tokens.verify(token, 'custom')).ok).toBe(true)
    // custom tokens live five minutes: a second short of it the token is good, at it, expired.
    vi.setSystemTime(new Date('2026-12-04T12:04:59Z'))
    expect((await tokens.verify(token, 'custom')).ok).toBe(true)
    vi.setSystemTime(new Date('2026-12-04T12:05:00Z'))
    expect(await tokens.verify(token, 'custom')).toEqual({ ok: false, reason: 'token_expired' })
    expect(await tokens.verify(token, 'custom')).toEqual({ ok: false, reason: 'token_expired' })
  })

  it("never takes another token for a kept one: a changed signature or another service's token", async () => {
    const tokens = createTokenService()
    const token = await tokens.sign({ sub: 'usr_1', kind: 'id' })
    expect((await tokens.verify(token, 'id')).ok).toBe(true)
    // A character inside the signature (the last one also holds padding bits).
    const at = token.length - 10
    const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1)
    expect(await tokens.verify(changed, 'id')).toEqual({ ok: false, reason: 'token_invalid' })
    const other = createTokenService()
    expect(await other.verify(token, 'id')).toEqual({ ok: false, reason: 'token_invalid' })
  })
})

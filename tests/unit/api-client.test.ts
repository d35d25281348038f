import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../src/api/client'

function recordingFetch(status: number, body: unknown) {
  const calls: Request[] = []
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(new URL(String(input), 'http://console.test'), init))
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  })
  return { calls, fetchImpl: fetchImpl as typeof fetch }
}

describe('the API client (000 §7)', () => {
  it('sends the bearer token, JSON accept and no-cache headers', async () => {
    const { calls, fetchImpl } = recordingFetch(200, { ok: true })
    const api = createApiClient({
      baseURL: 'http://console.test',
      tokens: { getIdToken: async () => 'tok-1' },
      fetchImpl,
    })
    await api('/api/v1/user')
    const headers = calls[0]?.headers
    expect(headers?.get('Authorization')).toBe('Bearer tok-1')
    expect(headers?.get('Accept')).toBe('application/json')
    expect(headers?.get('Cache-Control')).toBe('no-cache')
    expect(headers?.get('Pragma')).toBe('no-cache')
  })

  it('sends no Authorization header when signed out, and keeps a caller-chosen Accept', async () => {
    const { calls, fetchImpl } = recordingFetch(200, {})
    const api = createApiClient({
      baseURL: 'http://console.test',
      tokens: { getIdToken: async () => null },
      fetchImpl,
    })
    await api('/reports/api/v1/x', { headers: { Accept: 'text/csv' } })
    expect(calls[0]?.headers.has('Authorization')).toBe(false)
    expect(calls[0]?.headers.get('Accept')).toBe('text/csv')
  })

  it('reports a session-ending response and still rejects the call', async () => {
    const onSessionError = vi.fn()
    const { fetchImpl } = recordingFetch(401, {
      error: {
        code: 'unauthenticated',
        message: 'x',
        status: 401,
        details: [{ code: 'token_expired', description: 'x' }],
      },
    })
    const api = createApiClient({
      baseURL: 'http://console.test',
      tokens: { getIdToken: async () => 't' },
      fetchImpl,
      onSessionError,
    })
    await expect(api('/api/v1/user')).rejects.toMatchObject({ statusCode: 401 })
    expect(onSessionError).toHaveBeenCalledWith('sessionExpired')
  })

  it('does not end the session for an ordinary refusal', async () => {
    const onSessionError = vi.fn()
    const { fetchImpl } = recordingFetch(403, {
      error: {
        code: 'forbidden',
        message: 'x',
        status: 403,
        details: [{ code: 'company_not_accessible', description: 'x' }],
      },
    })
    const api = createApiClient({
      baseURL: 'http://console.test',
      tokens: { getIdToken: async () => 't' },
      fetchImpl,
      onSessionError,
    })
    await expect(api('/api/v1/x')).rejects.toBeTruthy()
    expect(onSessionError).not.toHaveBeenCalled()
  })
})

import { describe, expect, it, vi } from 'vitest'
import { shouldReport } from '../../src/domain/error-reporting'

// 000 §8: what error reporting receives.
describe('error reporting filter', () => {
  it('reports a gateway 500 and a plain bug, not an expected refusal', () => {
    expect(shouldReport({ status: 500, code: null, message: 'boom', offline: false })).toBe(true)
    expect(shouldReport({ status: 422, code: 'invalid_request', message: 'x', offline: false })).toBe(false)
    expect(shouldReport({ status: 0, code: null, message: 'offline', offline: true })).toBe(false)
    expect(shouldReport(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(true)
  })

  it('ignores chunk-load, network, fetch and ResizeObserver errors and the expired verification token', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: /assets/UsersPage-x.js',
      'ChunkLoadError: Loading chunk 7 failed.',
      'NetworkError when attempting to fetch resource.',
      'TypeError: Failed to fetch',
      'ResizeObserver loop completed with undelivered notifications.',
      'Verification token is expired',
    ])
      expect(shouldReport(new Error(message)), message).toBe(false)
  })
})

// The Sentry-compatible path, against a loopback ingest that speaks the envelope protocol: with a DSN the
// report leaves as a Sentry event to that host, not to the gateway's log.
describe('error reporting to a Sentry-compatible service', () => {
  it('sends the error as an envelope to the DSN host', async () => {
    const { createServer } = await import('node:http')
    const envelopes: { path: string; body: string }[] = []
    const server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        envelopes.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString() })
        response.writeHead(200, { 'Access-Control-Allow-Origin': '*' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      vi.stubEnv('VITE_SENTRY_DSN', `http://publickey@127.0.0.1:${port}/7`)
      vi.resetModules()
      const logged = vi.spyOn(globalThis, 'fetch')
      const { reportError } = await import('../../src/app/error-reporter')
      reportError(new TypeError('sentry-bound failure'))
      reportError(new Error('ResizeObserver loop limit exceeded'))
      for (let tries = 0; envelopes.length === 0 && tries < 100; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 50))
      expect(envelopes[0]!.path).toMatch(/^\/api\/7\/envelope\//)
      expect(envelopes[0]!.body).toContain('sentry-bound failure')
      expect(envelopes.some((envelope) => envelope.body.includes('ResizeObserver'))).toBe(false)
      expect(logged.mock.calls.some(([url]) => String(url).includes('/client_errors'))).toBe(false)
    } finally {
      vi.unstubAllEnvs()
      server.close()
    }
  })
})

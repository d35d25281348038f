import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, compressAnswers } from '../../../server/compress-answers'

const big = {
  rows: Array.from({ length: 200 }, (_, i) => ({ id: `u${i}`, email: `learner${i}@acme.example` })),
}
const bigCsv = Array.from({ length: 300 }, (_, i) => `u${i},learner${i}@acme.example`).join('\n')

function app() {
  const hono = new Hono()
  hono.use(compressAnswers())
  hono.get('/big', (c) => c.json(big))
  hono.get('/small', (c) => c.json({ ok: true }))
  hono.get('/created', (c) => c.json(big, 201, { 'Set-Cookie': 'a=1', Vary: 'Origin' }))
  hono.get('/none', (c) => c.body(null, 204))
  hono.get('/csv', (c) => c.body(bigCsv, 200, { 'Content-Type': 'text/csv' }))
  return hono
}

const gzip = { 'Accept-Encoding': 'gzip, deflate, br' }

describe('answers compressed on the way out', () => {
  it('gzips a large JSON answer whole, with its length, and says it varies by encoding', async () => {
    const res = await app().request('/big', { headers: gzip })
    expect(res.headers.get('Content-Encoding')).toBe('gzip')
    expect(res.headers.get('Vary')).toBe('Accept-Encoding')
    const body = Buffer.from(await res.arrayBuffer())
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length)
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big)
  })

  it('keeps the status, the cookies and the other headers of what it compresses', async () => {
    const res = await app().request('/created', { headers: gzip })
    expect(res.status).toBe(201)
    expect(res.headers.get('Set-Cookie')).toBe('a=1')
    expect(res.headers.get('Vary')).toBe('Origin, Accept-Encoding')
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big)
  })

  it('leaves a small answer, an empty one and a client that takes no gzip uncompressed', async () => {
    const small = await app().request('/small', { headers: gzip })
    expect(small.headers.get('Content-Encoding')).toBeNull()
    expect(await small.json()).toEqual({ ok: true })
    const none = await app().request('/none', { headers: gzip })
    expect(none.status).toBe(204)
    const headers: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'gzip;q=0, identity' },
      { 'Accept-Encoding': 'br' },
    ]
    for (const header of headers) {
      const res = await app().request('/big', { headers: header })
      expect(res.headers.get('Content-Encoding')).toBeNull()
      expect(res.headers.get('Vary')).toBe('Accept-Encoding')
      expect(await res.json()).toEqual(big)
    }
  })

  it('streams other bodies through the compress it had before', async () => {
    const res = await app().request('/csv', { headers: gzip })
    expect(res.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(bigCsv)
  })

  it('reads Accept-Encoding by its weights', () => {
    expect(acceptsGzip('gzip')).toBe(true)
    expect(acceptsGzip('deflate, gzip;q=0.5')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('*;q=0')).toBe(false)
    expect(acceptsGzip('GZIP')).toBe(true)
    expect(acceptsGzip(undefined)).toBe(false)
    expect(acceptsGzip('br, deflate')).toBe(false)
  })
})

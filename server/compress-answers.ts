import { promisify } from 'node:util'
import { gzip, gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'

// The gateway's answers compressed on the way out. A JSON answer is already whole in memory (c.json), so it is
// gzipped whole: Hono's compress pipes every body through a CompressionStream, and that stream and the server
// reading it back were a sixth of a report page's CPU in issue 66's profile. Other bodies (CSV, files, the SPA's
// pages) keep Hono's streaming compress; the SPA's files come precompressed and pass through untouched.

const THRESHOLD = 1024
// A larger answer is gzipped on the thread pool, so one big export does not hold up every other request.
const SYNC_MAX = 64 * 1024
const gzipAsync = promisify(gzip)
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i

/** Whether the request takes gzip: named with a weight above zero, or by a wildcard that is. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  let wildcard = false
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (name === 'gzip') return weight > 0
    if (name === '*') wildcard = weight > 0
  }
  return wildcard
}

export function compressAnswers(): MiddlewareHandler {
  const streaming = compress()
  return async (c, next) => {
    await next()
    const res = c.res
    if (!res.headers.get('Content-Type')?.startsWith('application/json')) return streaming(c, async () => {})
    if (
      c.req.method === 'HEAD' ||
      [204, 206, 304].includes(res.status) ||
      res.headers.has('Content-Encoding') ||
      noTransform.test(res.headers.get('Cache-Control') ?? '')
    )
      return
    const vary = res.headers.get('Vary')
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ''))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    // Untouched unless gzipped: reading a body makes the Node server send it through a stream.
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return
    const body = Buffer.from(await res.text())
    const zipped =
      body.length < THRESHOLD ? null : body.length <= SYNC_MAX ? gzipSync(body) : await gzipAsync(body)
    const headers = new Headers(res.headers)
    if (zipped) headers.set('Content-Encoding', 'gzip')
    headers.set('Content-Length', String((zipped ?? body).length))
    // Emptied first: Hono merges a new answer into the old one by wrapping the old one's body in a stream.
    c.res = undefined
    c.res = new Response(zipped ?? body, { status: res.status, statusText: res.statusText, headers })
  }
}

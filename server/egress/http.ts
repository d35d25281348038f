import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import { EgressError, type EgressPolicy } from './policy'

// HTTP(S) through the egress policy: the host is resolved and checked once, the socket goes to that address (the
// name still serves TLS verification and the Host header), redirects are answered, never followed, and the body
// read is capped.

export interface EgressRequest {
  method?: string
  headers?: Record<string, string>
  body?: string
  timeoutMs?: number
  /** How much of the answer is kept (the rest is read and dropped). */
  maxBody?: number
  signal?: AbortSignal
}

export interface EgressAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

export async function egressRequest(
  policy: EgressPolicy,
  url: string | URL,
  options: EgressRequest = {},
): Promise<EgressAnswer> {
  const target = new URL(url)
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new EgressError('unresolved')
  const secure = target.protocol === 'https:'
  const port = Number(target.port || (secure ? 443 : 80))
  const checked = await policy.target(target.hostname, port)
  // Plain http only to a receiver the operator allowed on a private network (development, tests).
  if (!secure && !checked.operatorAllowed) throw new EgressError('tls')
  const send = secure ? httpsRequest : httpRequest
  const maxBody = options.maxBody ?? 1_000_000
  const timeoutMs = options.timeoutMs ?? 10_000
  return new Promise((resolve, reject) => {
    const request = send(
      {
        protocol: target.protocol,
        host: checked.address,
        port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: { ...options.headers, Host: target.host },
        ...(secure && !isIP(checked.host) ? { servername: checked.host } : {}),
        timeout: timeoutMs,
        ...(options.signal ? { signal: options.signal } : {}),
      },
      (response) => {
        const chunks: Buffer[] = []
        let kept = 0
        response.on('data', (chunk: Buffer) => {
          if (kept >= maxBody) return
          chunks.push(chunk)
          kept += chunk.length
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).subarray(0, maxBody).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })))
    request.on('error', reject)
    request.end(options.body)
  })
}

/** A `fetch` for libraries that take one (openid-client's customFetch): the same policy, no redirects followed. */
export function egressFetch(policy: EgressPolicy, timeoutMs = 10_000) {
  return async (
    url: string,
    init: {
      method?: string
      headers?: Headers | Record<string, string>
      body?: unknown
      signal?: AbortSignal
    },
  ): Promise<Response> => {
    const headers: Record<string, string> = {}
    new Headers(init.headers as HeadersInit | undefined).forEach((value, key) => (headers[key] = value))
    const body =
      init.body === undefined || init.body === null
        ? undefined
        : init.body instanceof URLSearchParams
          ? init.body.toString()
          : String(init.body)
    const answer = await egressRequest(policy, url, {
      method: init.method ?? 'GET',
      headers:
        body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      ...(body === undefined ? {} : { body }),
      timeoutMs,
      ...(init.signal ? { signal: init.signal } : {}),
    })
    const responseHeaders = new Headers()
    for (const [key, value] of Object.entries(answer.headers))
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
        responseHeaders.append(key, one)
    const empty = answer.status === 204 || answer.status === 304
    return new Response(empty ? null : answer.body, { status: answer.status, headers: responseHeaders })
  }
}

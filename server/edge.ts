import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { CUSTOM_TRAINING_TEXTS, MAX_VIDEO_MB } from '../src/domain/custom-training'
import { LOGO_MAX_BYTES, LOGO_TEXTS } from '../src/domain/logo'
import { INVITE_PAYLOAD_MAX } from '../src/domain/add-users'
import { TEMPLATE_LIMITS } from '../src/domain/template-payload'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TEXTS } from '../src/domain/training-attachment'
import type { GatewayEnv } from './context'
import { ApiError, invalid } from './errors'

// Checks every request meets before any route: a body no larger than its route needs, no NUL byte in the
// path, query or body (Postgres refuses them in text: a 500 otherwise), and JSON no deeper than a form
// could make (a 100,000-deep document would exhaust the validator's stack).

const KIB = 1024
const MIB = 1024 * KIB

/** Small by default; larger only where the spec needs it. */
export const DEFAULT_BODY_LIMIT = 256 * KIB
const LARGER_BODIES: { method: string; path: RegExp; bytes: number; why: string; message?: string }[] = [
  {
    method: 'PUT|PATCH',
    path: /^\/(white-label\/api\/v1\/company\/[^/]+|api\/v1\/company\/[^/]+\/general)$/,
    // Base64 makes the 200 KB file a third larger; the other fields are a few hundred bytes.
    bytes: Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 16 * KIB,
    why: 'a logo of up to 200 KB, carried as a data URL',
    message: LOGO_TEXTS.size,
  },
  {
    method: 'POST',
    path: /\/api\/v1\/user\/[^/]+\/invite$/,
    // 50,000 users of a CSV, each with an address, names, departments and groups.
    bytes: Math.ceil((INVITE_PAYLOAD_MAX * 320) / MIB) * MIB,
    why: 'a CSV import of up to 50,000 users',
  },
  {
    method: 'POST',
    path: /\/api\/v1\/users\/verify_emails_existed$/,
    bytes: Math.ceil((INVITE_PAYLOAD_MAX * 260) / MIB) * MIB,
    why: "the addresses of such an import, checked before it's sent",
  },
  {
    method: 'POST|PUT',
    path: /\/phishing-exercise\/api\/v1\/company\/[^/]+\/template\/(create|[^/]+\/update)$/,
    bytes: TEMPLATE_LIMITS.htmlBytes + TEMPLATE_LIMITS.designDataBytes + 1 * MIB,
    why: 'a template: its HTML, its designer project and a thumbnail',
    message: 'The template is too large to save.',
  },
  {
    method: 'POST',
    path: /\/api\/v1\/campaign\/[^/]+\/files$/,
    // The form's own envelope around the file.
    bytes: ATTACHMENT_MAX_BYTES + 64 * KIB,
    why: 'a training assignment PDF of up to 7 MB',
    message: ATTACHMENT_TEXTS.tooBig,
  },
  {
    method: 'PATCH',
    path: /\/api\/v1\/uploads\/[^/]+\/[^/]+$/,
    // tus sends a file in chunks (5 MB from the console); a client may send the whole file in one. Streamed
    // to disk as it arrives, never buffered; tus itself stops at the upload's declared size.
    bytes: MAX_VIDEO_MB * MIB,
    why: 'a resumable upload chunk of a custom training video',
    message: CUSTOM_TRAINING_TEXTS.fileSize(MAX_VIDEO_MB),
  },
]

export const JSON_DEPTH_MAX = 64

const tooLarge = (message = 'The request is too large.') => new ApiError(413, 'too_large', message)
const nulRefused = (field: string) => invalid([{ field, message: 'Text may not contain NUL characters.' }])

export function bodyLimitFor(method: string, path: string): { bytes: number; message?: string } {
  const rule = LARGER_BODIES.find((r) => r.method.split('|').includes(method) && r.path.test(path))
  return rule
    ? { bytes: rule.bytes, ...(rule.message ? { message: rule.message } : {}) }
    : { bytes: DEFAULT_BODY_LIMIT }
}

const limiters = new Map<string, MiddlewareHandler>()
function limiterOf(limit: { bytes: number; message?: string }): MiddlewareHandler {
  const key = `${limit.bytes}:${limit.message ?? ''}`
  let limiter = limiters.get(key)
  if (!limiter) {
    limiter = bodyLimit({
      maxSize: limit.bytes,
      onError: () => {
        throw tooLarge(limit.message)
      },
    })
    limiters.set(key, limiter)
  }
  return limiter
}

/** How deep arrays and objects nest in a JSON text, strings skipped; stops counting past `max`. */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92)
        i++ // backslash: skip the escaped character
      else if (ch === 34) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 91 || ch === 123) {
      if (++depth > max) return true
    } else if (ch === 93 || ch === 125) depth--
  }
  return false
}

// U+0000, or half of a surrogate pair (which is no character: Postgres refuses it in JSON and text).
const UNSTORABLE = {
  test: (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text),
}

/** The first path (a.b.0) of a string Postgres cannot store, keys included; null when there is none. */
function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || 'body' : null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, String(i)])
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return [...path, 'key'].join('.')
      const found = nulPath(item, [...path, key])
      if (found) return found
    }
  }
  return null
}

const mediaTypeOf = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? ''

export const edgeChecks: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  if (/%00/i.test(c.req.url) || c.req.url.includes('\u0000')) {
    const url = new URL(c.req.url)
    if (/%00/i.test(url.pathname) || url.pathname.includes('\u0000')) throw nulRefused('path')
    if (/%00/i.test(url.search)) throw nulRefused('query')
  }
  // A GET or HEAD has no body to check; asking the request for one builds the whole Fetch Request from Node's
  // (a fortieth of a report page's CPU in issue 66's profile).
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next()
  const url = new URL(c.req.url)
  return limiterOf(bodyLimitFor(c.req.method, url.pathname))(c, async () => {
    const type = mediaTypeOf(c.req.header('Content-Type'))
    if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
      // Cached by Hono: the route's own parseBody reads the same form.
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw invalid([{ field: 'body', message: 'Malformed form' }])
      })
      for (const [name, value] of Object.entries(form)) {
        const values = Array.isArray(value) ? value : [value]
        if (UNSTORABLE.test(name) || values.some((v) => typeof v === 'string' && UNSTORABLE.test(v)))
          throw nulRefused(name)
      }
    } else if (type === 'application/json' || type.endsWith('+json') || type === '') {
      const text = await c.req.text()
      if (jsonDepthExceeds(text, JSON_DEPTH_MAX))
        throw invalid([{ field: 'body', message: `JSON may nest at most ${JSON_DEPTH_MAX} levels.` }])
      let parsed: unknown
      try {
        parsed = text.trim() === '' ? null : JSON.parse(text)
      } catch {
        parsed = null // the route answers malformed JSON with its own 422
      }
      const found = nulPath(parsed)
      if (found) throw nulRefused(found)
    }
    await next()
  })
}

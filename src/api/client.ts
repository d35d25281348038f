import { createFetch, ofetch, type $Fetch } from 'ofetch'
import { AUDIT_REASON_HEADER } from '../domain/audit-log'
import { sessionErrorOf, type SessionErrorKind } from './errors'
import { REQUEST_TIMEOUT_MS } from './json-call'

export interface TokenSource {
  /** A valid identity token, refreshed when close to expiry; null when signed out. */
  getIdToken(): Promise<string | null>
}

export interface ApiClientOptions {
  baseURL?: string
  tokens: TokenSource
  /** Told when a response means the session is over (disabled company, expired or revoked token). */
  onSessionError?: (kind: SessionErrorKind) => void
  fetchImpl?: typeof globalThis.fetch
  /** Platform staff inside a company: the reason they gave, sent with every call (percent-encoded: Latin-1 only). */
  auditReason?: () => string | null
}

/** The one ofetch instance every service module uses (000 §7: bearer token, JSON accept, no-cache). */
export function createApiClient(options: ApiClientOptions): $Fetch {
  const base = options.fetchImpl ? createFetch({ fetch: options.fetchImpl }) : ofetch
  return base.create({
    baseURL: options.baseURL ?? '',
    retry: 0,
    timeout: REQUEST_TIMEOUT_MS,
    credentials: 'same-origin',
    async onRequest({ options: request }) {
      const headers = new Headers(request.headers)
      if (!headers.has('Accept')) headers.set('Accept', 'application/json')
      headers.set('Cache-Control', 'no-cache')
      headers.set('Pragma', 'no-cache')
      const token = await options.tokens.getIdToken()
      if (token) headers.set('Authorization', `Bearer ${token}`)
      const reason = options.auditReason?.()
      if (reason && !headers.has(AUDIT_REASON_HEADER))
        headers.set(AUDIT_REASON_HEADER, encodeURIComponent(reason))
      request.headers = headers
    },
    onResponseError({ error, response }) {
      const kind = sessionErrorOf({ data: response._data, status: response.status, message: error?.message })
      if (kind) options.onSessionError?.(kind)
    },
  })
}

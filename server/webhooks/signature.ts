import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { WEBHOOK_SIGNATURE_TOLERANCE_S } from '../../src/domain/webhooks'

// Webhook signatures: `Awareness-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under the
// endpoint's secret. The timestamp is inside what is signed, so a captured delivery replayed later fails the
// receiver's window check; `verifyWebhookSignature` is what a receiver runs (and what the tests' receiver runs).
// Beside it, every delivery carries the Standard Webhooks headers (webhook-id, webhook-timestamp,
// webhook-signature: `v1,<base64 HMAC-SHA256 of "<id>.<t>.<raw body>">`), the key being the secret's base64 after
// `whsec_`, so a consumer verifies with the maintained `standardwebhooks` library of its own language. Secrets are
// standard base64 (Standard Webhooks decodes them so); ones made before in base64url give the same key bytes here,
// and a consumer's library reads them once '-' and '_' are written '+' and '/'.

export const SIGNATURE_HEADER = 'Awareness-Signature'
export const DELIVERY_HEADER = 'Awareness-Delivery'
export const EVENT_HEADER = 'Awareness-Event'

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`
}

/** The secret's key bytes as Standard Webhooks reads them (Node's base64 reads base64url too). */
const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64')

/** The Standard Webhooks headers of one delivery: the same id on every retry of it, so a consumer can dedupe. */
export function standardWebhookHeaders(secret: string, id: string, body: string, at: Date) {
  const timestamp = Math.floor(at.getTime() / 1000)
  const signature = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${signature}`,
  }
}

const mac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

export function signWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000)
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'malformed' | 'stale' | 'mismatch' }

export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  now: Date,
  toleranceS = WEBHOOK_SIGNATURE_TOLERANCE_S,
): SignatureCheck {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()]
    }),
  )
  const timestamp = Number(parts.t)
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? ''))
    return { ok: false, reason: 'malformed' }
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceS) return { ok: false, reason: 'stale' }
  const expected = Buffer.from(mac(secret, timestamp, body), 'hex')
  const given = Buffer.from(parts.v1!, 'hex')
  return timingSafeEqual(expected, given) ? { ok: true } : { ok: false, reason: 'mismatch' }
}

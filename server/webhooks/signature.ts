import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { WEBHOOK_SIGNATURE_TOLERANCE_S } from '../../src/domain/webhooks'

// Webhook signatures: `Awareness-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under the
// endpoint's secret. The timestamp is inside what is signed, so a captured delivery replayed later fails the
// receiver's window check; `verifyWebhookSignature` is what a receiver runs (and what the tests' receiver runs).

export const SIGNATURE_HEADER = 'Awareness-Signature'
export const DELIVERY_HEADER = 'Awareness-Delivery'
export const EVENT_HEADER = 'Awareness-Event'

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`
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

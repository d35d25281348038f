// What a provider's answer means for the relay: delivered, try again later (throttled, unavailable; the provider's
// Retry-After when it gave one), or never (the mailbox is not there, the company's consent is missing). The text
// is the console's own sentence for the admin, never the provider's body.

export type DirectDeliveryFailure = 'throttled' | 'unavailable' | 'notAuthorized' | 'noMailbox' | 'refused'

export class DirectDeliveryError extends Error {
  readonly permanent: boolean
  constructor(
    readonly failure: DirectDeliveryFailure,
    provider: string,
    /** How long the provider asked us to wait (Retry-After), in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(DIRECT_DELIVERY_TEXTS[failure](provider))
    this.name = 'DirectDeliveryError'
    this.permanent = failure !== 'throttled' && failure !== 'unavailable'
  }
}

export const DIRECT_DELIVERY_TEXTS = {
  throttled: (provider: string) =>
    `${provider} asked the console to slow down; the email will be placed again shortly.`,
  unavailable: (provider: string) => `${provider} did not answer; the email will be placed again shortly.`,
  notAuthorized: (provider: string) =>
    `${provider} refused the console’s access to this mailbox: connect direct email delivery again.`,
  noMailbox: (provider: string) => `${provider} has no mailbox for this address.`,
  refused: (provider: string) => `${provider} refused the email.`,
} as const

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterOf(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}

/** A provider's HTTP status in the relay's terms. */
export function errorOfStatus(
  provider: string,
  status: number,
  retryAfter: string | null,
): DirectDeliveryError {
  if (status === 429) return new DirectDeliveryError('throttled', provider, retryAfterOf(retryAfter))
  if (status >= 500) return new DirectDeliveryError('unavailable', provider, retryAfterOf(retryAfter))
  if (status === 401 || status === 403) return new DirectDeliveryError('notAuthorized', provider)
  if (status === 404) return new DirectDeliveryError('noMailbox', provider)
  return new DirectDeliveryError('refused', provider)
}

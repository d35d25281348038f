import { WEBHOOK_TEXTS } from '../../src/domain/webhooks'
import { EgressError, type EgressPolicy } from '../egress/policy'

// Where a webhook may be sent, checked when an endpoint is saved (the egress policy checks again at every
// delivery, on the addresses the host resolves to then: a name can be re-pointed after it was saved). Plain http
// only to a receiver the operator allowed on a private network (ALLOW_PRIVATE_EGRESS).

/** The refusal's text, or null when the address may be called. */
export async function webhookAddressProblem(url: string, egress: EgressPolicy): Promise<string | null> {
  const parsed = new URL(url)
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return WEBHOOK_TEXTS.urlInvalid
  try {
    const target = await egress.target(
      parsed.hostname,
      Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80)),
    )
    if (parsed.protocol === 'http:' && !target.operatorAllowed) return WEBHOOK_TEXTS.urlInvalid
    return null
  } catch (error) {
    if (error instanceof EgressError && error.reason === 'private') return WEBHOOK_TEXTS.urlPrivate
    return WEBHOOK_TEXTS.urlUnresolved
  }
}

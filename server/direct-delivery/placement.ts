import { and, eq, isNotNull, or } from 'drizzle-orm'
import type { Database } from '../db/open'
import { simulationSettings } from '../db/schema'
import { DirectDeliveryError } from './errors'
import type { createGmailInserter } from './gmail'
import type { createGraphInserter, GraphMessage } from './graph'

// Which simulation mails are placed in mailboxes directly, and through which provider: a company that connected
// a provider and switched its delivery on, on a console whose operator gave the provider's credentials (the
// platform's Google service account, its Entra ID app). With both on, Microsoft 365 is asked first and Gmail
// next. A mailbox the provider does not have ("no mailbox") is not its recipient: the next provider is asked,
// and past the last the mail leaves the usual way. Any other refusal is the relay's to retry or report.

export interface DirectInserters {
  google?: ReturnType<typeof createGmailInserter>
  microsoft?: ReturnType<typeof createGraphInserter>
}

export interface PlacedMessage {
  graph: GraphMessage
  /** The RFC 5322 bytes, composed once, for Gmail. */
  raw: () => Promise<Buffer>
}

/** The direct-delivery settings' Send test: it must arrive the way the simulations will. */
export const DELIVERY_TEST_KIND = 'phishing-simulation-test'

/** Simulation mail (a delivery of a round) and the settings' test are placed; any other mail is not. */
export const isPlaceable = (mail: { deliveryId: string | null; kind: string }) =>
  mail.deliveryId !== null || mail.kind === DELIVERY_TEST_KIND

export type Placement = { placed: 'gmail' | 'graph'; id: string } | { placed: false }

export function createDirectDelivery(db: Database, inserters: DirectInserters) {
  const settingsOf = async (companyId: string) => {
    const [row] = await db
      .select()
      .from(simulationSettings)
      .where(eq(simulationSettings.companyId, companyId))
    return row ?? null
  }
  return {
    /** Companies whose simulation mail may leave by direct delivery on this console. */
    async companies(): Promise<string[]> {
      const wanted = [
        inserters.google
          ? and(
              eq(simulationSettings.isGmailDedEnabled, true),
              isNotNull(simulationSettings.gmailConnectedAt),
            )
          : undefined,
        inserters.microsoft
          ? and(
              eq(simulationSettings.isMicrosoftDedEnabled, true),
              isNotNull(simulationSettings.microsoftTenant),
            )
          : undefined,
      ].filter(Boolean)
      if (wanted.length === 0) return []
      const rows = await db
        .select({ companyId: simulationSettings.companyId })
        .from(simulationSettings)
        .where(or(...wanted))
      return rows.map((row) => row.companyId)
    },

    /** Places the message, or says it is not for direct delivery; a provider's refusal is thrown. */
    async place(companyId: string, message: PlacedMessage): Promise<Placement> {
      const row = await settingsOf(companyId)
      if (!row) return { placed: false }
      const tries: Array<() => Promise<Placement>> = []
      const { google, microsoft } = inserters
      if (microsoft && row.isMicrosoftDedEnabled && row.microsoftTenant) {
        const tenant = row.microsoftTenant
        tries.push(async () => ({ placed: 'graph', id: await microsoft.insert(tenant, message.graph) }))
      }
      if (google && row.isGmailDedEnabled && row.gmailConnectedAt)
        tries.push(async () => ({
          placed: 'gmail',
          id: await google.insert(message.graph.to, await message.raw()),
        }))
      for (const attempt of tries) {
        try {
          return await attempt()
        } catch (error) {
          // Not this provider's mailbox: the next provider, or the usual way.
          if (!(error instanceof DirectDeliveryError) || error.failure !== 'noMailbox') throw error
        }
      }
      return { placed: false }
    },
  }
}

export type DirectDelivery = ReturnType<typeof createDirectDelivery>

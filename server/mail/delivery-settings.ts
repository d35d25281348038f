import { and, eq, isNotNull, like } from 'drizzle-orm'
import { type Context } from 'hono'
import { html } from 'hono/html'
import { enums, nullable, number, object, optional, string } from 'superstruct'
import { SMTP_SECURITY, type MailDelivery } from '../../src/domain/mail-delivery'
import type { GatewayEnv } from '../context'
import { customDomains, mailSettings } from '../db/schema'
import { ApiError } from '../errors'
import { PAGE_STYLE } from '../sso/pages'

// Mail delivery (001 §7 graph_api calls; issue 29): a company's own SMTP server (saved, tested, removed; the
// password sealed and never returned) or Microsoft Graph by an admin's consent, never both. Without the
// platform's Entra ID app the consent page is a demo stand-in that behaves like Microsoft's: it answers the
// same callback, with the same one-time state, and cannot be completed without it.

export const SmtpBody = object({
  host: string(),
  port: number(),
  security: enums(SMTP_SECURITY),
  user: string(),
  password: nullable(string()),
  fromAddress: string(),
  dkimSelector: optional(string()),
})
export const LABELS = {
  host: 'Host',
  port: 'Port',
  fromAddress: 'From address',
  password: 'Password',
  user: 'User name',
  security: 'Security',
  dkimSelector: 'DKIM selector',
}
export const CONSENT_MINUTES = 10
type Row = typeof mailSettings.$inferSelect
export type Pending = { token: string; expiresAt: number; origin: string }

export async function rowOf(c: Context<GatewayEnv>, companyId: string): Promise<Row | null> {
  const [row] = await c.var.deps.db.select().from(mailSettings).where(eq(mailSettings.companyId, companyId))
  return row ?? null
}

export const graphAvailable = (c: Context<GatewayEnv>) =>
  Boolean(c.var.deps.azureApp) || !c.var.deps.production

export function shape(c: Context<GatewayEnv>, row: Row | null): MailDelivery {
  return {
    smtp: row?.smtpHost
      ? {
          host: row.smtpHost,
          port: row.smtpPort!,
          security: row.smtpSecurity as (typeof SMTP_SECURITY)[number],
          user: row.smtpUser ?? '',
          fromAddress: row.fromAddress ?? '',
          dkimSelector: row.smtpDkimSelector ?? '',
          hasPassword: Boolean(row.smtpPassword),
        }
      : null,
    graph: {
      available: graphAvailable(c),
      account: row?.graphConnectedAt ? row.graphAccount : null,
      connectedAt: row?.graphConnectedAt?.toISOString() ?? null,
    },
  }
}

export async function upsert(c: Context<GatewayEnv>, companyId: string, set: Partial<Row>) {
  const values = { companyId, ...set, updatedAt: c.var.deps.now?.() ?? new Date() }
  await c.var.deps.db
    .insert(mailSettings)
    .values(values)
    .onConflictDoUpdate({ target: mailSettings.companyId, set: values })
}

/** Where the consent may send the admin back: this console's own origin or one of the company's verified hosts. */
export async function checkedOrigin(
  c: Context<GatewayEnv>,
  companyId: string,
  redirectDomain: string | undefined,
) {
  const own = new URL(c.req.url).origin
  if (!redirectDomain) return own
  let origin: URL
  try {
    origin = new URL(redirectDomain)
  } catch {
    throw new ApiError(422, 'invalid_request', 'redirectDomain: Enter the address of this console.')
  }
  if (origin.origin === own || origin.origin === c.var.deps.publicUrl) return origin.origin
  const [verified] = await c.var.deps.db
    .select({ domain: customDomains.domain })
    .from(customDomains)
    .where(
      and(
        eq(customDomains.companyId, companyId),
        eq(customDomains.domain, origin.hostname),
        isNotNull(customDomains.verifiedAt),
      ),
    )
  if (!verified)
    throw new ApiError(422, 'invalid_request', 'redirectDomain: Enter the address of this console.')
  return origin.origin
}

export const callbackUrl = (c: Context<GatewayEnv>) =>
  `${c.var.deps.publicUrl ?? new URL(c.req.url).origin}/white-label/api/v1/graph_api/callback`

export async function pendingOf(c: Context<GatewayEnv>, state: string) {
  if (!/^[\w-]{20,}$/.test(state)) return null
  const [row] = await c.var.deps.db
    .select()
    .from(mailSettings)
    .where(like(mailSettings.graphState, `{"token":"${state}"%`))
  if (!row?.graphState) return null
  const pending = JSON.parse(row.graphState) as Pending
  // LIKE treats _ as a wildcard: the state must be this one exactly.
  return pending.token === state ? { row, pending } : null
}

export function consentPage(companyName: string, state: string) {
  const accept = `/white-label/api/v1/graph_api/callback?admin_consent=True&tenant=demo-tenant&state=${state}`
  const cancel = `/white-label/api/v1/graph_api/callback?error=access_denied&state=${state}`
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Permissions requested</title>
      </head>
      <body style="${PAGE_STYLE.body}">
        <main style="${PAGE_STYLE.card}">
          <p style="color: #5b6075; font-size: 13px">Demo stand-in for Microsoft’s admin consent page</p>
          <h1 style="font-size: 22px">Permissions requested</h1>
          <p>
            <strong>${companyName}</strong> asks to send mail on behalf of your organisation through Microsoft
            Graph (Mail.Send).
          </p>
          <p style="display: flex; gap: 12px; margin-top: 24px">
            <a href="${accept}" style="${PAGE_STYLE.primary}; text-decoration: none">Accept</a>
            <a href="${cancel}" style="${PAGE_STYLE.secondary}; text-decoration: none">Cancel</a>
          </p>
        </main>
      </body>
    </html>`
}

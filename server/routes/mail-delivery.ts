import { randomBytes } from 'node:crypto'
import { and, eq, isNotNull, like } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { enums, nullable, number, object, optional, string } from 'superstruct'
import {
  MAIL_DELIVERY_TEXTS,
  SMTP_SECURITY,
  smtpProblems,
  type MailDelivery,
} from '../../src/domain/mail-delivery'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { companies, customDomains, mailSettings } from '../db/schema'
import { ApiError, readBody } from '../errors'
import { EgressError, egressFailureOf } from '../egress/policy'
import { egressSmtpTransport } from '../egress/smtp'
import { smtpOptionsOf } from '../mail/company-smtp'
import { PAGE_STYLE } from '../sso/pages'

// Mail delivery (001 §7 graph_api calls; issue 29): a company's own SMTP server (saved, tested, removed; the
// password sealed and never returned) or Microsoft Graph by an admin's consent, never both. Without the
// platform's Entra ID app the consent page is a demo stand-in that behaves like Microsoft's: it answers the
// same callback, with the same one-time state, and cannot be completed without it.

const SmtpBody = object({
  host: string(),
  port: number(),
  security: enums(SMTP_SECURITY),
  user: string(),
  password: nullable(string()),
  fromAddress: string(),
  dkimSelector: optional(string()),
})
const LABELS = {
  host: 'Host',
  port: 'Port',
  fromAddress: 'From address',
  password: 'Password',
  user: 'User name',
  security: 'Security',
  dkimSelector: 'DKIM selector',
}
const CONSENT_MINUTES = 10
type Row = typeof mailSettings.$inferSelect
type Pending = { token: string; expiresAt: number; origin: string }

async function rowOf(c: Context<GatewayEnv>, companyId: string): Promise<Row | null> {
  const [row] = await c.var.deps.db.select().from(mailSettings).where(eq(mailSettings.companyId, companyId))
  return row ?? null
}

const graphAvailable = (c: Context<GatewayEnv>) => Boolean(c.var.deps.azureApp) || !c.var.deps.production

function shape(c: Context<GatewayEnv>, row: Row | null): MailDelivery {
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

async function upsert(c: Context<GatewayEnv>, companyId: string, set: Partial<Row>) {
  const values = { companyId, ...set, updatedAt: c.var.deps.now?.() ?? new Date() }
  await c.var.deps.db
    .insert(mailSettings)
    .values(values)
    .onConflictDoUpdate({ target: mailSettings.companyId, set: values })
}

/** Where the consent may send the admin back: this console's own origin or one of the company's verified hosts. */
async function checkedOrigin(c: Context<GatewayEnv>, companyId: string, redirectDomain: string | undefined) {
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

const callbackUrl = (c: Context<GatewayEnv>) =>
  `${c.var.deps.publicUrl ?? new URL(c.req.url).origin}/white-label/api/v1/graph_api/callback`

async function pendingOf(c: Context<GatewayEnv>, state: string) {
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

function consentPage(companyName: string, state: string) {
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

export function mailDeliveryRoutes() {
  const app = new Hono<GatewayEnv>()
  const base = '/company/:companyId'

  app.get(`${base}/mail_delivery`, allow.company(), async (c) =>
    c.json(shape(c, await rowOf(c, c.req.param('companyId')))),
  )

  app.put(`${base}/smtp`, allow.company(), async (c) => {
    const companyId = c.req.param('companyId')
    const body = await readBody(c, SmtpBody)
    const saved = await rowOf(c, companyId)
    if (saved?.graphConnectedAt)
      throw new ApiError(409, 'mail_delivery_exclusive', MAIL_DELIVERY_TEXTS.exclusive)
    const sameServer = saved?.smtpHost === body.host.trim() && saved?.smtpUser === body.user.trim()
    const keepPassword = sameServer && Boolean(saved?.smtpPassword) && !body.password
    const problems = smtpProblems(
      {
        ...body,
        port: String(body.port),
        password: body.password ?? '',
        dkimSelector: body.dkimSelector ?? '',
      },
      keepPassword,
    )
    const [field, problem] = Object.entries(problems)[0] ?? []
    if (field)
      throw new ApiError(422, 'invalid_request', `${LABELS[field as keyof typeof LABELS]}: ${problem}`)
    // The saved host is where the relay sends the company's mail: a private or loopback address is refused here,
    // not only when a test or a send tries it. A name that does not resolve yet may be saved.
    try {
      await c.var.deps.egress.target(body.host.trim(), body.port)
    } catch (error) {
      if (error instanceof EgressError && error.reason === 'private')
        throw new ApiError(422, 'invalid_request', `${LABELS.host}: ${error.message}`)
    }
    const user = body.user.trim()
    await upsert(c, companyId, {
      smtpHost: body.host.trim().toLowerCase(),
      smtpPort: body.port,
      smtpSecurity: body.security,
      smtpUser: user || null,
      smtpPassword: !user
        ? null
        : body.password
          ? c.var.deps.tokens.secrets.seal(body.password)
          : (saved?.smtpPassword ?? null),
      fromAddress: body.fromAddress.trim(),
      smtpDkimSelector: body.dkimSelector?.trim().toLowerCase() || null,
    })
    return c.json(shape(c, await rowOf(c, companyId)))
  })

  app.delete(`${base}/smtp`, allow.company(), async (c) => {
    const companyId = c.req.param('companyId')
    await upsert(c, companyId, {
      smtpHost: null,
      smtpPort: null,
      smtpSecurity: null,
      smtpUser: null,
      smtpPassword: null,
      fromAddress: null,
      smtpDkimSelector: null,
    })
    return c.json(shape(c, await rowOf(c, companyId)))
  })

  app.post(`${base}/smtp/test`, allow.company(), async (c) => {
    const companyId = c.req.param('companyId')
    const { to } = await readBody(c, object({ to: optional(string()) }))
    const row = await rowOf(c, companyId)
    if (!row?.smtpHost) throw new ApiError(422, 'smtp_not_set', 'Save the SMTP settings first.')
    if (row.smtpPassword && c.var.deps.tokens.secrets.open(row.smtpPassword) === null)
      throw new ApiError(
        422,
        'smtp_password_unreadable',
        'The saved password can no longer be read. Enter it again and save.',
      )
    const recipient = to?.trim() || c.var.auth.user.email
    let transport: Awaited<ReturnType<typeof egressSmtpTransport>> | null = null
    try {
      transport = await egressSmtpTransport(
        c.var.deps.egress,
        smtpOptionsOf(row, c.var.deps.tokens.secrets, c.var.deps.smtpTestTimeoutMs),
      )
      await transport.verify()
      await transport.sendMail({
        from: row.fromAddress!,
        to: recipient,
        subject: 'Test email from your security awareness console',
        text: `Your SMTP server ${row.smtpHost}:${row.smtpPort} accepted this test. Mail of your company is sent through it.`,
      })
    } catch (error) {
      // The catalogue's words only: the remote server's own answer would make this a banner-reading port scanner.
      throw new ApiError(422, 'smtp_test_failed', egressFailureOf(error))
    } finally {
      transport?.close()
    }
    return c.json({ message: MAIL_DELIVERY_TEXTS.testSent(recipient) })
  })

  app.get(`${base}/graph_api/is_available`, allow.company(), (c) =>
    c.json({ isAvailable: graphAvailable(c) }),
  )

  app.get(`${base}/graph_api/auth_url`, allow.company(), async (c) => {
    const companyId = c.req.param('companyId')
    if (!graphAvailable(c)) throw new ApiError(422, 'graph_unavailable', MAIL_DELIVERY_TEXTS.graphUnavailable)
    const saved = await rowOf(c, companyId)
    if (saved?.smtpHost) throw new ApiError(409, 'mail_delivery_exclusive', MAIL_DELIVERY_TEXTS.exclusive)
    const origin = await checkedOrigin(c, companyId, c.req.query('redirectDomain'))
    const token = randomBytes(24).toString('base64url')
    const expiresAt = (c.var.deps.now?.() ?? new Date()).getTime() + CONSENT_MINUTES * 60_000
    await upsert(c, companyId, { graphState: JSON.stringify({ token, expiresAt, origin } satisfies Pending) })
    const azure = c.var.deps.azureApp
    const url = azure
      ? `https://login.microsoftonline.com/organizations/v2.0/adminconsent?${new URLSearchParams({
          client_id: azure.clientId,
          scope: 'https://graph.microsoft.com/Mail.Send',
          redirect_uri: callbackUrl(c),
          state: token,
        })}`
      : `${new URL(c.req.url).origin}/white-label/api/v1/graph_api/consent?state=${token}`
    return c.json({ url })
  })

  app.delete(`${base}/graph_api/auth_reset`, allow.company(), async (c) => {
    const companyId = c.req.param('companyId')
    await upsert(c, companyId, { graphAccount: null, graphConnectedAt: null, graphState: null })
    return c.json(shape(c, await rowOf(c, companyId)))
  })

  const consentGuard = allow.public(
    'a one-time state of ten minutes, started by a signed-in admin, is required',
  )
  app.get('/graph_api/consent', consentGuard, async (c) => {
    if (c.var.deps.azureApp || c.var.deps.production) throw new ApiError(404, 'not_found', 'Not found')
    const found = await pendingOf(c, c.req.query('state') ?? '')
    if (!found) throw new ApiError(422, 'graph_consent_expired', MAIL_DELIVERY_TEXTS.graphConsentExpired)
    const [company] = await c.var.deps.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, found.row.companyId))
    return c.html(consentPage(company?.name ?? '', found.pending.token))
  })

  app.get('/graph_api/callback', consentGuard, async (c) => {
    const found = await pendingOf(c, c.req.query('state') ?? '')
    if (!found) throw new ApiError(422, 'graph_consent_expired', MAIL_DELIVERY_TEXTS.graphConsentExpired)
    const { row, pending } = found
    const now = c.var.deps.now?.() ?? new Date()
    const expired = now.getTime() > pending.expiresAt
    const granted = !expired && c.req.query('admin_consent') === 'True' && !c.req.query('error')
    await upsert(c, row.companyId, {
      graphState: null,
      ...(granted ? { graphAccount: c.req.query('tenant') ?? null, graphConnectedAt: now } : {}),
    })
    const outcome = expired ? 'expired' : granted ? 'connected' : 'cancelled'
    return c.redirect(`${pending.origin}/settings/white-label?graph=${outcome}`)
  })

  return app
}

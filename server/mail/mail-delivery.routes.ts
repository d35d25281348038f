import { BASE, PATHS } from '../../src/domain/api-paths'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { object, optional, string } from 'superstruct'
import { MAIL_DELIVERY_TEXTS, smtpFieldProblems } from '../../src/domain/mail-delivery'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { companies } from '../db/schema'
import { ApiError, body } from '../errors'
import { EgressError, egressFailureOf } from '../egress/policy'
import { egressSmtpTransport } from '../egress/smtp'
import { enqueueWaitingMail } from '../mail/outbox'
import { smtpOptionsOf } from '../mail/company-smtp'
import {
  CONSENT_MINUTES,
  LABELS,
  SmtpBody,
  callbackUrl,
  checkedOrigin,
  consentPage,
  graphAvailable,
  pendingOf,
  rowOf,
  shape,
  upsert,
  type Pending,
} from '../mail/delivery-settings'

export function mailDeliveryRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.mailDelivery.pattern, allow.company(), async (c) =>
    c.json(shape(c, await rowOf(c, c.req.param('companyId')))),
  )

  app.put(PATHS.smtp.pattern, allow.company(), body(SmtpBody), async (c) => {
    const companyId = c.req.param('companyId')
    const body = c.req.valid('json')
    const saved = await rowOf(c, companyId)
    if (saved?.graphConnectedAt)
      throw new ApiError(409, 'mail_delivery_exclusive', MAIL_DELIVERY_TEXTS.exclusive)
    const sameServer = saved?.smtpHost === body.host.trim() && saved?.smtpUser === body.user.trim()
    const keepPassword = sameServer && Boolean(saved?.smtpPassword) && !body.password
    const problems = smtpFieldProblems(
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
    // The company's mail that waited for a server (the relay kept it: none could send it) goes now.
    await enqueueWaitingMail(c.var.deps.db, jobSender(c.var.deps), companyId)
    return c.json(shape(c, await rowOf(c, companyId)))
  })

  app.delete(PATHS.smtp.pattern, allow.company(), async (c) => {
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

  app.post(PATHS.smtpTest.pattern, allow.company(), body(object({ to: optional(string()) })), async (c) => {
    const companyId = c.req.param('companyId')
    const { to } = c.req.valid('json')
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

  app.get(`${BASE.whiteLabel}/company/:companyId/graph_api/is_available`, allow.company(), (c) =>
    c.json({ isAvailable: graphAvailable(c) }),
  )

  app.get(PATHS.graphAuthUrl.pattern, allow.company(), async (c) => {
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

  app.delete(PATHS.graphAuthReset.pattern, allow.company(), async (c) => {
    const companyId = c.req.param('companyId')
    await upsert(c, companyId, { graphAccount: null, graphConnectedAt: null, graphState: null })
    return c.json(shape(c, await rowOf(c, companyId)))
  })

  const consentGuard = allow.public(
    'a one-time state of ten minutes, started by a signed-in admin, is required',
  )
  app.get(`${BASE.whiteLabel}/graph_api/consent`, consentGuard, async (c) => {
    if (c.var.deps.azureApp || c.var.deps.production) throw new ApiError(404, 'not_found', 'Not found')
    const found = await pendingOf(c, c.req.query('state') ?? '')
    if (!found) throw new ApiError(422, 'graph_consent_expired', MAIL_DELIVERY_TEXTS.graphConsentExpired)
    const [company] = await c.var.deps.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, found.row.companyId))
    return c.html(consentPage(company?.name ?? '', found.pending.token))
  })

  app.get(`${BASE.whiteLabel}/graph_api/callback`, consentGuard, async (c) => {
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

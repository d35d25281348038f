import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { BASE, PATHS } from '../../src/domain/api-paths'
import {
  AuthInitiateBody,
  DED_PROVIDER_LABELS,
  DedSettings,
  dedFlag,
  dedProblems,
  normalisedSettings,
  PhishingSettings,
  SETTINGS_TEXTS,
  settingsProblems,
  type DedProvider,
} from '../../src/domain/simulation-settings'
import { allow } from '../auth/access'
import { jobSender, type GatewayEnv } from '../context'
import { enqueueMails } from '../mail/outbox'
import type { Database } from '../db/open'
import { dedAuthorizations, outbox, simulationSettings, users } from '../db/schema'
import { ApiError, forbidden, invalid, body } from '../errors'
import { DELIVERY_TEST_KIND } from '../direct-delivery/placement'
import { settingsOf } from '../simulation/settings'
import { consentForm } from '../views/consent-form'
import { GMAIL_DELEGATION_TEXTS, gmailDelegationPage } from '../views/gmail-delegation-page'
import { providerPage } from '../views/provider-page'

// Phishing simulation settings (002 §7): the report button and the X-Test-Phish header (GET / PATCH settings),
// direct email delivery (GET / PATCH settings/ded, the provider's consent through auth/initiate, a test mail).
// With the platform's Entra ID app (AZURE_CLIENT_ID), Microsoft's consent is Microsoft's own admin-consent page,
// which comes back with the tenant the relay places mail in (server/direct-delivery/). Otherwise, and for Google
// (whose Workspace admins delegate the gmail.insert scope in their Admin console), the consent is the gateway's
// one-time page whose Allow records it for the company; without it delivery cannot be turned on.

const guard = allow.company()
const CONSENT_MINUTES = 10
const SETTINGS_PAGE = '/phishing-simulation/settings/direct-email-delivery'

const nowOf = (c: Context<GatewayEnv>) => c.var.deps.now?.() ?? new Date()

type SettingsRow = Awaited<ReturnType<typeof settingsOf>>

const settingsView = (row: SettingsRow): PhishingSettings => ({
  xTestPhish: row.xTestPhish,
  email: row.email,
  gwReportAction: row.gwReportAction as PhishingSettings['gwReportAction'],
  msReportAction: row.msReportAction as PhishingSettings['msReportAction'],
  folderId: row.folderId,
})

const dedView = (row: SettingsRow) => ({
  isGmailDedEnabled: row.isGmailDedEnabled,
  isMicrosoftDedEnabled: row.isMicrosoftDedEnabled,
  testEmail: row.testEmail,
  connections: {
    google: row.gmailConnectedAt?.toISOString() ?? null,
    microsoft: row.microsoftConnectedAt?.toISOString() ?? null,
  },
})

async function activeUser(db: Database, companyId: string, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), isNull(users.disabledAt), eq(sql`lower(${users.email})`, email)),
    )
  return row
}

export function simulationSettingsRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.simulationSettings.pattern, guard, async (c) =>
    c.json(settingsView(await settingsOf(c.var.deps.db, c.req.param('companyId')))),
  )

  app.patch(PATHS.simulationSettings.pattern, guard, body(PhishingSettings), async (c) => {
    const body = normalisedSettings(c.req.valid('json'))
    const problems = Object.entries(settingsProblems(body)).map(([field, message]) => ({ field, message }))
    if (problems.length > 0) throw invalid(problems)
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    await settingsOf(db, companyId)
    const [row] = await db
      .update(simulationSettings)
      .set({ ...body, updatedAt: nowOf(c) })
      .where(eq(simulationSettings.companyId, companyId))
      .returning()
    return c.json(settingsView(row!))
  })

  app.get(PATHS.simulationDed.pattern, guard, async (c) =>
    c.json(dedView(await settingsOf(c.var.deps.db, c.req.param('companyId')))),
  )

  app.patch(PATHS.simulationDed.pattern, guard, body(DedSettings), async (c) => {
    const body = c.req.valid('json')
    const problems = Object.entries(dedProblems(body)).map(([field, message]) => ({ field, message }))
    if (problems.length > 0) throw invalid(problems)
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const current = await settingsOf(db, companyId)
    if (
      (body.isGmailDedEnabled && !current.gmailConnectedAt) ||
      (body.isMicrosoftDedEnabled && !current.microsoftConnectedAt)
    )
      throw new ApiError(409, 'ded_not_connected', SETTINGS_TEXTS.notConnected)
    const testEmail = body.testEmail?.trim().toLowerCase() || null
    // The test mail goes only to the company's own people: never an open relay to any address.
    if (testEmail && !(await activeUser(db, companyId, testEmail)))
      throw invalid([{ field: 'testEmail', message: SETTINGS_TEXTS.testEmail }])
    const [row] = await db
      .update(simulationSettings)
      .set({
        isGmailDedEnabled: body.isGmailDedEnabled,
        isMicrosoftDedEnabled: body.isMicrosoftDedEnabled,
        testEmail,
        updatedAt: nowOf(c),
      })
      .where(eq(simulationSettings.companyId, companyId))
      .returning()
    return c.json(dedView(row!))
  })

  app.post(PATHS.simulationDedAuth.pattern, guard, body(AuthInitiateBody), async (c) => {
    const { domain } = c.req.valid('json')
    // A consent is given by the admin who asks for it, in their own name.
    if (c.req.param('userId') !== c.var.auth.user.id)
      throw forbidden('not_own_user', "You don't have permission to access")
    const id = randomBytes(24).toString('base64url')
    await c.var.deps.db.insert(dedAuthorizations).values({
      id,
      companyId: c.req.param('companyId'),
      userId: c.var.auth.user.id,
      provider: domain,
      expiresAt: new Date(nowOf(c).getTime() + CONSENT_MINUTES * 60_000),
    })
    // With the platform's Entra ID app, the tenant's admin consents on Microsoft's own page (Graph's
    // Mail.ReadWrite as an application permission) and comes back with the tenant id; the random id is the state.
    const azure = c.var.deps.azureApp
    if (domain === 'microsoft' && azure)
      return c.json({
        url: `https://login.microsoftonline.com/organizations/v2.0/adminconsent?${new URLSearchParams({
          client_id: azure.clientId,
          scope: 'https://graph.microsoft.com/.default',
          redirect_uri: `${c.var.deps.publicUrl ?? new URL(c.req.url).origin}${BASE.phishing}/v1/ded/consent/callback`,
          state: id,
        })}`,
      })
    return c.json({ url: `${BASE.phishing}/v1/ded/consent/${id}` })
  })

  app.post(PATHS.simulationDedTest.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const current = await settingsOf(db, companyId)
    const to = current.testEmail ? await activeUser(db, companyId, current.testEmail) : undefined
    if (!to) throw invalid([{ field: 'testEmail', message: SETTINGS_TEXTS.testEmail }])
    const providers = (['google', 'microsoft'] as const).filter((provider) => current[dedFlag(provider)])
    const via = providers.length ? providers.map((p) => DED_PROVIDER_LABELS[p]).join(' and ') : 'SMTP'
    const now = nowOf(c)
    const id = randomUUID()
    await db.insert(outbox).values({
      id,
      to: to.email,
      kind: DELIVERY_TEST_KIND,
      // The company's: it leaves the way its simulations do (placed directly, or by its own SMTP server).
      companyId,
      subject: 'Test: phishing simulation delivery',
      body: `This test shows that phishing simulations reach this mailbox (delivery: ${via}). The X-Test-Phish header marks it as a test for your report button.`,
      html: `<p>This test shows that phishing simulations reach this mailbox (delivery: ${via}).</p><p>The X-Test-Phish header marks it as a test for your report button.</p>`,
      headers: { 'X-Test-Phish': current.xTestPhish },
      fromName: 'Phishing simulation',
      nextAttemptAt: now,
      createdAt: now,
    })
    await enqueueMails(db, jobSender(c.var.deps), [{ id }])
    return c.json({ sentTo: to.email })
  })

  // The provider's consent, stood in for: a one-time page behind a random id that expires in minutes.
  const byConsentSecret = allow.public("the consent's random id is its secret, used once")
  const openConsent = async (db: Database, id: string, now: Date) => {
    const [row] = await db
      .select()
      .from(dedAuthorizations)
      .where(
        and(
          eq(dedAuthorizations.id, id),
          isNull(dedAuthorizations.usedAt),
          gt(dedAuthorizations.expiresAt, now),
        ),
      )
    return row
  }

  // Back from Microsoft's admin consent: admin_consent=True and the tenant, or error=access_denied.
  app.get(`${BASE.phishing}/v1/ded/consent/callback`, byConsentSecret, async (c) => {
    const { db } = c.var.deps
    const now = nowOf(c)
    const consent = await openConsent(db, c.req.query('state') ?? '', now)
    if (!consent || consent.provider !== 'microsoft') return c.redirect(`${SETTINGS_PAGE}?ded=expired`, 303)
    const [used] = await db
      .update(dedAuthorizations)
      .set({ usedAt: now })
      .where(and(eq(dedAuthorizations.id, consent.id), isNull(dedAuthorizations.usedAt)))
      .returning({ id: dedAuthorizations.id })
    if (!used) return c.redirect(`${SETTINGS_PAGE}?ded=expired`, 303)
    const tenant = c.req.query('tenant') ?? ''
    const granted =
      c.req.query('admin_consent') === 'True' && !c.req.query('error') && /^[\w.-]{1,100}$/.test(tenant)
    if (granted) {
      await settingsOf(db, consent.companyId)
      await db
        .update(simulationSettings)
        .set({ microsoftConnectedAt: now, microsoftTenant: tenant })
        .where(eq(simulationSettings.companyId, consent.companyId))
    }
    return c.redirect(`${SETTINGS_PAGE}?ded=${granted ? 'connected' : 'denied'}&provider=microsoft`, 303)
  })

  app.get(`${BASE.phishing}/v1/ded/consent/:id`, byConsentSecret, async (c) => {
    const consent = await openConsent(c.var.deps.db, c.req.param('id'), nowOf(c))
    if (!consent)
      return c.html(
        providerPage(
          'CONSENT',
          'Consent expired',
          html`<h1>This consent page is no longer open</h1>
            <p>Start again from the console's direct email delivery settings.</p>
            <p><a href="${SETTINGS_PAGE}">Back to the settings</a></p>`,
        ),
        404,
      )
    const provider = DED_PROVIDER_LABELS[consent.provider as DedProvider]
    const action = `${BASE.phishing}/v1/ded/consent/${consent.id}` as const
    const { gmail } = c.var.deps
    if (consent.provider === 'google' && gmail)
      return c.html(gmailDelegationPage(action, gmail.clientId, null))
    return c.html(
      providerPage(
        `${provider.toUpperCase()} CONSENT`,
        `${provider}: allow access`,
        html`<h1 style="font-size: 22px">Allow Awareness Platform to deliver phishing simulations?</h1>
          <p>
            It will place simulated phishing emails directly into your users' ${provider} mailboxes, so mail
            filters do not hold them back. It cannot read, send or delete other mail.
          </p>
          ${consentForm(action, 'Allow')}`,
      ),
    )
  })

  for (const answer of ['allow', 'deny'] as const)
    app.post(`${BASE.phishing}/v1/ded/consent/:id/${answer}`, byConsentSecret, async (c) => {
      const { db } = c.var.deps
      const now = nowOf(c)
      const consent = await openConsent(db, c.req.param('id'), now)
      if (!consent) return c.redirect(`${SETTINGS_PAGE}?ded=expired`, 303)
      // With the platform's Google account, Gmail is connected only once the Workspace has delegated the scope.
      const { gmail } = c.var.deps
      if (answer === 'allow' && consent.provider === 'google' && gmail) {
        const [admin] = await db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, consent.userId))
        const action = `${BASE.phishing}/v1/ded/consent/${consent.id}` as const
        const domain = admin?.email.split('@')[1] ?? ''
        try {
          if (!admin || !(await gmail.isDelegated(admin.email)))
            return c.html(
              gmailDelegationPage(action, gmail.clientId, GMAIL_DELEGATION_TEXTS.notYet(domain)),
              409,
            )
        } catch {
          return c.html(gmailDelegationPage(action, gmail.clientId, GMAIL_DELEGATION_TEXTS.unavailable), 503)
        }
      }
      const [used] = await db
        .update(dedAuthorizations)
        .set({ usedAt: now })
        .where(and(eq(dedAuthorizations.id, consent.id), isNull(dedAuthorizations.usedAt)))
        .returning({ id: dedAuthorizations.id })
      if (!used) return c.redirect(`${SETTINGS_PAGE}?ded=expired`, 303)
      if (answer === 'allow') {
        await settingsOf(db, consent.companyId)
        await db
          .update(simulationSettings)
          .set(consent.provider === 'google' ? { gmailConnectedAt: now } : { microsoftConnectedAt: now })
          .where(eq(simulationSettings.companyId, consent.companyId))
      }
      const result = answer === 'allow' ? 'connected' : 'denied'
      return c.redirect(`${SETTINGS_PAGE}?ded=${result}&provider=${consent.provider}`, 303)
    })

  return app
}

import { fieldProblems } from '../../src/domain/field-problems'
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { BASE, PATHS } from '../../src/domain/api-paths'
import {
  AuthInitiateBody,
  DED_PROVIDER_LABELS,
  DedSettings,
  dedFlag,
  DedForm,
  normalisedSettings,
  PhishingSettings,
  SETTINGS_TEXTS,
  PhishingSettingsForm,
} from '../../src/domain/simulation/settings'
import { allow } from '../auth/access'
import { jobSender, type GatewayEnv } from '../context'
import { enqueueMails } from '../mail/outbox'
import type { Database } from '../db/open'
import { dedAuthorizations, outbox, simulationSettings, users } from '../db/schema'
import { ApiError, forbidden, invalid, body } from '../errors'
import { DELIVERY_TEST_KIND } from '../direct-delivery/placement'
import { settingsOf } from '../simulation/settings'

// Phishing simulation settings (002 §7): the report button and the X-Test-Phish header (GET / PATCH settings),
// direct email delivery (GET / PATCH settings/ded, the provider's consent through auth/initiate, a test mail).
// With the platform's Entra ID app (AZURE_CLIENT_ID), Microsoft's consent is Microsoft's own admin-consent page,
// which comes back with the tenant the relay places mail in (server/direct-delivery/). Otherwise, and for Google
// (whose Workspace admins delegate the gmail.insert scope in their Admin console), the consent is the gateway's
// one-time page whose Allow records it for the company; without it delivery cannot be turned on.

const guard = allow.company()
const CONSENT_MINUTES = 10

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
    const problems = Object.entries(fieldProblems(PhishingSettingsForm, body)).map(([field, message]) => ({
      field,
      message,
    }))
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
    const problems = Object.entries(fieldProblems(DedForm, body)).map(([field, message]) => ({
      field,
      message,
    }))
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

  return app
}

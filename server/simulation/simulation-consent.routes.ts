import { and, eq, gt, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { BASE } from '../../src/domain/api-paths'
import { DED_PROVIDER_LABELS, type DedProvider } from '../../src/domain/simulation/settings'
import { allow } from '../auth/access'
import type { Context } from 'hono'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { dedAuthorizations, simulationSettings, users } from '../db/schema'
import { settingsOf } from '../simulation/settings'
import { consentForm } from '../views/consent-form'
import { GMAIL_DELEGATION_TEXTS, gmailDelegationPage } from '../views/gmail-delegation-page'
import { providerPage } from '../views/provider-page'

const SETTINGS_PAGE = '/phishing-simulation/settings/direct-email-delivery'
const nowOf = (c: Context<GatewayEnv>) => c.var.deps.now?.() ?? new Date()

// Direct email delivery's consent (002 §7 ded/consent): the page the mailbox owner opens, and the answer.
export function simulationConsentRoutes() {
  const app = new Hono<GatewayEnv>()
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

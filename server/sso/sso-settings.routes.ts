import { PATHS } from '../../src/domain/api-paths'
import { X509Certificate } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { boolean, object, optional, string } from 'superstruct'
import { SCIM_PREFIX } from '../../src/domain/api-paths'
import {
  fieldsOf,
  ssoFieldProblems,
  SSO_FIELD_LABELS,
  SSO_TEXTS,
  type SsoDraft,
  type SsoField,
  type SsoProvider,
  type SsoSettings,
  enforcementBlock,
} from '../../src/domain/sso-settings'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { companies, scimTokens, ssoSettings, ssoTests } from '../db/schema'
import { ApiError, forbidden, body } from '../errors'
import { isPlatformStaff } from '../auth/sso-enforcement'
import { acsUrlOf, oidcRedirectUrlOf, spEntityIdOf, ssoOrigin } from '../sso/company-provider'
import { startAttempt } from '../sso/sign-in-flow'

// Settings → Single sign-on (001 §7 "Single sign-on"): the company's identity provider, its removal, enforcement
// sent as the inverse of the current value, and what the provider is told (ACS URL, entity id, SCIM URL). Only
// the company's own admins: a partner inside the customer's console never changes how it signs in.

const guard = allow.ownCompany()

const Draft = object({
  tenantId: optional(string()),
  domain: optional(string()),
  clientID: optional(string()),
  clientSecret: optional(string()),
  isSaml: optional(boolean()),
  certificate: optional(string()),
  identityProviderEntityId: optional(string()),
  ssoUrl: optional(string()),
  serviceProviderEntityId: optional(string()),
  ssoSettingsId: optional(string()),
  companyId: optional(string()),
  ssoType: optional(string()),
})

async function settingsOf(c: Context<GatewayEnv>, companyId: string): Promise<SsoSettings> {
  const { db } = c.var.deps
  const [[company], [row], [token], [test]] = await Promise.all([
    db.select({ provider: companies.ssoProvider }).from(companies).where(eq(companies.id, companyId)),
    db.select().from(ssoSettings).where(eq(ssoSettings.companyId, companyId)),
    db.select({ at: scimTokens.createdAt }).from(scimTokens).where(eq(scimTokens.companyId, companyId)),
    db.select().from(ssoTests).where(eq(ssoTests.companyId, companyId)),
  ])
  const base = ssoOrigin(c)
  const lastTest =
    test && row
      ? {
          ok: test.ok,
          email: test.email,
          claims: test.claims,
          error: test.error,
          at: test.at.toISOString(),
          current: test.settingsAt.getTime() === row.updatedAt.getTime(),
          byMe: test.testedBy === c.var.auth.user.id,
        }
      : null
  return {
    provider: (company?.provider ?? null) as SsoProvider | null,
    fields: row?.fields ?? {},
    clientSecretSaved: Boolean(row?.clientSecret),
    ssoEnforcement: row?.enforced ?? false,
    ssoLink: company?.provider ? `${base}/login/sso` : null,
    ssoSettingsId: `sso_${companyId}`,
    acsUrl: acsUrlOf(base, companyId),
    entityId: spEntityIdOf(base, companyId),
    metadataUrl: spEntityIdOf(base, companyId),
    scimTokenCreatedAt: token?.at.toISOString() ?? null,
    scimUrl: `${base}${SCIM_PREFIX}`,
    oidcRedirectUrl: oidcRedirectUrlOf(base),
    test: lastTest,
    enforceBlock: company?.provider
      ? enforcementBlock({ test: lastTest }, c.var.auth.user)
      : SSO_TEXTS.enforceNeedsProvider,
  }
}

/** The draft checked as the form checks it, then the certificate parsed for real. */
function checked(provider: SsoProvider, draft: SsoDraft, secretSaved: boolean) {
  const problems = ssoFieldProblems(provider, draft, secretSaved)
  const fields = fieldsOf(provider, draft)
  if (fields.includes('certificate') && !problems.certificate)
    try {
      new X509Certificate(draft.certificate!.trim())
    } catch {
      problems.certificate = SSO_TEXTS.certificate
    }
  // Said in words (not as validationResults, which the console shows as field names): only a certificate that
  // looks like PEM but does not parse gets past the form's own checks.
  const said = Object.entries(problems).map(
    ([field, message]) => `${SSO_FIELD_LABELS[field as SsoField]}: ${message}`,
  )
  if (said.length) throw new ApiError(422, 'invalid_request', said.join(' '))
  return fields
}

export function ssoSettingsRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.ssoSettings.pattern, guard, async (c) =>
    c.json(await settingsOf(c, c.req.param('companyId'))),
  )

  const save = (path: string, provider: (body: Infer) => SsoProvider) =>
    app.post(PATHS.ssoSave.only({ provider: path }), guard, body(Draft), async (c) => {
      const companyId = c.req.param('companyId')
      const body = c.req.valid('json')
      const chosen = provider(body)
      const { db } = c.var.deps
      const [saved] = await db.select().from(ssoSettings).where(eq(ssoSettings.companyId, companyId))
      const sameProvider = saved?.provider === chosen
      const draft: SsoDraft = {
        ...Object.fromEntries(
          Object.entries(body)
            .filter(([, value]) => typeof value === 'string')
            .map(([k, v]) => [k, (v as string).trim()]),
        ),
        protocol: body.isSaml ? 'SAML' : 'OIDC',
      }
      const fields = checked(chosen, draft, sameProvider && Boolean(saved?.clientSecret))
      const kept = Object.fromEntries(
        fields.filter((field) => field !== 'clientSecret').map((field) => [field, draft[field] ?? '']),
      )
      const { secrets } = c.var.deps.tokens
      const savedSecret = sameProvider && saved?.clientSecret ? secrets.open(saved.clientSecret) : null
      const plainSecret = fields.includes('clientSecret') ? draft.clientSecret || savedSecret || null : null
      const unchanged =
        sameProvider && JSON.stringify(saved?.fields) === JSON.stringify(kept) && savedSecret === plainSecret
      // Kept encrypted: a database dump alone does not give away the company's client secret.
      const secret = plainSecret ? secrets.seal(plainSecret) : null
      if (unchanged) return c.json(await settingsOf(c, companyId), 201)
      const row = {
        companyId,
        provider: chosen,
        fields: kept,
        clientSecret: secret,
        // Changed settings have not been tried: enforcement waits for a new Test sign-in.
        enforced: false,
        updatedBy: c.var.auth.user.id,
        updatedAt: new Date(),
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(ssoSettings)
          .values(row)
          .onConflictDoUpdate({ target: ssoSettings.companyId, set: row })
        await tx.update(companies).set({ ssoProvider: chosen }).where(eq(companies.id, companyId))
      })
      return c.json(await settingsOf(c, companyId), 201)
    })
  type Infer = typeof Draft.TYPE
  save('okta', () => 'okta')
  save('tenant_id', () => 'azure')
  save('onelogin', () => 'oneLogin')
  save('custom_saml', () => 'customSaml')
  save('gsuite', () => 'gsuite')

  app.delete(PATHS.ssoSettings.pattern, guard, async (c) => {
    const companyId = c.req.param('companyId')
    const { db } = c.var.deps
    await db.transaction(async (tx) => {
      await tx.delete(ssoSettings).where(eq(ssoSettings.companyId, companyId))
      await tx.update(companies).set({ ssoProvider: null }).where(eq(companies.id, companyId))
    })
    return c.json(await settingsOf(c, companyId))
  })

  // allow.company: platform staff reach every company, so they can switch a broken enforcement off (break-glass).
  app.put(
    PATHS.ssoEnforcement.pattern,
    allow.company(),
    body(object({ ssoEnforcementStatus: boolean(), companyId: optional(string()) })),
    async (c) => {
      const companyId = c.req.param('companyId')
      const own = companyId === c.var.auth.company.id
      if (!own && !isPlatformStaff(c.var.auth.user))
        throw forbidden('company_not_accessible', "You don't have permission to access")
      const body = c.req.valid('json')
      const current = await settingsOf(c, companyId)
      if (body.ssoEnforcementStatus === current.ssoEnforcement)
        throw new ApiError(
          409,
          'enforcement_unchanged',
          'Enforcement is already in that state: reload the page.',
        )
      if (body.ssoEnforcementStatus) {
        if (!own) throw forbidden('company_not_accessible', "You don't have permission to access")
        if (!current.provider) throw new ApiError(422, 'sso_not_configured', SSO_TEXTS.enforceNeedsProvider)
        // No lock-outs: only after a good Test sign-in of these very settings by the admin switching it on.
        const block = enforcementBlock(current, c.var.auth.user)
        if (block) throw new ApiError(422, 'sso_not_tested', block)
      }
      await c.var.deps.db
        .update(ssoSettings)
        .set({ enforced: body.ssoEnforcementStatus })
        .where(eq(ssoSettings.companyId, companyId))
      return c.json(await settingsOf(c, companyId))
    },
  )

  // Test sign-in: a full round trip with the saved provider in a popup; its result decides enforcement.
  app.post(PATHS.ssoTest.pattern, guard, async (c) => {
    const companyId = c.req.param('companyId')
    const current = await settingsOf(c, companyId)
    if (!current.provider) throw new ApiError(422, 'sso_not_configured', SSO_TEXTS.enforceNeedsProvider)
    const link = await startAttempt(c, companyId, 'test', {
      userId: c.var.auth.user.id,
      loginHint: c.var.auth.user.email,
    })
    return c.json({ link })
  })

  return app
}

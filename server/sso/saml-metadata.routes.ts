import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { companies, ssoSettings } from '../db/schema'
import { notFound } from '../errors'
import { acsUrlOf, spEntityIdOf, ssoOrigin } from '../sso/company-provider'
import { samlMetadata } from '../sso/saml'
import { spSigningKey } from '../sso/sp-keys'

// The SAML service provider's metadata at its entity id (`/sso/{companyId}`), where identity providers look for
// it: an admin gives the IdP this address (or the downloaded file) instead of copying the ACS URL and entity id by
// hand. Public, as metadata is: it holds the addresses and the certificate, nothing secret.

export function samlMetadataRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(
    // The company here names whose service provider this is, as in the ACS path, not a tenant the caller asks for.
    '/sso/:spCompany',
    allow.public('SAML metadata: public addresses and a certificate, read by identity providers'),
    async (c) => {
      const companyId = c.req.param('spCompany')
      const { db } = c.var.deps
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId))
      if (!company) throw notFound('No such company.')
      const [settings] = await db
        .select({ fields: ssoSettings.fields })
        .from(ssoSettings)
        .where(eq(ssoSettings.companyId, companyId))
      const origin = ssoOrigin(c)
      const xml = samlMetadata({
        spEntityId: settings?.fields.serviceProviderEntityId || spEntityIdOf(origin, companyId),
        acsUrl: acsUrlOf(origin, companyId),
        spKey: await spSigningKey(db, c.var.deps.tokens.secrets),
      })
      const download = c.req.query('download') !== undefined
      return c.body(xml, 200, {
        'Content-Type': 'application/samlmetadata+xml; charset=utf-8',
        ...(download ? { 'Content-Disposition': `attachment; filename="saml-sp-${companyId}.xml"` } : {}),
      })
    },
  )
  return app
}

import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { SsoProvider } from '../../src/domain/sso-settings'
import type { GatewayEnv } from '../context'
import { ssoSettings } from '../db/schema'
import { ApiError } from '../errors'
import type { OidcClient } from './oidc'
import type { SamlSettings } from './saml'
import { spSigningKey } from './sp-keys'

// What a company's saved SSO settings mean on the wire: an OIDC client (Okta over OIDC, OneLogin, Entra ID with
// the platform's multi-tenant app) or a SAML service provider (Okta over SAML, Google Workspace, custom SAML).

export type CompanyProvider = { settingsAt: Date } & (
  { protocol: 'oidc'; client: OidcClient } | { protocol: 'saml'; saml: SamlSettings }
)

export const ssoOrigin = (c: Context<GatewayEnv>) => c.var.deps.publicUrl ?? new URL(c.req.url).origin
export const acsUrlOf = (origin: string, companyId: string) => `${origin}/api/v1/sso/${companyId}/saml/acs`
export const spEntityIdOf = (origin: string, companyId: string) => `${origin}/sso/${companyId}`
export const oidcRedirectUrlOf = (origin: string) => `${origin}/api/v1/sso/oidc/callback`

const notSetUp = () =>
  new ApiError(400, 'no_subscription', 'Invalid SSO link', { detailCode: 'no_subscription' })

/** `domain` is a host; a provider on this machine is spoken to over http (development and tests only). */
const issuerUrl = (domain: string, path = '') =>
  `${/^(localhost|127\.0\.0\.1)(:\d+)?$/.test(domain) ? 'http' : 'https'}://${domain}${path}`

export async function companyProvider(c: Context<GatewayEnv>, companyId: string): Promise<CompanyProvider> {
  const [row] = await c.var.deps.db.select().from(ssoSettings).where(eq(ssoSettings.companyId, companyId))
  if (!row) throw notSetUp()
  const f = row.fields
  const origin = ssoOrigin(c)
  const settingsAt = row.updatedAt
  const saml = async (): Promise<CompanyProvider> => ({
    settingsAt,
    protocol: 'saml',
    saml: {
      entryPoint: f.ssoUrl ?? '',
      certificate: f.certificate ?? '',
      idpIssuer: f.identityProviderEntityId ?? '',
      spEntityId: f.serviceProviderEntityId || spEntityIdOf(origin, companyId),
      acsUrl: acsUrlOf(origin, companyId),
      spKey: await spSigningKey(c.var.deps.db, c.var.deps.tokens.secrets),
    },
  })
  const sealed = row.clientSecret
  const secret = () => {
    const plain = sealed ? c.var.deps.tokens.secrets.open(sealed) : null
    if (sealed && plain === null)
      throw new ApiError(
        422,
        'sso_secret_unreadable',
        'The saved client secret cannot be read (the gateway secret changed): save the provider again with its secret.',
      )
    return plain ?? ''
  }
  const oidc = (issuer: string, clientId: string, clientSecret: string): CompanyProvider => ({
    settingsAt,
    protocol: 'oidc',
    client: { issuer, clientId, clientSecret },
  })
  switch (row.provider as SsoProvider) {
    case 'okta':
      return f.protocol === 'SAML' ? saml() : oidc(issuerUrl(f.domain ?? ''), f.clientID ?? '', secret())
    case 'oneLogin':
      return oidc(issuerUrl(f.domain ?? '', '/oidc/2'), f.clientID ?? '', secret())
    case 'azure': {
      const app = c.var.deps.azureApp
      if (!app)
        throw new ApiError(
          422,
          'sso_azure_unavailable',
          'Microsoft Entra ID sign-in needs the platform app: set AZURE_CLIENT_ID and AZURE_CLIENT_SECRET on the gateway.',
        )
      return oidc(`https://login.microsoftonline.com/${f.tenantId}/v2.0`, app.clientId, app.clientSecret)
    }
    case 'gsuite':
    case 'customSaml':
      return saml()
    default:
      throw notSetUp()
  }
}

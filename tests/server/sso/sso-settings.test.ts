import { eq } from 'drizzle-orm'
import { ssoSettings } from '../../../server/db/schema'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SSO_TEXTS, type SsoSettings } from '../../../src/domain/sso-settings'
import { backend, startSignedIn, type TestGateway } from '../gateway'

// Settings → Single sign-on (issue 29; 001 §7): each provider's form saved and checked (a certificate that is not
// PEM, a domain with a path, a tenant id that is not a GUID), the client secret never sent back and kept when left
// empty, removal, enforcement refused before a test sign-in and without a provider, and only the company's own
// admins — never another company or a partner inside it.

const CERTIFICATE = readFileSync(new URL('../../fixtures/idp-cert.pem', import.meta.url), 'utf8')

let gateway: TestGateway, acme: string, globex: string
beforeAll(async () => {
  ;[gateway, acme, globex] = await startSignedIn('admin@acme.example', 'owner@globex.example')
})
afterAll(() => gateway.close())

const call = (method: string, path: string, body?: unknown, token = acme) =>
  gateway.app.request(`/api/v1/sso/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
const messages = async (response: Response) => JSON.stringify(await response.json())

describe(`SSO settings (${backend})`, () => {
  it('saves Okta over OIDC, keeps its secret to itself, then custom SAML, and removes it', async () => {
    const empty = (await (await call('GET', 'company/cmp_acme')).json()) as SsoSettings
    expect(empty).toMatchObject({ provider: null, ssoEnforcement: false, ssoLink: null })
    expect(empty.scimUrl).toMatch(/\/scim\/v2$/)

    const missing = await call('POST', 'cmp_acme/okta', { domain: 'acme.okta.com', clientID: 'abc' })
    expect(missing.status).toBe(422)
    expect(await messages(missing)).toContain(`Client secret: ${SSO_TEXTS.required}`)
    const pathy = await call('POST', 'cmp_acme/okta', {
      domain: 'https://acme.okta.com/path',
      clientID: 'abc',
      clientSecret: 's3cret',
    })
    expect(await messages(pathy)).toContain(SSO_TEXTS.domain)

    const okta = await call('POST', 'cmp_acme/okta', {
      domain: 'acme.okta.com',
      clientID: '0oa1b2c3',
      clientSecret: 's3cret-value',
      isSaml: false,
    })
    expect(okta.status).toBe(201)
    const saved = (await okta.json()) as SsoSettings
    expect(saved).toMatchObject({
      provider: 'okta',
      clientSecretSaved: true,
      fields: { clientID: '0oa1b2c3' },
    })
    expect(JSON.stringify(saved)).not.toContain('s3cret-value')
    // The secret left empty is kept on a second save of the same provider.
    const again = await call('POST', 'cmp_acme/okta', { domain: 'acme2.okta.com', clientID: '0oa1b2c3' })
    expect(((await again.json()) as SsoSettings).clientSecretSaved).toBe(true)
    // Encrypted at rest: the row holds no trace of the secret, and the gateway's key opens it.
    const [row] = await gateway.database.db
      .select()
      .from(ssoSettings)
      .where(eq(ssoSettings.companyId, 'cmp_acme'))
    expect(row!.clientSecret).toMatch(/^v1\./)
    expect(row!.clientSecret).not.toContain('s3cret')
    expect(gateway.tokens.secrets.open(row!.clientSecret!)).toBe('s3cret-value')

    for (const certificate of [
      'not a certificate',
      '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
    ])
      expect(
        await messages(
          await call('POST', 'cmp_acme/custom_saml', {
            certificate,
            identityProviderEntityId: 'https://idp.acme.example',
            ssoUrl: 'https://idp.acme.example/sso',
          }),
        ),
      ).toContain(SSO_TEXTS.certificate)
    const saml = await call('POST', 'cmp_acme/custom_saml', {
      certificate: CERTIFICATE,
      identityProviderEntityId: 'https://idp.acme.example',
      ssoUrl: 'https://idp.acme.example/sso',
    })
    expect(saml.status).toBe(201)
    const custom = (await saml.json()) as SsoSettings
    expect(custom).toMatchObject({ provider: 'customSaml', clientSecretSaved: false })
    expect(custom.ssoLink).toMatch(/\/login\/sso$/)
    expect((await call('POST', 'cmp_acme/tenant_id', { tenantId: 'acme' })).status).toBe(422)

    const removed = (await (await call('DELETE', 'company/cmp_acme')).json()) as SsoSettings
    expect(removed).toMatchObject({ provider: null, fields: {} })
  })

  it('refuses enforcement without a provider or before a test, and other companies', async () => {
    const none = await call('PUT', 'company/cmp_acme/enforcement', { ssoEnforcementStatus: true })
    expect(await messages(none)).toContain(SSO_TEXTS.enforceNeedsProvider)
    await call('POST', 'cmp_acme/tenant_id', { tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47' })
    const untested = await call('PUT', 'company/cmp_acme/enforcement', { ssoEnforcementStatus: true })
    expect(untested.status).toBe(422)
    expect(await messages(untested)).toContain('Test sign-in')
    expect((await call('PUT', 'company/cmp_acme/enforcement', { ssoEnforcementStatus: false })).status).toBe(
      409,
    )

    expect((await call('GET', 'company/cmp_acme', undefined, globex)).status).toBe(403)
    expect((await call('DELETE', 'company/cmp_acme', undefined, globex)).status).toBe(403)
    const still = (await (await call('GET', 'company/cmp_acme')).json()) as SsoSettings
    expect(still.provider).toBe('azure')
  })
})

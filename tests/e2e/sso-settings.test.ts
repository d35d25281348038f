import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SSO_TEXTS } from '../../src/domain/sso-settings'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Settings → Single sign-on in Chromium (issue 29): Acme's admin connects a custom SAML provider (the form's
// checks first), is refused enforcement before a test sign-in, makes a SCIM token, with which a SCIM client
// creates a learner who appears in the users list and, once deactivated, leaves it; then removes the provider.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })
const CERTIFICATE = readFileSync(new URL('../fixtures/idp-cert.pem', import.meta.url), 'utf8')
const LEARNER = 'scim.learner@acme.example'

describe('single sign-on settings in Chromium', () => {
  it('connects custom SAML, refuses enforcement untested, provisions through SCIM and removes the provider', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('admin@acme.example')
    await new HomePage(page).seeSignedIn('Acme')
    await page.goto('/settings/single-sign-on')
    const provider = page.getByRole('region', { name: 'Identity provider' })
    await provider.getByText(/No identity provider is connected/).waitFor()

    await provider.getByRole('button', { name: 'Custom SAML' }).click()
    const form = page.getByRole('form', { name: 'Custom SAML' })
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => form.getByText(SSO_TEXTS.required).count()).toBe(3)
    await form.getByLabel('X.509 certificate').fill('not a certificate')
    await form.getByLabel('Identity provider entity ID').fill('https://idp.acme.example')
    await form.getByLabel('SSO URL').fill('http://idp.acme.example/sso')
    await form.getByRole('button', { name: 'Save' }).click()
    await form.getByText(SSO_TEXTS.certificate).waitFor()
    await form.getByText(SSO_TEXTS.url).waitFor()
    await form.getByLabel('X.509 certificate').fill(CERTIFICATE)
    await form.getByLabel('SSO URL').fill('https://idp.acme.example/sso')
    await form.getByRole('button', { name: 'Save' }).click()
    await page.getByText(SSO_TEXTS.added).first().waitFor()
    await provider.getByText(/Connected to Custom SAML/).waitFor()
    await provider.getByText('https://idp.acme.example', { exact: true }).waitFor()

    // No lock-outs: enforcement waits for a test sign-in.
    await page.getByText(SSO_TEXTS.enforceNeedsTest).waitFor()
    expect(await page.getByRole('switch', { name: 'Enforce SSO' }).isDisabled()).toBe(true)

    await page.getByRole('button', { name: 'Generate token' }).click()
    await page.getByText(SSO_TEXTS.tokenGenerated).first().waitFor()
    const token = await page.getByLabel('New SCIM token').inputValue()
    expect(token).toMatch(/^scim_/)
    await page.getByRole('button', { name: 'Done' }).click()
    await page.getByText(/^Generated /).waitFor()
    expect(await page.getByLabel('New SCIM token').count()).toBe(0)

    // A SCIM client (the identity provider) provisions a learner with the token.
    const scim = (method: string, path: string, body?: unknown) =>
      fetch(`${baseUrl}/scim/v2/${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/scim+json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
    const created = await scim('POST', 'Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: LEARNER,
      name: { givenName: 'Sam', familyName: 'Provisioned' },
      active: true,
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    await page.goto(`/users/all_users?search=${encodeURIComponent('scim.learner@')}`)
    await page
      .getByRole('row', { name: new RegExp(LEARNER.replace('.', '\\.')) })
      .waitFor({ timeout: 10_000 })
    const patched = await scim('PATCH', `Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { active: false } }],
    })
    expect(patched.status).toBe(200)
    await page.reload()
    await page.getByText('No users match.').waitFor({ timeout: 10_000 })
    expect((await scim('DELETE', `Users/${id}`)).status).toBe(204)

    await page.goto('/settings/single-sign-on')
    await provider.getByRole('button', { name: 'Remove' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await page.getByText(SSO_TEXTS.removed).first().waitFor()
    await provider.getByText(/No identity provider is connected/).waitFor()
  })
})

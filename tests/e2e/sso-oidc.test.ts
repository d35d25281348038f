import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SSO_ENFORCED_TEXT, SSO_TEXTS } from '../../src/domain/sso-settings'
import { startOidcProvider, type LoopbackOidc } from '../server/oidc-provider'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// OIDC single sign-on in Chromium (issue 29) against a real OpenID provider on loopback (oidc-provider): Wide
// World's admin connects it as Okta (OIDC), runs Test sign-in in a popup, sees the claims, enforces SSO, is
// refused a password sign-in, signs in through the provider, and switches enforcement off again.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })
const ADMIN = 'admin@wideworld.example'
let oidc: LoopbackOidc
beforeAll(async () => {
  // On the port the gateway was started to allow (ALLOW_PRIVATE_EGRESS).
  oidc = await startOidcProvider([`${baseUrl}/api/v1/sso/oidc/callback`], gateway().oidcPort)
})
afterAll(() => oidc.close())

describe('OIDC single sign-on in Chromium', () => {
  it('configures, tests in a popup, enforces and signs in through the provider', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn(ADMIN)
    await new HomePage(page).seeSignedIn('Wide World')
    await page.goto('/settings/single-sign-on')
    const provider = page.getByRole('region', { name: 'Identity provider' })
    await provider.getByRole('button', { name: 'Okta' }).click()
    const form = page.getByRole('form', { name: 'Okta' })
    await form.getByLabel('Domain').fill(oidc.domain)
    await form.getByLabel('Client ID').fill(oidc.clientId)
    await form.getByLabel('Client secret').fill(oidc.clientSecret)
    await form.getByRole('button', { name: 'Save' }).click()
    await page.getByText(SSO_TEXTS.added).first().waitFor()

    // Enforcement waits for a test.
    const enforce = page.getByRole('switch', { name: 'Enforce SSO' })
    expect(await enforce.isDisabled()).toBe(true)
    await page.getByText(SSO_TEXTS.enforceNeedsTest).waitFor()

    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Test sign-in' }).click()
    const popup = await popupOpened
    await popup.locator('input[name="login"]').fill(ADMIN, { timeout: 15_000 })
    await popup.locator('input[name="password"]').fill('anything')
    await popup.locator('button[type="submit"]').click()
    await popup.getByRole('heading', { name: 'Test sign-in succeeded' }).waitFor({ timeout: 15_000 })
    const result = page.getByRole('group', { name: 'Last test sign-in' })
    await result.getByText(`Test sign-in succeeded as ${ADMIN}`, { exact: false }).waitFor()
    await result.getByText(/Claims received/).click()
    await result.getByText(oidc.issuer).waitFor()
    await popup.close()

    await enforce.click()
    await page.getByText(SSO_TEXTS.enforceEnabled).first().waitFor()
    expect(await enforce.isChecked()).toBe(true)

    // A password no longer opens the console; the message points to SSO.
    const other = await session.browser().newContext({ baseURL: baseUrl })
    const fresh = await other.newPage()
    await new LoginPage(fresh).open()
    await new LoginPage(fresh).signIn(ADMIN)
    await fresh.getByText(SSO_ENFORCED_TEXT).first().waitFor({ timeout: 10_000 })
    await fresh.getByRole('link', { name: 'Login here' }).click()
    await fresh.getByLabel('Email').fill(ADMIN)
    await fresh.getByRole('button', { name: 'Continue' }).click()
    // The provider's own login page (a fresh browser has no session there).
    await fresh.locator('input[name="login"]').fill(ADMIN, { timeout: 15_000 })
    await fresh.locator('input[name="password"]').fill('anything')
    await fresh.locator('button[type="submit"]').click()
    await new HomePage(fresh).seeSignedIn('Wide World')
    await other.close()

    // Back to passwords for the rest of the suite.
    await enforce.click()
    await page.getByText(SSO_TEXTS.enforceDisabled).first().waitFor()
    await page.getByRole('button', { name: 'Remove' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await page.getByText(SSO_TEXTS.removed).first().waitFor()
  })
})

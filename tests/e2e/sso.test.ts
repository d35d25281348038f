import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { DEMO_PASSWORD } from '../../server/seed/accounts'
import { gateway } from './worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

describe('single sign-on in Chromium', () => {
  it('signs owner@globex.example in through the demo SAML identity provider; the token works once', async () => {
    const page = session.page()
    await page.goto('/login')
    await page.getByRole('link', { name: 'Log in with SSO instead' }).click()
    await page.getByRole('heading', { name: 'Log in with SSO' }).waitFor()
    await page.getByLabel('Email').fill('owner@globex.example')
    const start = page.waitForRequest((request) => request.url().includes('/api/v1/sso/start/'))
    await page.getByRole('button', { name: 'Continue' }).click()
    expect(new URL((await start).url()).searchParams.get('admin_panel')).toBe('true')
    await page.getByText('DEMO IDENTITY PROVIDER (SAML)').waitFor({ timeout: 15_000 })
    expect(new URL(page.url()).searchParams.get('SAMLRequest')).toBeTruthy()
    expect(await page.getByLabel('Email').inputValue()).toBe('owner@globex.example')
    // The token lands on /login only for a moment before the exchange replaces the URL: catch the request.
    const tokenRequest = page.waitForRequest((request) => request.url().includes('ssoToken='))
    // The provider asks for the password as a real one would; a wrong one is refused on its page.
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').waitFor()
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Continue' }).click()
    const tokenUrl = (await tokenRequest).url()
    await new HomePage(page).seeSignedIn('Globex')
    const other = await session.browser().newContext({ baseURL: gateway().baseUrl })
    const replay = await other.newPage()
    await replay.goto(tokenUrl)
    await replay.waitForURL(/\/sso_fail/, { timeout: 15_000 })
    await replay.getByText('Verification token is expired, please try again.').waitFor()
    await other.close()
  })

  it('asks an account with two-factor for its emailed code after the password', async () => {
    const page = session.page()
    await page.goto('/login/sso')
    await page.getByLabel('Email').fill('factor@globex.example')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('DEMO IDENTITY PROVIDER (SAML)').waitFor({ timeout: 15_000 })
    expect(await page.getByLabel('Email').inputValue()).toBe('factor@globex.example')
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Verification code').waitFor()
    const outbox = await page.request.get('/__dev/outbox?to=factor@globex.example')
    const { items } = (await outbox.json()) as { items: { body: string }[] }
    const code = /\b(\d{6})\b/.exec(items[0]?.body ?? '')?.[1] ?? ''
    await page.getByLabel('Verification code').fill(code)
    await page.getByRole('button', { name: 'Continue' }).click()
    await new HomePage(page).seeSignedIn('Globex')
  })

  it('tells an address without SSO that it is not connected', async () => {
    const page = session.page()
    await page.goto('/login/sso')
    await page.getByLabel('Email').fill('admin@acme.example')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page
      .getByText('This email is not connected to SSO. Please, contact your manager')
      .waitFor({ timeout: 15_000 })
    expect(await page.getByLabel('Email').inputValue()).toBe('admin@acme.example')
  })
})

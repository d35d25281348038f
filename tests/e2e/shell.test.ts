import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { LoginPage } from './pages/login.page'
import { ShellPage } from './pages/shell.page'
import { gateway } from './worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

async function signIn(email: string) {
  const login = new LoginPage(session.page())
  await login.open()
  await login.signIn(email)
}

describe('the console shell in Chromium', () => {
  it('takes admin@acme.example to every sidebar item, then folds the sidebar and remembers it', async () => {
    await signIn('admin@acme.example')
    const shell = new ShellPage(session.page())
    await shell.sidebar().waitFor({ timeout: 15_000 })
    const labels = await shell.navLinks().allTextContents()
    expect(labels.length).toBeGreaterThanOrEqual(18)
    for (const label of labels) {
      await shell.navLinks().filter({ hasText: label }).first().click()
      if (label === 'Dashboard') {
        // Acme is on Free: the dashboard item opens the upgrade dialog instead of navigating (the boost
        // warning once the licensing test has used its trial: the e2e files share one database).
        await session
          .page()
          .getByRole('dialog', { name: /Upgrade to Boost|Boost Trial Ended/ })
          .waitFor()
        await session.page().getByRole('button', { name: 'Cancel' }).click()
        continue
      }
      const heading = await shell.pageHeading()
      expect(heading, label).toBeTruthy()
      if (new URL(session.page().url()).searchParams.get('modal') === 'boost') {
        // A Boost-only report sent Free Acme to /reports, where the Boost gate opens after 1 s.
        expect(heading, label).toBe('Reports')
        const gate = session.page().getByRole('dialog')
        await gate.waitFor({ timeout: 10_000 })
        await session.page().keyboard.press('Escape')
        await gate.waitFor({ state: 'hidden' })
      }
      expect(await session.page().getByText("You don't have permission to access").count(), label).toBe(0)
    }
    const width = (expected: number) =>
      session
        .page()
        .waitForFunction(
          (w) => document.querySelector('aside[aria-label="Sidebar"]')?.getBoundingClientRect().width === w,
          expected,
          { timeout: 5000 },
        )
    await shell.fold()
    await width(88)
    await session.page().reload()
    await shell.sidebar().waitFor()
    await width(88)
    await session.page().getByRole('button', { name: 'Open sidebar' }).click()
    await width(248)
  })

  it('shows partner@northwind.example the partner portal group', async () => {
    await signIn('partner@northwind.example')
    const shell = new ShellPage(session.page())
    await shell.sidebar().waitFor({ timeout: 15_000 })
    await session.page().getByRole('button', { name: 'Partner Portal' }).waitFor()
    await shell.navLinks().filter({ hasText: 'Opportunity Forecast' }).click()
    expect(await shell.pageHeading()).toBe('Opportunity forecast')
  })

  it('keeps the partner portal from an ordinary admin, who lands on Get started', async () => {
    await signIn('admin@acme.example')
    await new ShellPage(session.page()).sidebar().waitFor({ timeout: 15_000 })
    expect(await session.page().getByRole('button', { name: 'Partner Portal' }).count()).toBe(0)
    await session.page().goto('/partner-portal/companies')
    await session.page().getByRole('heading', { name: 'Get started' }).first().waitFor()
    expect(new URL(session.page().url()).pathname).toBe('/home')
  })

  it('sends temp@acme.example to /change-password until a strong new password is set', async () => {
    await signIn('temp@acme.example')
    await session.page().waitForURL('**/change-password', { timeout: 15_000 })
    await session.page().goto('/users/all_users')
    await session.page().waitForURL('**/change-password')
    await session.page().getByLabel('New password').fill('weak')
    await session.page().getByLabel('Confirm password').fill('weak')
    await session.page().getByRole('button', { name: 'Save password' }).click()
    await session
      .page()
      .getByText(
        'Use at least 8 characters with an uppercase and a lowercase letter, a number and a special character.',
      )
      .waitFor()
    await session.page().getByLabel('New password').fill('Fresh#Start2026')
    await session.page().getByLabel('Confirm password').fill('Fresh#Start2027')
    await session.page().getByRole('button', { name: 'Save password' }).click()
    await session.page().getByText('Password is not equal.').waitFor()
    await session.page().getByLabel('Confirm password').fill('Fresh#Start2026')
    await session.page().getByRole('button', { name: 'Save password' }).click()
    await session.page().getByRole('heading', { name: 'Get started' }).first().waitFor({ timeout: 15_000 })
    await session.page().goto('/users/all_users')
    await session.page().getByRole('heading', { name: 'Users' }).first().waitFor()
  })

  it('shows the 404 page for an unknown path', async () => {
    await signIn('owner@globex.example')
    await new ShellPage(session.page()).sidebar().waitFor({ timeout: 15_000 })
    await session.page().goto('/no/such/page')
    await session.page().getByRole('heading', { name: 'Page not found' }).waitFor()
    expect(new URL(session.page().url()).pathname).toBe('/error/404')
  })

  it('shows the narrow-screen notice on a desktop-only page and the drawer navigation', async () => {
    await signIn('owner@globex.example')
    await new ShellPage(session.page()).sidebar().waitFor({ timeout: 15_000 })
    await session.page().setViewportSize({ width: 700, height: 900 })
    await session.page().goto('/calendar/preview')
    await session.page().getByText('Visit us on a larger screen to enjoy this feature.').waitFor()
    await session.page().getByRole('button', { name: 'Open navigation' }).click()
    await session
      .page()
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Policies' })
      .click()
    await session.page().getByRole('heading', { name: 'Policies' }).waitFor()
    expect(await session.page().getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0)
  })

  it('opens the purchase-success dialog from modal=purchaseComplete and lands on Get started', async () => {
    await signIn('owner@globex.example')
    await new ShellPage(session.page()).sidebar().waitFor({ timeout: 15_000 })
    await session.page().goto('/?modal=purchaseComplete')
    await session.page().getByRole('dialog', { name: 'Purchase complete' }).waitFor()
    await session.page().getByRole('button', { name: 'Done' }).click()
    await session.page().waitForURL((url) => url.pathname === '/home' && !url.search.includes('modal'))
  })
})

describe('single sign-on failure pages in Chromium', () => {
  it('shows the mapped SSO message from errorMessage or the route, and vendor troubleshooting lines from codes', async () => {
    const page = session.page()
    await page.goto('/sso_fail?errorMessage=email_is_not_connected')
    await page
      .getByText('This email is not connected to SSO. Please, contact your manager')
      .waitFor({ timeout: 15_000 })
    await page.goto('/sso_fail/no_subscription')
    await page.getByText('Invalid SSO link').waitFor()
    await page.goto('/sso_fail/acronis?code=invalid_state&code=empty_tenant_id&reason=state%20mismatch')
    await page.getByText('Your session could not be verified: try again in another browser.').waitFor()
    await page.getByText('The trial has ended: the tenant must be switched to production.').waitFor()
    await page.getByText('Details: state mismatch').waitFor()
  })
})

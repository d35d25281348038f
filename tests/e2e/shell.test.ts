import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newContext } from './browser'
import { LoginPage } from './pages/login.page'
import { ShellPage } from './pages/shell.page'

let browser: Browser
let context: BrowserContext
let page: Page
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())
beforeEach(async () => {
  await context?.close()
  context = await newContext(browser, baseUrl)
  page = await context.newPage()
})

async function signIn(email: string) {
  const login = new LoginPage(page)
  await login.open()
  await login.signIn(email)
}

describe('the console shell in Chromium', () => {
  it('takes admin@acme.example to every sidebar item, then folds the sidebar and remembers it', async () => {
    await signIn('admin@acme.example')
    const shell = new ShellPage(page)
    await shell.sidebar().waitFor({ timeout: 15_000 })
    const labels = await shell.navLinks().allTextContents()
    expect(labels.length).toBeGreaterThanOrEqual(18)
    for (const label of labels) {
      await shell.navLinks().filter({ hasText: label }).first().click()
      if (label === 'Dashboard') {
        // Acme is on Free: the dashboard item opens the upgrade dialog instead of navigating.
        await page.getByRole('dialog', { name: 'Upgrade to Boost' }).waitFor()
        await page.getByRole('button', { name: 'Cancel' }).click()
        continue
      }
      const heading = await shell.pageHeading()
      expect(heading, label).toBeTruthy()
      expect(await page.getByText("You don't have permission to access").count(), label).toBe(0)
    }
    const width = (expected: number) => page.waitForFunction((w) => document.querySelector('aside[aria-label="Sidebar"]')?.getBoundingClientRect().width === w, expected, { timeout: 5000 })
    await shell.fold()
    await width(88)
    await page.reload()
    await shell.sidebar().waitFor()
    await width(88)
    await page.getByRole('button', { name: 'Open sidebar' }).click()
    await width(248)
  })

  it('shows partner@northwind.example the partner portal group', async () => {
    await signIn('partner@northwind.example')
    const shell = new ShellPage(page)
    await shell.sidebar().waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Partner Portal' }).waitFor()
    await shell.navLinks().filter({ hasText: 'Opportunity Forecast' }).click()
    expect(await shell.pageHeading()).toBe('Opportunity forecast')
  })

  it('keeps the partner portal from an ordinary admin, who lands on Get started', async () => {
    await signIn('admin@acme.example')
    await new ShellPage(page).sidebar().waitFor({ timeout: 15_000 })
    expect(await page.getByRole('button', { name: 'Partner Portal' }).count()).toBe(0)
    await page.goto('/partner-portal/companies')
    await page.getByRole('heading', { name: 'Get started' }).first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/home')
  })

  it('sends temp@acme.example to /change-password until a strong new password is set', async () => {
    await signIn('temp@acme.example')
    await page.waitForURL('**/change-password', { timeout: 15_000 })
    await page.goto('/users/all_users')
    await page.waitForURL('**/change-password')
    await page.getByLabel('New password').fill('weak')
    await page.getByLabel('Confirm password').fill('weak')
    await page.getByRole('button', { name: 'Save password' }).click()
    await page.getByText('Use at least 8 characters with an uppercase and a lowercase letter, a number and a special character.').waitFor()
    await page.getByLabel('New password').fill('Fresh#Start2026')
    await page.getByLabel('Confirm password').fill('Fresh#Start2027')
    await page.getByRole('button', { name: 'Save password' }).click()
    await page.getByText('Password is not equal.').waitFor()
    await page.getByLabel('Confirm password').fill('Fresh#Start2026')
    await page.getByRole('button', { name: 'Save password' }).click()
    await page.getByRole('heading', { name: 'Get started' }).first().waitFor({ timeout: 15_000 })
    await page.goto('/users/all_users')
    await page.getByRole('heading', { name: 'Users' }).first().waitFor()
  })

  it('shows the 404 page for an unknown path', async () => {
    await signIn('owner@globex.example')
    await new ShellPage(page).sidebar().waitFor({ timeout: 15_000 })
    await page.goto('/no/such/page')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/error/404')
  })

  it('shows the narrow-screen notice on a desktop-only page and the drawer navigation', async () => {
    await signIn('owner@globex.example')
    await new ShellPage(page).sidebar().waitFor({ timeout: 15_000 })
    await page.setViewportSize({ width: 700, height: 900 })
    await page.goto('/calendar/preview')
    await page.getByText('Visit us on a larger screen to enjoy this feature.').waitFor()
    await page.getByRole('button', { name: 'Open navigation' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Policies' }).click()
    await page.getByRole('heading', { name: 'Policies' }).waitFor()
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0)
  })

  it('opens the purchase-success dialog from modal=purchaseComplete and lands on Get started', async () => {
    await signIn('owner@globex.example')
    await new ShellPage(page).sidebar().waitFor({ timeout: 15_000 })
    await page.goto('/?modal=purchaseComplete')
    await page.getByRole('dialog', { name: 'Purchase complete' }).waitFor()
    await page.getByRole('button', { name: 'Done' }).click()
    await page.waitForURL((url) => url.pathname === '/home' && !url.search.includes('modal'))
  })
})

import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

let browser: Browser
const baseUrl = gateway().baseUrl

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/__dev/outbox?to=${encodeURIComponent(email)}`)
  const { items } = (await response.json()) as { items: { body: string; kind: string }[] }
  const mail = items.find((item) => item.kind === 'mfa-code')
  return /(\d{6})/.exec(mail?.body ?? '')?.[1] ?? ''
}

async function toCodeStep(page: Page, email: string) {
  const login = new LoginPage(page)
  await login.open()
  await login.signIn(email)
  await page.getByText('An email code was sent').waitFor({ timeout: 15_000 })
  await page.getByLabel('Code', { exact: true }).waitFor()
}

describe('two-factor sign-in in Chromium', () => {
  let context: BrowserContext

  it('signs mfa@globex.example in with the code from the outbox', async () => {
    context = await newContext(browser, baseUrl)
    const page = await context.newPage()
    await toCodeStep(page, 'mfa@globex.example')
    await page.getByLabel('Code', { exact: true }).fill('12ab')
    await page.getByText('The code must be 6 digits.').waitFor()
    expect(await page.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true)
    const code = await latestCode('mfa@globex.example')
    await page.getByLabel('Code', { exact: true }).fill(`${code.slice(0, 3)} ${code.slice(3)}`)
    await page.getByRole('button', { name: 'Verify' }).click()
    await new HomePage(page).seeSignedIn('Globex')
    await context.close()
  })

  it('locks the account after five wrong codes, across a reload and a new browser context', async () => {
    context = await newContext(browser, baseUrl)
    const page = await context.newPage()
    await toCodeStep(page, 'mfa@globex.example')
    const right = await latestCode('mfa@globex.example')
    const wrong = right === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await page.getByLabel('Code', { exact: true }).fill(wrong)
      await page.getByRole('button', { name: 'Verify' }).click()
      await page.getByText(`The code is incorrect. ${5 - attempt} attempt`).waitFor()
    }
    await page.getByLabel('Code', { exact: true }).fill(wrong)
    await page.getByRole('button', { name: 'Verify' }).click()
    await page
      .getByRole('alert')
      .getByText('The number of attempts has been exhausted. Please try again in 10 minutes.')
      .waitFor()
    expect(await page.getByLabel('Code', { exact: true }).count()).toBe(0)
    await page.reload()
    const login = new LoginPage(page)
    await login.open()
    await login.signIn('mfa@globex.example')
    await page
      .getByRole('alert')
      .getByText('The number of attempts has been exhausted. Please try again in 10 minutes.')
      .waitFor({ timeout: 15_000 })
    await context.close()
    const fresh = await newContext(browser, baseUrl)
    const other = await fresh.newPage()
    const again = new LoginPage(other)
    await again.open()
    await again.signIn('mfa@globex.example')
    await other
      .getByRole('alert')
      .getByText('The number of attempts has been exhausted. Please try again in 10 minutes.')
      .waitFor({ timeout: 15_000 })
    await other.getByRole('button', { name: 'Back to Login' }).click()
    await other.getByRole('button', { name: 'Log in' }).waitFor()
    await fresh.close()
  })
})

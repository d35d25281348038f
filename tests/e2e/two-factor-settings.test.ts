import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: false })
const EMAIL = 'sub@fabrikam.example'

let used = ''

/** The newest code mailed to the account, waiting for a new one: on a loaded machine the mail can land after the field shows. */
async function latestCode(page: Page): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const response = await page.request.get(`/__dev/outbox?to=${EMAIL}`)
    const { items } = (await response.json()) as { items: { body: string; kind: string }[] }
    const code = /(\d{6})/.exec(items.find((mail) => mail.kind === 'mfa-code')?.body ?? '')?.[1] ?? ''
    if (code && code !== used) return (used = code)
    await page.waitForTimeout(200)
  }
  throw new Error(`No new code was mailed to ${EMAIL}`)
}

async function confirmWithCode(page: Page) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Password', { exact: true }).fill('Awareness#2026')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByLabel('Code', { exact: true }).waitFor({ timeout: 10_000 })
  await dialog.getByLabel('Code', { exact: true }).fill(await latestCode(page))
  await dialog.getByRole('button', { name: 'Verify' }).click()
}

describe('two-factor settings in Chromium', () => {
  it('turns two-factor on with password and code; the next sign-in asks for a code; then turns it off', async () => {
    const page = session.page()
    const login = new LoginPage(page)
    await login.open()
    await login.signIn(EMAIL)
    await new HomePage(page).seeSignedIn('Fabrikam')
    await page.goto('/settings/general')
    const card = page.getByRole('region', { name: /Two-Factor Authentication/ })
    await card.getByText('Off', { exact: true }).waitFor({ timeout: 10_000 })

    // A wrong password is answered in the dialog and nothing changes.
    await card.getByRole('button', { name: 'Enable' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enable Two-Factor Authentication' })
    await dialog.getByLabel('Password', { exact: true }).fill('not-my-password')
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByText('Invalid login credentials').waitFor({ timeout: 10_000 })

    await confirmWithCode(page)
    await page.getByText('Two-Factor Authentication was enabled').waitFor({ timeout: 10_000 })
    await card.getByText('On', { exact: true }).waitFor()

    await new HomePage(page).signOut()
    await login.signIn(EMAIL)
    await page.getByLabel('Code', { exact: true }).waitFor({ timeout: 10_000 })
    await page.getByLabel('Code', { exact: true }).fill(await latestCode(page))
    await page.getByRole('button', { name: 'Verify' }).click()
    await new HomePage(page).seeSignedIn('Fabrikam')

    await page.goto('/settings/general')
    await card.getByRole('button', { name: 'Disable' }).click()
    await confirmWithCode(page)
    await page.getByText('Two-Factor Authentication was disabled').waitFor({ timeout: 10_000 })
    await card.getByText('Off', { exact: true }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
  })
})

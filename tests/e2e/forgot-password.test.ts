import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Forgot password in Chromium (issue 24): from /login to the mail in the outbox, the link, a new password,
// and a sign-in with it. A seeded Acme learner, which no other e2e file uses.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: true })
const EMAIL = 'aria.fischer@acme.example'
const NEW_PASSWORD = 'Harbour#Lantern-2041'

async function latestResetLink(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/__dev/outbox?to=${encodeURIComponent(email)}`)
  const { items } = (await response.json()) as { items: { kind: string; body: string }[] }
  const mail = items.find((item) => item.kind === 'password-reset')
  const link = mail ? /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(mail.body)?.[0] : undefined
  if (!link) throw new Error('no reset mail')
  return link
}

describe('forgot password in Chromium', () => {
  it('mails a one-time link that sets a new password', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
    await page.getByLabel('Email').fill(`  ${EMAIL.toUpperCase()} `)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByRole('heading', { name: 'Check your email' }).waitFor()
    await page.getByText(`If an account exists for ${EMAIL.toUpperCase()}`).waitFor()

    // An address without an account reads exactly the same.
    await page.getByRole('button', { name: 'Use another address' }).click()
    await page.getByLabel('Email').fill('nobody-here@acme.example')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByText('If an account exists for nobody-here@acme.example').waitFor()

    const link = await latestResetLink(EMAIL)
    const path = link.slice(link.indexOf('/reset-password'))
    await page.goto(path)
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor()
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Save new password' }).click()
    await page.getByRole('heading', { name: 'Password changed' }).waitFor()

    // Outside the browser: its cookie jar must stay signed out for the guest pages below.
    const signIn = await fetch(`${baseUrl}/identity/v1/accounts/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: NEW_PASSWORD }),
    })
    expect(signIn.status).toBe(200)

    // The same link a second time: spent.
    await page.goto('/login')
    await page.goto(path)
    await page.getByLabel('New password', { exact: true }).fill('Another#Lantern-2042')
    await page.getByLabel('Confirm password', { exact: true }).fill('Another#Lantern-2042')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await page.getByRole('heading', { name: 'This link no longer works' }).waitFor()
    await page.getByRole('link', { name: 'Send a new link' }).click()
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
  })

  it('refuses a link without a token before anything is typed', async () => {
    const page = session.page()
    await page.goto('/reset-password')
    await page.getByRole('heading', { name: 'This link no longer works' }).waitFor()
  })
})

import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { gateway } from './worker-gateway'

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: true })

async function magicLinkFor(email: string, companyId: string): Promise<string> {
  const signIn = await fetch(`${baseUrl}/identity/v1/accounts/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Awareness#2026' }),
  })
  const { idToken } = (await signIn.json()) as { idToken: string }
  const link = await fetch(`${baseUrl}/api/v1/auth/company/${companyId}/magic_link?platformType=admin`, {
    headers: { Authorization: `Bearer ${idToken}` },
  })
  return ((await link.json()) as { verificationToken: string }).verificationToken
}

describe('magic links in Chromium', () => {
  it('signs in from a magic link with redirectTo=users and lands on /users/all_users; the link works once', async () => {
    const token = await magicLinkFor('owner@globex.example', 'cmp_globex')
    const page = session.page()
    await page.goto(`/login?magicLinkVerificationToken=${token}&redirectTo=users`)
    await page.waitForURL('**/users/all_users', { timeout: 15_000 })
    await page.getByRole('heading', { name: 'Users' }).first().waitFor()
    const second = await session.browser().newContext({ baseURL: baseUrl })
    const again = await second.newPage()
    await again.goto(`/login?magicLinkVerificationToken=${token}&redirectTo=users`)
    await again
      .getByText('This sign-in link has expired or was already used. Please sign in again.')
      .waitFor({ timeout: 15_000 })
    expect(new URL(again.url()).pathname).toBe('/login')
    await second.close()
  })
})

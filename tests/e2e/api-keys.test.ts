import { describe, expect, inject, it } from 'vitest'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'

// Settings → Integration → API keys (issue 32): a key made in the console, shown once, reads the company's users
// through the public API from the Authorization header, and stops working once revoked.

const session = browserPerFile(inject('baseUrl'), { freshPage: true })

describe('API keys in Chromium', () => {
  it('creates a key, calls the public API with it, and revokes it', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('admin@acme.example')
    await new HomePage(page).seeSignedIn('Acme')
    await page.goto('/settings/integration')
    await page.getByRole('heading', { name: 'API keys' }).waitFor({ timeout: 15_000 })
    await page.getByText('No API keys yet.').waitFor({ timeout: 10_000 })

    await page.getByRole('button', { name: 'New API key' }).click()
    const create = page.getByRole('dialog', { name: 'New API key' })
    await create.getByRole('button', { name: 'Create key' }).click()
    await create.getByText('Please name the key.').waitFor()
    await create.getByLabel('Key name').fill('HR sync')
    await create.getByRole('button', { name: 'Create key' }).click()
    const shown = page.getByRole('dialog', { name: 'Your new API key' })
    await shown.getByText('Copy the key now: it is shown only this once.').waitFor({ timeout: 10_000 })
    const key = (await shown.getByLabel('API key').textContent())!.trim()
    expect(key).toMatch(/^ak_/)
    await shown.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: 'Revoke HR sync' }).waitFor()
    expect(await page.getByText(key).count()).toBe(0)

    const read = () =>
      page.request.get('/public/api/v1/users?limit=5', { headers: { Authorization: `Bearer ${key}` } })
    const answer = await read()
    expect(answer.status()).toBe(200)
    const body = (await answer.json()) as { data: { email: string }[]; nextCursor: string | null }
    expect(body.data).toHaveLength(5)
    expect(body.data.every((user) => user.email.endsWith('@acme.example'))).toBe(true)
    expect(body.nextCursor).not.toBeNull()
    await page.reload()
    await page.getByText(/last used/).waitFor({ timeout: 10_000 })

    await page.getByRole('button', { name: 'Revoke HR sync' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Revoke "HR sync"?' })
    await confirm.getByRole('button', { name: 'Revoke' }).click()
    await page.getByText('The API key was revoked.').waitFor({ timeout: 10_000 })
    expect((await read()).status()).toBe(401)
  })
})

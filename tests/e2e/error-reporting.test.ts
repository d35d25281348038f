import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Error reporting in Chromium (000 §8, issue 24): an uncaught error reaches the gateway's log (no DSN is
// configured in this build); ResizeObserver noise does not; platform staff read the log.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: true })

describe('error reporting in Chromium', () => {
  it('sends an uncaught error to the log and leaves the noise out', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    const marker = `e2e-${Date.now()}`
    // The report that carries the marker, answered: the noise, thrown first, would have gone before it.
    const posted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/client_errors') &&
        (response.request().postData() ?? '').includes(marker),
    )
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error('ResizeObserver loop completed with undelivered notifications.')
      })
      setTimeout(() => {
        throw new Error(text)
      }, 50)
    }, marker)
    expect((await posted).ok()).toBe(true)

    await new LoginPage(page).signIn('support@platform.example')
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 })
    const messages = await page.evaluate(async () => {
      // The session's identity token, read the way the console reads it: through a fresh refresh.
      const token = (
        (await (await fetch('/identity/v1/token', { method: 'POST' })).json()) as { idToken: string }
      ).idToken
      const response = await fetch('/api/v1/client_errors', { headers: { Authorization: `Bearer ${token}` } })
      return ((await response.json()) as { data: { message: string }[] }).data.map((row) => row.message)
    })
    expect(messages).toContain(`Error: ${marker}`)
    expect(messages.some((message) => message.includes('ResizeObserver'))).toBe(false)
    // Staff read the same log in the console, from the sidebar (issue 24).
    await page.getByRole('link', { name: 'Client errors' }).click()
    await page.waitForURL(/\/client-errors$/)
    await page
      .getByRole('table', { name: 'Client errors' })
      .getByText(`Error: ${marker}`, { exact: true })
      .waitFor({ timeout: 10_000 })
  })
})

import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Issue 66: /login is served with its form in the HTML (drawn at build time from the same components), paints
// before its script, and the script takes the drawn form over (hydration) without losing what was typed.

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

describe('the prerendered sign-in page', () => {
  it('serves the form in the HTML to a visitor with no session, and not to a link that carries a token', async () => {
    const plain = await (await fetch(`${gateway().baseUrl}/login`)).text()
    expect(plain).toContain('id="console-prerendered"')
    expect(plain).toMatch(/<form[^>]*aria-label="Log in"/)
    expect(plain).toContain('Log in to your account')
    const withToken = await (await fetch(`${gateway().baseUrl}/login?token=abc`)).text()
    expect(withToken).not.toContain('console-prerendered')
    expect(withToken).toContain('<div id="root"></div>')
  })

  it('keeps what was typed before the script ran, hydrates without a mismatch and signs in', async () => {
    const page = session.page()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      if (/hydrat|did not match/i.test(message.text())) problems.push(message.text())
    })
    // The console's code arrives late: the page must already be a form a visitor can type into.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.goto('/login', { waitUntil: 'commit' })
    await page.getByLabel('Email').fill('admin@acme.example')
    expect(
      await page.evaluate(() =>
        Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
      ),
    ).toBe(false)
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
    )
    await page.unroute('**/assets/*.js')
    const login = new LoginPage(page)
    await login.seeFieldValue('Email', 'admin@acme.example')
    await page.getByLabel('Password').fill('Awareness#2026')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/home')
    expect(problems).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { signInByCall } from './pages/login.page'
import { gateway } from './worker-gateway'

// Issue 66: /login is served with its form in the HTML (drawn at build time from the same components), paints
// before its script, and the script takes the drawn form over (hydration) without losing what was typed.

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

describe('the prerendered sign-in page', () => {
  it('serves the form in the HTML to a visitor with no session, and not to a link that carries a token', async () => {
    const plain = await (await fetch(`${gateway().baseUrl}/login`)).text()
    // Its own script, not the console's (src/login-main.tsx).
    expect(plain).toMatch(/<script type="module" crossorigin src="\/assets\/sign-in-[\w-]+\.js">/)
    expect(plain).toMatch(/<form[^>]*aria-label="Log in"/)
    expect(plain).toContain('Log in to your account')
    // Sent before the script took over, the form posts (no password in an address) and gets the page again.
    expect(plain).toMatch(/<form[^>]*method="post"/)
    const posted = await fetch(`${gateway().baseUrl}/login`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'admin@acme.example', password: 'Awareness#2026' }),
      redirect: 'manual',
    })
    expect(posted.status).toBe(303)
    expect(posted.headers.get('location')).toBe('/login')
    const withToken = await (await fetch(`${gateway().baseUrl}/login?token=abc`)).text()
    expect(withToken).not.toMatch(/src="\/assets\/sign-in-/)
    expect(withToken).toContain('<div id="root"></div>')
  })

  it('holds a sign-in sent before the script ran and sends it, with what was typed, once hydrated', async () => {
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
    await page.getByLabel('Password').fill('Awareness#2026')
    // Sent before the script: the page's first script holds it, nothing is posted, the address stays clean.
    await page.getByRole('button', { name: 'Log in' }).click()
    const containerKey = () =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer'))
    expect(await page.evaluate(containerKey)).toBe(false)
    expect(new URL(page.url()).search).toBe('')
    // Taken over, the console sends the held form with what was typed, and signs in.
    await page.waitForURL((url) => url.pathname === '/home', { timeout: 20_000 })
    expect(problems).toEqual([])
  })

  it('sends someone whose session the gateway could not see (a link from another site) where signing in would', async () => {
    const page = session.page()
    await signInByCall(page, 'admin@acme.example')
    // The page itself asked without the cookie, as a SameSite=Strict cookie is left off a link from another site.
    await page.route('**/login', (route) => {
      const { cookie: _cookie, ...headers } = route.request().headers()
      return route.continue({ headers })
    })
    await page.goto('/login')
    await page.waitForURL((url) => url.pathname === '/home', { timeout: 20_000 })
  })
})

// Exported from the visualizer: flow login, journey "Reaches signedIn".
// Calls answer from the real gateway unless the path makes them fail. Save as tests/e2e/exported/<name>.test.ts.
import { describe, it } from 'vitest'
import { browserPerFile } from '../browser'
import { gateway } from '../worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

describe('Password sign-in', () => {
  it('Reaches signedIn', async () => {
    const page = session.page()
    await page.goto('/login')
    await page.getByRole('heading', { name: 'Log in to your account', exact: true }).first().waitFor()
    await page.getByRole('button', { name: 'Log in', exact: true }).first().waitFor()
    // login.submit (email: "admin@acme.example", password: "Awareness#2026") → validating
    await page
      .getByRole('form', { name: 'Log in' })
      .getByLabel('Email', { exact: true })
      .fill('admin@acme.example')
    await page
      .getByRole('form', { name: 'Log in' })
      .getByLabel('Password', { exact: true })
      .fill('Awareness#2026')
    await page
      .getByRole('form', { name: 'Log in' })
      .getByRole('button', { name: 'Log in', exact: true })
      .click()
    // validateLogin succeeded → signingIn
    // signInWithPassword succeeded → checkingAccess
    // fetchUser succeeded → signedIn
    await page.waitForURL((url) => url.pathname === '/home')
  })
})

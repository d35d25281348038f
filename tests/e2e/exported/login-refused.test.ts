// Exported from the visualizer: flow login, journey "validateLogin fails → editing".
// Calls answer from the real gateway unless the path makes them fail. Save as tests/e2e/exported/<name>.test.ts.
import { describe, it } from 'vitest'
import { browserPerFile } from '../browser'
import { gateway } from '../worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

describe('Password sign-in', () => {
  it('validateLogin fails → editing', async () => {
    const page = session.page()
    await page.goto('/login')
    await page.getByRole('heading', { name: 'Log in to your account', exact: true }).first().waitFor()
    await page.getByRole('button', { name: 'Log in', exact: true }).first().waitFor()
    // validateLogin fails as this path says
    await page.route(
      '**/api/v1/user/login/validate',
      (route) =>
        route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'auth/invalid-credential',
              message: 'Invalid login credentials',
              details: [{ code: 'auth/invalid-credential', description: 'Invalid login credentials' }],
            },
          },
        }),
      { times: 1 },
    )
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
    // validateLogin failed → editing
    await page.getByRole('heading', { name: 'Log in to your account', exact: true }).first().waitFor()
    await page.getByRole('button', { name: 'Log in', exact: true }).first().waitFor()
    await page.getByText('Invalid login credentials', { exact: true }).first().waitFor()
  })
})

import { expect } from 'vitest'
import type { Page } from 'playwright-core'

export const DEMO_PASSWORD = 'Awareness#2026'

/** The /login page as a user meets it: fields by label, the button by name, messages by text. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(path = '/login') {
    await this.page.goto(path)
    await this.page.getByRole('heading', { name: 'Log in to your account' }).waitFor()
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('Email').fill(email)
    await this.page.getByLabel('Password').fill(password)
    await this.page.getByRole('button', { name: 'Log in' }).click()
  }

  async seeMessage(text: string) {
    await this.page.getByText(text, { exact: true }).waitFor({ timeout: 10_000 })
  }

  async seeFieldValue(label: string, value: string) {
    expect(await this.page.getByLabel(label).inputValue()).toBe(value)
  }
}

/**
 * A session without the sign-in form, for tests whose subject is elsewhere: the password sign-in call the form
 * makes, from the page's own context, whose cookie jar keeps the refresh cookie; the next page the test opens is
 * signed in. The form's own behaviour is login.test.ts's and the two-factor tests'.
 */
export async function signInByCall(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/identity/v1/accounts/sign-in', { data: { email, password } })
  if (!response.ok())
    throw new Error(`sign-in of ${email} refused: ${response.status()} ${await response.text()}`)
}

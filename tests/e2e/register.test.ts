import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: true })
const PASSWORD = 'Str0ng&Secret'

describe('registration in Chromium', () => {
  it('a new company registers, verifies its e-mail from the outbox link and signs in', async () => {
    const page = session.page()
    await page.goto('/login')
    await page.getByRole('link', { name: 'Create an account' }).click()
    await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 10_000 })

    // Submitting empty shows the spec's messages and sends nothing.
    await page.getByRole('button', { name: 'Create account' }).click()
    for (const text of [
      'Please add your first name.',
      'Please add your last name.',
      'Please add your company name.',
      'Please select your country.',
      'Please select industry your company working on.',
      'Please select your company size.',
      'Field is required',
    ])
      await page.getByText(text, { exact: true }).waitFor()

    await page.getByLabel('First name').fill('Ursula')
    await page.getByLabel('Last name').fill('Umbrella')
    await page.getByLabel('Work email').fill('founder@umbrella.example')
    await page.getByLabel('Company name').fill('Globex')
    await page.getByLabel('Phone number').fill('12-34')
    await page.getByLabel('Country').selectOption({ label: 'Germany' })
    await page.getByLabel('Industry').selectOption('it')
    await page.getByLabel('Company size').selectOption('51-200')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(`${PASSWORD}!`)
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByText('Phone number is invalid.').waitFor()
    await page.getByText('Password is not equal.').waitFor()

    await page.getByLabel('Phone number').fill('+49 555 123 4567')
    await page.getByLabel('Confirm password').fill(PASSWORD)
    // An address with an account already (GET /user/user_by_email): said on its field first.
    await page.getByLabel('Work email').fill('owner@globex.example')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page
      .getByText('The email address is already in use by another account.')
      .waitFor({ timeout: 10_000 })
    await page.getByLabel('Work email').fill('founder@umbrella.example')
    await page.getByRole('button', { name: 'Create account' }).click()
    // The name is taken: the company check answers and every typed value stays.
    await page.getByText('A company with this name is already registered.').waitFor({ timeout: 10_000 })
    expect(await page.getByLabel('Work email').inputValue()).toBe('founder@umbrella.example')

    await page.getByLabel('Company name').fill('Umbrella Labs')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor({ timeout: 15_000 })

    const outbox = await page.request.get('/__dev/outbox?to=founder@umbrella.example')
    const { items } = (await outbox.json()) as { items: { body: string }[] }
    const link = /\/identity\/v1\/verify-email\?token=[\w-]+/.exec(items[0]?.body ?? '')?.[0]
    expect(link).toBeTruthy()
    await page.goto(link!)
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor({ timeout: 10_000 })

    await new LoginPage(page).signIn('founder@umbrella.example', PASSWORD)
    // Sign-up asks for no consent, so the first sign-in asks for the Policy Agreement.
    const policy = page.getByRole('dialog', { name: 'Policy Agreement' })
    await policy.waitFor({ timeout: 15_000 })
    await policy.getByRole('button', { name: 'I Agree' }).click()
    await policy.waitFor({ state: 'hidden', timeout: 10_000 })
    await new HomePage(page).seeSignedIn('Umbrella Labs')
    // Verified: no verify-email banner.
    expect(await page.getByText('Verify your email', { exact: false }).count()).toBe(0)

    // A new company starts on get-started: Annual Training first, then inviting users.
    await page.getByRole('heading', { name: 'Start your first security awareness training' }).waitFor({
      timeout: 10_000,
    })
    await page.getByRole('button', { name: 'Start training' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Starting Campaign' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Start training' }).click()
    await confirm.getByRole('button', { name: 'Start' }).click()
    await page.getByText('Training started successfully!').waitFor({ timeout: 10_000 })
    await page.getByRole('heading', { name: 'Your training is running: now invite your users' }).waitFor()
    await page.getByRole('button', { name: 'Invite users' }).click()
    await page.getByRole('dialog', { name: 'Add New Users' }).waitFor({ timeout: 10_000 })
    expect(new URL(page.url()).pathname).toBe('/users/all_users')
  })
})

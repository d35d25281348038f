import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage, signInByCall } from './pages/login.page'
import { gateway } from './worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

describe('plans in Chromium', () => {
  it('admin@acme.example starts the trial, buys 50 seats through the local checkout, then downgrades after the preview', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('admin@acme.example')
    await new HomePage(page).seeSignedIn('Acme Corp')

    // A Boost-only report sends a Free company to /reports, where the gate offers the trial after 1 s.
    const opened = Date.now()
    await page.goto(new URL('/general-report', page.url()).href)
    await page.waitForURL(/\/reports\?modal=boost$/)
    const gate = page.getByRole('dialog', { name: 'Try Boost free for 14 days' })
    await gate.waitFor({ timeout: 10_000 })
    expect(Date.now() - opened).toBeGreaterThanOrEqual(1_000)
    await gate.getByRole('button', { name: 'Not now' }).click()
    await page.waitForURL(/\/reports$/)

    await page.getByRole('link', { name: 'A 14-DAY BOOST TRIAL' }).click()
    await page.waitForURL(/\/licensing/)
    const trial = page.getByRole('dialog', { name: 'Try Boost free for 14 days' })
    await trial.getByRole('button', { name: 'Start trial' }).click()
    await page.getByText('Trial period was activated').waitFor({ timeout: 20_000 })
    // The session follows: the trial button is gone and the trial banner is up, without a reload.
    await page
      .getByRole('status')
      .filter({ hasText: /Your Boost trial ends on/ })
      .getByRole('link', { name: 'Upgrade Now' })
      .waitFor()
    expect(await page.getByRole('link', { name: 'A 14-DAY BOOST TRIAL' }).count()).toBe(0)

    const form = page.getByRole('form', { name: 'Purchase' })
    const users = form.getByLabel('Number of Users', { exact: true })
    await users.fill('10')
    await form.getByText('Number of Users must be greater than or equal to 50.').waitFor()
    expect(await form.getByRole('button', { name: 'Upgrade to Boost' }).isDisabled()).toBe(true)
    await form.getByRole('button', { name: 'Increase by 50' }).click()
    expect(await users.inputValue()).toBe('60')
    await form.getByRole('button', { name: 'Decrease by 50' }).click()
    expect(await users.inputValue()).toBe('50')
    await form.getByLabel(/Coupon/).fill('NOPE')
    await form.getByRole('button', { name: 'Apply' }).click()
    await form.getByText('This coupon code does not exist.').waitFor({ timeout: 5_000 })
    expect(await form.getByLabel(/Coupon/).inputValue()).toBe('NOPE')
    await form.getByText('$3.00').waitFor()
    await form.getByText('$1,800.00').waitFor()
    // The term is said before paying.
    await page.getByText(/^Boost runs for 12 months from payment, until \w+ \d+, \d{4}\.$/).waitFor()

    // A cancelled checkout comes back with what was typed.
    await form.getByRole('button', { name: 'Upgrade to Boost' }).click()
    await page.waitForURL(/\/billing\/api\/v1\/checkout\//, { timeout: 10_000 })
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page
      .getByText('The checkout was cancelled; nothing was charged.', { exact: false })
      .waitFor({ timeout: 15_000 })
    expect(
      await page
        .getByRole('form', { name: 'Purchase' })
        .getByLabel('Number of Users', { exact: true })
        .inputValue(),
    ).toBe('50')

    await page
      .getByRole('form', { name: 'Purchase' })
      .getByRole('button', { name: 'Upgrade to Boost' })
      .click()
    await page.waitForURL(/\/billing\/api\/v1\/checkout\//, { timeout: 10_000 })
    await page.getByRole('button', { name: /Pay \$1,800\.00/ }).click()
    const success = page.getByRole('dialog', { name: 'Welcome to Boost!' })
    await success.waitFor({ timeout: 15_000 })
    await success.getByRole('button', { name: 'Close' }).click()
    const plan = page.getByRole('region', { name: 'Your plan' })
    await plan.getByText('Boost', { exact: true }).waitFor({ timeout: 10_000 })
    expect(await plan.textContent()).toMatch(/Seats\d+ of 50 paid seats in use/)
    await page.getByRole('link', { name: 'Billing history' }).click()
    const paidRow = page.getByRole('row', { name: /Boost, 50 users.*Paid/ })
    await paidRow.waitFor({ timeout: 10_000 })
    await page.getByRole('row', { name: /Boost, 50 users.*Void/ }).waitFor()
    // The paid checkout's invoice downloads as a PDF; the void one has none.
    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      paidRow.getByRole('button', { name: /^Download invoice INV-\w+ \(PDF\)$/ }).click(),
    ])
    expect(invoice.suggestedFilename()).toMatch(/^INV-\w+\.pdf$/)
    const bytes = await readFile((await invoice.path())!)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(
      await page
        .getByRole('row', { name: /Boost, 50 users.*Void/ })
        .getByRole('button')
        .count(),
    ).toBe(0)
    await page.goBack()
    await plan.waitFor({ timeout: 10_000 })
    // The customer portal (the gateway's stand-in) shows the plan and the invoice, and leads back.
    await plan.getByRole('button', { name: 'Customer portal' }).click()
    await page.waitForURL(/\/billing\/api\/v1\/portal\//, { timeout: 10_000 })
    await page.getByText(/Boost, 50 seats/).waitFor()
    await page.getByRole('link', { name: 'Return to Licensing' }).click()
    await plan.waitFor({ timeout: 10_000 })
    // On Boost the guard lets the report through.
    await page.goto(new URL('/general-report', page.url()).href)
    await page.getByRole('heading', { name: 'General report' }).first().waitFor({ timeout: 10_000 })
    expect(new URL(page.url()).pathname).toBe('/general-report')
    await page.goto(new URL('/licensing', page.url()).href)
    await plan.waitFor({ timeout: 10_000 })

    await page.getByRole('button', { name: 'Downgrade to Free' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Downgrade to Free?' })
    await confirm.getByRole('region', { name: 'What the downgrade pauses' }).waitFor({ timeout: 10_000 })
    await confirm.getByRole('button', { name: 'Keep Boost' }).click()
    await confirm.waitFor({ state: 'hidden' })
    // Contact Us opens Contact Sales: the phone is required, then the request and the quote form go out.
    await page.getByRole('button', { name: 'Downgrade to Free' }).click()
    await confirm.getByRole('button', { name: 'Contact Us' }).click()
    const contact = page.getByRole('dialog', { name: 'Contact Sales' })
    expect(await contact.getByLabel('Number of Users').inputValue()).toBe('100')
    await contact.getByRole('button', { name: 'Send' }).click()
    await contact.getByText('Phone Number is required').waitFor()
    await contact.getByLabel('Phone Number').fill('+1 555 010 0199')
    await contact.getByLabel('Message (optional)').fill('We are growing to 300 people.')
    await contact.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Thanks for your inquiry! We will contact you shortly!').waitFor({ timeout: 10_000 })
    const outbox = await page.request.get('/__dev/outbox?to=sales@awareness.example')
    const { items } = (await outbox.json()) as { items: { kind: string }[] }
    expect(items.map((item) => item.kind)).toEqual(expect.arrayContaining(['sales-request', 'quote-form']))
    await page.getByRole('button', { name: 'Downgrade to Free' }).click()
    await confirm.getByRole('button', { name: 'Continue to Free' }).click()
    const downgraded = page.getByRole('dialog', { name: 'Downgraded' })
    await downgraded.waitFor({ timeout: 10_000 })
    await downgraded.getByRole('button', { name: 'Close' }).click()
    await plan.getByLabel('Subscription').getByText('Free', { exact: true }).waitFor({ timeout: 10_000 })

    // Back on Free with the trial used: the gate opens the upgrade dialog, which leads to the purchase form.
    await page.goto(new URL('/reports-training', page.url()).href)
    await page.waitForURL(/\/reports\?modal=boost$/)
    const upgrade = page.getByRole('dialog', { name: /Boost Trial Ended|Trial Ends in/ })
    await upgrade.waitFor({ timeout: 10_000 })
    await upgrade.getByRole('button', { name: 'Upgrade Now' }).click()
    await page.waitForURL(/\/licensing/)
    await page.getByRole('form', { name: 'Purchase' }).first().waitFor({ timeout: 10_000 })
  })

  it('partner@northwind.example reads its wallet and what it gave its customers, with no plan to downgrade', async () => {
    const page = session.page()
    await signInByCall(page, 'partner@northwind.example')
    await page.goto('/licensing')
    const licences = page.getByRole('region', { name: 'Your partner licenses' })
    await licences.waitFor({ timeout: 15_000 })
    const facts = licences.getByRole('definition')
    expect(await facts.allTextContents()).toEqual([
      expect.stringMatching(/^\d+ licenses?$/),
      expect.stringMatching(/^\d+ licenses? to \d+ customers?$/),
      'Boost, with the partner programme',
      expect.stringMatching(/^\d+$/),
    ])
    expect(await page.getByRole('button', { name: 'Downgrade to Free' }).count()).toBe(0)
    expect(await page.getByText(/Boost Trial Ended|Plan: Free/).count()).toBe(0)
    expect(await page.getByRole('form', { name: 'Purchase' }).count()).toBe(0)
    await licences.getByRole('link', { name: 'License allocations' }).click()
    await page.waitForURL(/\/partner-portal\/transactions\/license-allocations$/)
  })
})

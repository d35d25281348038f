import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

describe('the shell’s own flows in Chromium', () => {
  it('new@acme.example must accept the Policy Agreement once; it stays accepted after a reload', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('new@acme.example')
    const policy = page.getByRole('dialog', { name: 'Policy Agreement' })
    await policy.waitFor({ timeout: 15_000 })
    // Only the confirmation closes it.
    await page.keyboard.press('Escape')
    expect(await policy.isVisible()).toBe(true)
    expect(await policy.getByRole('button', { name: 'Close' }).count()).toBe(0)
    await policy.getByRole('button', { name: 'I Agree' }).click()
    await policy.waitFor({ state: 'hidden', timeout: 10_000 })
    await page.reload()
    await new HomePage(page).seeSignedIn('Acme Corp')
    // The shell decides on the agreement as it first draws, from the signed-in user: two frames later it shows.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(await policy.count()).toBe(0)
  })

  it('takes a support message from the sign-in page, where nobody is known yet', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await page.getByRole('button', { name: 'Help' }).click()
    const help = page.getByRole('dialog', { name: 'Contact Support' })
    await help.getByText('Hi, how can we help?').waitFor({ timeout: 10_000 })
    await help.getByLabel('Category').selectOption('Login & Password')
    await help.getByLabel('Your Message').fill('x'.repeat(10_000))
    await help.getByLabel('Email Address').fill('locked.out@acme.example')
    await help.getByRole('button', { name: 'Send' }).click()
    await help.getByText('Message must be at most 5000 characters').waitFor()
    await help.getByLabel('Your Message').fill('I cannot sign in since my phone was replaced.')
    expect(await help.getByLabel('Email Address').inputValue()).toBe('locked.out@acme.example')
    await help.getByRole('button', { name: 'Send' }).click()
    await help.getByText("We'll be in touch. Shortly!").waitFor({ timeout: 10_000 })
    const outbox = await page.request.get('/__dev/outbox?to=support@awareness.example')
    const { items } = (await outbox.json()) as { items: { subject: string; body: string }[] }
    expect(items.some((item) => item.body.includes('locked.out@acme.example'))).toBe(true)
  })

  it('shows "New version is available!" when the published build timestamp changes', async () => {
    const page = session.page()
    await page.clock.install()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('admin@acme.example')
    await new HomePage(page).seeSignedIn('Acme Corp')
    const banner = page.getByText('New version is available!')
    // Same build: a check passes quietly.
    const checked = page.waitForResponse(/build-timestamp\.json/)
    await page.clock.fastForward(61_000)
    await checked
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(await banner.count()).toBe(0)
    await page.route('**/build-timestamp.json*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ timestamp: '2099-01-01T00:00:00.000Z' }),
      }),
    )
    await page.clock.fastForward(61_000)
    await banner.waitFor({ timeout: 5_000 })
    await page.getByRole('button', { name: 'RELAUNCH' }).waitFor()
  })
})

import { describe, it } from 'vitest'
import { SETTINGS_TEXTS } from '../../src/domain/simulation/settings'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Phishing simulation settings in Chromium (issue 25): the report button saved with "Successfully updated!",
// and direct email delivery through the provider's consent page (the gateway's stand-in) and back.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })

describe('phishing simulation settings in Chromium', () => {
  it('saves the report button, then connects Microsoft 365 through its consent page and turns it on', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    await page.goto('/phishing-simulation/settings')
    await page.waitForURL(/\/settings\/report-button$/)
    await page.getByLabel('Forward reported emails to').fill('security@globex.example')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText(SETTINGS_TEXTS.updated).waitFor()

    await page.getByRole('link', { name: 'Direct email delivery' }).click()
    const microsoft = page.getByRole('group', { name: 'Microsoft 365' })
    await microsoft.getByText('Not connected').waitFor()
    await microsoft.getByRole('button', { name: 'Connect' }).click()
    await page
      .getByRole('heading', { name: 'Allow Awareness Platform to deliver phishing simulations?' })
      .waitFor()
    await page.getByRole('button', { name: 'Allow' }).click()
    await page.waitForURL(/\/settings\/direct-email-delivery$/)
    await page.getByText(SETTINGS_TEXTS.connected('Microsoft 365')).waitFor()
    await microsoft.getByRole('switch').check()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText(SETTINGS_TEXTS.updated).first().waitFor()
    await page.reload()
    await microsoft.getByText(/^Connected on /).waitFor()
    await microsoft.getByRole('switch', { checked: true }).waitFor()
  }, 90_000)
})

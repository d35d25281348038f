import { describe, expect, it } from 'vitest'
import { TRAINING_TEXTS } from '../../src/domain/training-campaign'
import { TRAINING_CAMPAIGNS_TEXTS as T } from '../../src/domain/training-campaigns-list'
import { browserPerFile } from './browser'
import { gatewayToken } from './gateway-token'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Training campaigns on one page (issue 61 item 12): every campaign of the company with whom it reaches by name,
// its progress and due date; filtered by status and searched; one ended here after its confirmation.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: true })

describe('training campaigns in Chromium', () => {
  it('lists, names the audience, filters, searches and ends a campaign', async () => {
    // A campaign of this test's own, so that ending it changes nothing another test reads.
    const owner = await gatewayToken(baseUrl, 'owner@globex.example')
    const name = `Phishing basics for Sales and HR ${Date.now()}`
    const started = await fetch(`${baseUrl}/api/v1/campaign/cmp_globex`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
      body: JSON.stringify({
        campaignInfo: {
          courseId: 'crs_annual',
          campaign_name: name,
          campaign_assignment_type: 'DEPARTMENTS',
          user_departments: ['cmp_globex_d2', 'cmp_globex_d4'],
          days_to_complete: 21,
          start_date: new Date().toISOString(),
          notificationsEnabled: false,
        },
      }),
    })
    expect(started.status).toBeLessThan(300)

    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    await new HomePage(page).closeNotificationsIfOpened()
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Training Campaigns' })
      .click()
    await page.getByRole('heading', { name: T.title, level: 1 }).waitFor({ timeout: 15_000 })
    const table = page.getByRole('table', { name: T.title })
    const mine = table.getByRole('row').filter({ hasText: name })
    await mine.getByText('Departments: HR, Sales').waitFor({ timeout: 10_000 })
    await table
      .getByRole('row')
      .filter({ hasText: 'GDPR Refresher' })
      .getByText('Departments: Engineering, Sales')
      .waitFor()

    await page.getByRole('combobox', { name: T.status }).selectOption('ended')
    await expect.poll(() => table.getByRole('row').filter({ hasText: 'Running' }).count()).toBe(0)
    await table.getByRole('rowheader', { name: /GDPR Refresher/ }).waitFor()
    await page.getByRole('combobox', { name: T.status }).selectOption('all')
    await page.getByRole('searchbox', { name: T.search }).fill('phishing basics')
    await expect.poll(() => table.getByRole('rowgroup').nth(1).getByRole('row').count()).toBe(1)

    await page.getByRole('button', { name: T.end(name) }).click()
    const confirm = page.getByRole('alertdialog', { name: TRAINING_TEXTS.endTitle(name) })
    await confirm.getByRole('button', { name: T.endLabel }).click()
    await page.getByText(TRAINING_TEXTS.ended).first().waitFor({ timeout: 10_000 })
    await mine.getByText(/^Ended /).waitFor({ timeout: 10_000 })
    expect(await page.getByRole('button', { name: T.end(name) }).count()).toBe(0)
    // Manage opens the course's Settings tab, where the same campaign is listed.
    await mine.getByRole('link', { name: T.manage(name) }).click()
    await page.waitForURL(/\/courses\/crs_annual\/settings$/)
    await page.getByRole('rowheader', { name }).waitFor({ timeout: 10_000 })
  })
})

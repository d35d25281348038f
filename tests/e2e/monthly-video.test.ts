import { describe, expect, it } from 'vitest'
import { MONTHLY_VIDEO_TEXTS } from '../../src/domain/monthly-video'
import { TRAINING_TEXTS } from '../../src/domain/training-campaign'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// The monthly video calendar in Chromium (issue 27): Acme's admin sees this month's video, assigns it now,
// finds it in the history, and turns automatic assignment on for one department (an empty choice refused).

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })

describe('monthly video calendar in Chromium', () => {
  it('assigns this month’s video and saves the automatic assignment', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('admin@acme.example')
    await new HomePage(page).seeSignedIn('Acme')

    await page.goto('/calendar')
    await page.waitForURL(/\/calendar\/preview$/)
    await page.getByText(MONTHLY_VIDEO_TEXTS.off).waitFor()
    await page.getByRole('button', { name: 'Assign now' }).click()
    await page.getByText(MONTHLY_VIDEO_TEXTS.assigned).first().waitFor()
    await page.getByText(/% watched$/).waitFor()
    expect(await page.getByRole('button', { name: 'Assign now' }).count()).toBe(0)

    await page.getByRole('link', { name: 'History' }).click()
    const row = page.getByRole('table').getByRole('row').nth(1)
    expect(Number(await row.getByRole('cell').nth(1).textContent())).toBeGreaterThan(0)

    await page.getByRole('link', { name: 'Settings' }).click()
    const form = page.getByRole('form', { name: 'Automatic assignment' })
    await form.getByRole('checkbox', { name: /^Assign each month/ }).check()
    await form.getByRole('radio', { name: 'Departments' }).check()
    await form.getByRole('button', { name: 'Save' }).click()
    await form.getByText(TRAINING_TEXTS.atLeastOne).waitFor()
    await form.getByRole('group', { name: 'Departments' }).getByRole('checkbox').first().check()
    await form.getByLabel('Days to complete').fill('21')
    await form.getByRole('button', { name: 'Save' }).click()
    await page.getByText(MONTHLY_VIDEO_TEXTS.saved).first().waitFor()
    await page.getByRole('link', { name: 'Preview' }).click()
    await page.getByText(/% watched$/).waitFor()
  })
})

import { describe, expect, inject, it } from 'vitest'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'

const session = browserPerFile(inject('baseUrl'), { freshPage: true })

describe('get started in Chromium', () => {
  it('owner@globex.example sees the four cards and the culture score chart', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    const stats = page.getByRole('list', { name: 'Statistics' })
    await stats.waitFor({ timeout: 15_000 })
    await stats.getByRole('listitem', { name: 'Awareness training' }).getByText(/\d+%/).first().waitFor()
    await stats
      .getByRole('listitem', { name: 'Phishing exercise' })
      .getByText(/^\d+(\.\d+)? \/ 10$/)
      .first()
      .waitFor()
    await stats.getByRole('listitem', { name: 'Phishing simulation' }).getByText('No data yet...').waitFor()
    expect(await page.getByLabel('Culture score', { exact: true }).textContent()).toMatch(
      /^\d+ (Vulnerable|Basic|Improved|Advanced|Excellent)$/,
    )
    // echarts draws the gauge on a canvas once its lazy chunk has loaded.
    await page.locator('section[aria-labelledby="culture-title"] canvas').first().waitFor({ timeout: 10_000 })
    expect(await page.getByRole('heading', { name: 'Your Trial period has expired!' }).count()).toBe(0)
  })

  it('expired@initech.example sees the suspended view and the trial-expired banner', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('expired@initech.example')
    await new HomePage(page).seeSignedIn('Initech')
    await page.getByRole('heading', { name: 'Your Trial period has expired!' }).waitFor({ timeout: 15_000 })
    await page
      .getByText(
        "The training is suspended due to expired trial period. Please upgrade your plan to keep your learner's progress on track.",
      )
      .waitFor()
    await page.getByText(/Your Boost trial has expired/).waitFor()
    await page.getByRole('list', { name: 'Statistics' }).waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click()
    await page.waitForURL(/\/licensing/)
    await page.getByRole('dialog', { name: 'Boost Trial Ended' }).waitFor({ timeout: 10_000 })
  })
})

import { describe, expect, it } from 'vitest'
import { TOURNAMENT_TEXTS } from '../../src/domain/tournament'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// For developers in Chromium (issue 27): Globex's owner sees the secure-code courses, schedules a tournament
// from Settings, finds it in Statistics with its report (its players, none played yet), changes it to one
// department, and cancels it.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })

describe('for developers in Chromium', () => {
  it('schedules a tournament, reads its report, changes it and cancels it', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')

    await page.goto('/for-developers')
    await page.waitForURL(/\/for-developers\/preview$/)
    await page.getByRole('list', { name: 'Courses' }).getByRole('link').first().waitFor()

    await page.getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('button', { name: TOURNAMENT_TEXTS.submit }).click()
    const dialog = page.getByRole('dialog', { name: TOURNAMENT_TEXTS.title })
    const start = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10)
    await dialog.getByLabel('Start date and time').fill(`${start}T09:30`)
    await dialog.getByLabel('Time zone').selectOption('Europe/Kyiv')
    await dialog.getByRole('button', { name: TOURNAMENT_TEXTS.submit }).click()
    await page.getByText(TOURNAMENT_TEXTS.scheduled).first().waitFor()

    await page.getByRole('link', { name: 'Statistics' }).click()
    const row = page
      .getByRole('row')
      .filter({ has: page.getByText('Scheduled', { exact: true }) })
      .first()
    await row.waitFor()
    const players = Number(await row.getByRole('cell').nth(1).textContent())
    expect(players).toBeGreaterThan(0)
    await row.getByRole('button', { name: /^Report:/ }).click()
    const report = page.getByRole('dialog', { name: 'Dev tournament report' })
    await report.getByText(`0 of ${players} players have a score`, { exact: false }).waitFor()
    await report.getByRole('cell', { name: 'Not played' }).first().waitFor()
    await report.getByRole('button', { name: 'Done' }).click()

    // Changed while scheduled: the form holds what was scheduled; a department instead of everyone.
    await row.getByRole('button', { name: /^Change:/ }).click()
    await expect.poll(() => dialog.getByLabel('Start date and time').inputValue()).toBe(`${start}T09:30`)
    expect(await dialog.getByLabel('Time zone').inputValue()).toBe('Europe/Kyiv')
    await dialog.getByLabel('Challenges').selectOption('4')
    await dialog.getByRole('radio', { name: 'Departments' }).check()
    await dialog.getByRole('group', { name: 'Departments' }).getByRole('checkbox').first().check()
    await dialog.getByRole('button', { name: TOURNAMENT_TEXTS.submitChange }).click()
    await page.getByText(TOURNAMENT_TEXTS.updated).first().waitFor()
    await dialog.waitFor({ state: 'detached' })
    await expect
      .poll(async () => Number(await row.getByRole('cell').nth(1).textContent()))
      .toBeLessThan(players)

    await row.getByRole('button', { name: /^Cancel:/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel tournament' }).click()
    await page.getByText(TOURNAMENT_TEXTS.cancelled).first().waitFor()
  })
})

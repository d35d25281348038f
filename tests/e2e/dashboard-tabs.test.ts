import { readFile } from 'node:fs/promises'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// The /dashboard tabs in Chromium (issue 28): Globex opens the dashboard (the company tab), compares its periods,
// reads its most phished learners (the count on the category is the table's), exports them as CSV, and reads its
// departments by progress band.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })

describe('dashboard tabs in Chromium', () => {
  it('opens the company tab, then the most phished users and the departments', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    await page.goto('/dashboard')
    await page.waitForURL('**/dashboard/company')
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
    await page.getByRole('cell', { name: 'Culture score' }).waitFor()
    await page.getByRole('list', { name: 'Statistics' }).waitFor()

    await page
      .getByRole('navigation', { name: 'Dashboard tabs' })
      .getByRole('link', { name: 'Users' })
      .click()
    await page.waitForURL('**/dashboard/users')
    const mostPhished = page.getByRole('button', { name: /Most phished/ })
    await expect.poll(() => mostPhished.textContent()).toMatch(/\d+$/)
    const count = Number((await mostPhished.textContent())!.match(/(\d+)$/)![1])
    expect(count).toBeGreaterThan(0)
    await mostPhished.click()
    await expect.poll(() => mostPhished.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => new URL(page.url()).searchParams.get('filters') ?? '').toContain('mostPhished')
    const table = page.getByRole('table')
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false')
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100')
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false')
    await expect.poll(async () => (await table.getByRole('row').count()) - 1).toBe(Math.min(count, 100))
    const [csv] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(csv.suggestedFilename()).toBe('dashboard-users.csv')
    const rows = Papa.parse<string[]>((await readFile((await csv.path())!, 'utf8')).trim()).data
    expect(rows.length - 1).toBe(count)

    await page
      .getByRole('navigation', { name: 'Dashboard tabs' })
      .getByRole('link', { name: 'Departments' })
      .click()
    await page.waitForURL('**/dashboard/departments')
    await page
      .getByRole('table')
      .getByText(/Low progress|Medium progress|Completed|No training/)
      .first()
      .waitFor()
    await page.getByRole('region', { name: 'Figures' }).getByText('Departments').waitFor()
  }, 60_000)
})

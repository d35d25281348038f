import { readFile } from 'node:fs/promises'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { POLICY_REPORT_TEXTS } from '../../src/domain/policy-report'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// The policies progress report in Chromium (issue 28): Globex reads its policies' acknowledgement, narrows by
// status (nothing ended: the "try another search" line) and by search, keeps the query in the address, and
// exports the rows on screen as CSV.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })

describe('the policies progress report in Chromium', () => {
  it('filters, keeps the query in the address and exports the rows shown', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    await page.goto('/reports/policiesProgress')
    const table = page.getByRole('table')
    await table.getByRole('cell', { name: 'Acceptable Use Policy' }).waitFor()
    await table.getByRole('cell', { name: 'Remote Work Policy' }).waitFor()

    await page.getByRole('combobox', { name: 'Status' }).selectOption('Ended')
    await table.getByText(POLICY_REPORT_TEXTS.emptySearch).waitFor()
    expect(new URL(page.url()).searchParams.get('filters')).toContain('ended')
    await expect.poll(() => page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true)
    await page.getByRole('combobox', { name: 'Status' }).selectOption('All statuses')
    await page.getByRole('searchbox', { name: 'Search policies' }).fill('remote')
    await page.getByRole('button', { name: 'Search' }).click()
    // The empty filter's "try another search" row is a row too: wait for the search's own row to replace it.
    await table.getByRole('cell', { name: 'Remote Work Policy' }).waitFor()
    await table.getByText(POLICY_REPORT_TEXTS.emptySearch).waitFor({ state: 'detached' })
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    expect(new URL(page.url()).searchParams.get('search')).toBe('remote')

    const shown = await table.getByRole('row').nth(1).getByRole('cell').first().textContent()
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('policies-progress.csv')
    const rows = Papa.parse<string[]>((await readFile((await download.path())!, 'utf8')).trim()).data
    expect(rows.length).toBe(2)
    expect(rows[1]![0]).toBe(shown)
  }, 60_000)
})

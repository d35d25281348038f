import { readFile } from 'node:fs/promises'
import Papa from 'papaparse'
import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { RANGE_TEXTS } from '../../src/domain/report-range'
import { SCHEDULE_TEXTS } from '../../src/domain/report-schedule'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// The reports hub, the training and gaming reports and a scheduled report in Chromium (issue 28): Globex opens
// a report from its card, changes the period (a reversed custom range is refused in words) and a filter, exports
// CSV (its rows are the table's) and PDF (its text holds the figures on screen), schedules the report monthly and
// finds the mail with its PDF in the outbox after the demo clock moves a month.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })

// Days relative to today: the seed's campaigns are, and a custom range may not pass 366 days.
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(bytes, { mergePages: true })).text.replace(/\s+/g, ' ')

describe('reports in Chromium', () => {
  it('opens the training report from the hub, changes the period and a filter, and exports CSV and PDF', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    await page.goto('/reports')
    const cards = page.getByRole('list', { name: 'Reports' })
    // The hub asks for each report's headline after the cards show: on a loaded machine that is seconds.
    await expect
      .poll(() => cards.getByRole('link', { name: /Training report/ }).textContent(), { timeout: 20_000 })
      .toMatch(/\d+%/)
    await cards.getByRole('link', { name: /Training report/ }).click()
    await page.waitForURL('**/reports-training')
    await page.getByRole('heading', { name: 'Training report', level: 1 }).waitFor()
    const table = page.getByRole('table')
    await table.getByText('Annual Training Campaign').waitFor()
    expect(await table.getByText('GDPR Refresher').count()).toBe(0)

    // A year reaches the refresher that ended a hundred days ago; the period is in the address.
    await page.getByRole('combobox', { name: 'Period' }).selectOption('Last year')
    await table.getByText('GDPR Refresher').waitFor()
    expect(new URL(page.url()).searchParams.get('filters')).toContain('"1y"')

    // A reversed custom range is refused in the gateway's own words, and nothing reloads.
    await page.getByRole('combobox', { name: 'Period' }).selectOption('Custom range')
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(daysAgo(30))
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(daysAgo(60))
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByRole('alert').filter({ hasText: RANGE_TEXTS.reversed }).waitFor()
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(daysAgo(300))
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(new Date().toISOString().slice(0, 10))
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('filters') ?? '').toContain('"custom"')
    await table.getByText('GDPR Refresher').waitFor()

    await page.getByRole('combobox', { name: 'Status' }).selectOption('Ended')
    await expect.poll(() => table.getByText('Annual Training Campaign').count()).toBe(0)
    await table.getByText('GDPR Refresher').waitFor()
    await page.getByRole('combobox', { name: 'Status' }).selectOption('All statuses')
    await table.getByText('Annual Training Campaign').waitFor()

    // Every campaign on one page (other files add theirs to the shared database), so the CSV's rows are the table's.
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100')
    await expect.poll(() => new URL(page.url()).searchParams.get('pageSize')).toBe('100')
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false')
    const shownRows = (await table.getByRole('row').count()) - 1
    const [csv] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(csv.suggestedFilename()).toBe('training-report.csv')
    const rows = Papa.parse<string[]>((await readFile((await csv.path())!, 'utf8')).trim()).data
    expect(rows.length - 1).toBe(shownRows)

    const completed = await page
      .getByRole('region', { name: 'Figures' })
      .getByText(/^\d+ \(\d+%\)$/)
      .textContent()
    const [pdf] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export PDF' }).click(),
    ])
    expect(pdf.suggestedFilename()).toBe('training-report.pdf')
    const text = await pdfText(new Uint8Array(await readFile((await pdf.path())!)))
    expect(text).toContain('Globex')
    expect(text).toContain('Training report')
    expect(text).toContain(completed!)
    expect(text).toContain('GDPR Refresher')
    expect(text).toContain('Annual Training Campaign')

    // The gaming report is the same page over the games.
    await page.goto('/reports-gaming')
    await page.getByRole('heading', { name: 'Gaming report', level: 1 }).waitFor()
    await page.getByRole('table').getByText('Cyber Escape Room').first().waitFor()
  }, 90_000)

  it('schedules the report monthly, mails it as PDF when the month has passed, and deletes the schedule', async () => {
    const page = session.page()
    await page.goto('/reports-training')
    await page.getByRole('table').getByText('Annual Training Campaign').waitFor()
    await page.getByRole('button', { name: 'Schedule' }).click()
    const dialog = page.getByRole('dialog', { name: SCHEDULE_TEXTS.title })
    await expect.poll(() => dialog.getByRole('checkbox', { name: /Gloria Owner/ }).isChecked()).toBe(true)
    expect(await dialog.getByRole('radio', { name: 'Monthly' }).isChecked()).toBe(true)
    // Nobody ticked: Schedule says why and keeps the dialog.
    await dialog.getByRole('checkbox', { name: /Gloria Owner/ }).uncheck()
    await dialog.getByRole('button', { name: 'Schedule' }).click()
    await dialog.getByText(SCHEDULE_TEXTS.recipientsRequired).waitFor()
    await dialog.getByRole('checkbox', { name: /Gloria Owner/ }).check()
    await dialog.getByRole('button', { name: 'Schedule' }).click()
    await page.getByText(SCHEDULE_TEXTS.created).waitFor()

    await page.goto('/reports')
    const schedules = page.getByRole('region', { name: SCHEDULE_TEXTS.listTitle })
    await schedules.getByRole('cell', { name: 'Training report', exact: true }).waitFor()
    await schedules.getByRole('cell', { name: 'Monthly' }).waitFor()

    const before = await fetch(`${baseUrl}/__dev/outbox?to=owner@globex.example`)
    const count = ((await before.json()) as { items: { kind: string }[] }).items.filter(
      (mail) => mail.kind === 'scheduledReport',
    ).length
    const advanced = await fetch(`${baseUrl}/__dev/reports/advance?companyId=cmp_globex&days=31`, {
      method: 'POST',
    })
    expect(advanced.status).toBe(200)
    const mails = (
      (await (await fetch(`${baseUrl}/__dev/outbox?to=owner@globex.example`)).json()) as {
        items: { kind: string; subject: string; attachments: { contentType: string; content: string }[] }[]
      }
    ).items.filter((mail) => mail.kind === 'scheduledReport')
    expect(mails.length).toBe(count + 1)
    expect(mails[0]!.subject).toBe('Monthly training report — Globex')
    const attached = await pdfText(new Uint8Array(Buffer.from(mails[0]!.attachments[0]!.content, 'base64')))
    expect(attached).toContain('Training report')
    expect(attached).toContain('Last 30 days')

    await page.reload()
    await schedules.getByRole('button', { name: 'Delete the training report schedule' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText(SCHEDULE_TEXTS.deleted).waitFor()
    await schedules.getByText(SCHEDULE_TEXTS.empty).waitFor()
  }, 90_000)

  it('shows the general report’s risk over time and exports it as a PDF with the same figures', async () => {
    const page = session.page()
    await page.goto('/general-report')
    await page.getByRole('heading', { name: 'General report', level: 1 }).waitFor()
    await page.getByRole('img', { name: /Culture score and phish-prone percentage by month/ }).waitFor()
    expect(await page.getByRole('table').getByRole('row').count()).toBe(13)
    const figures = page.getByRole('region', { name: 'Figures' })
    const culture = await figures
      .getByText('Culture score', { exact: true })
      .locator('xpath=..')
      .locator('dd')
      .textContent()
    const [pdf] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export PDF' }).click(),
    ])
    const text = await pdfText(new Uint8Array(await readFile((await pdf.path())!)))
    expect(text).toContain('General report')
    const lastMonth = await page
      .getByRole('table')
      .getByRole('row')
      .last()
      .getByRole('cell')
      .first()
      .textContent()
    expect(text).toContain(`${lastMonth} ${culture}`)
    expect(text).toContain('Against the year before')
  }, 60_000)

  it('reads the monthly video report, narrows it to one video and exports the rows shown', async () => {
    const page = session.page()
    await page.goto('/reports-monthly-video')
    await page.getByRole('heading', { name: 'Monthly video report', level: 1 }).waitFor()
    // A year holds every video the seed gave (the oldest can fall out of 90 days near a month's end).
    await page.getByRole('combobox', { name: 'Period' }).selectOption('Last year')
    await expect.poll(() => new URL(page.url()).searchParams.get('filters') ?? '').toContain('"1y"')
    const table = page.getByRole('table')
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false')
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2)
    const video = page.getByRole('combobox', { name: 'Video' })
    const first = (await video.locator('option').nth(1).textContent())!
    await video.selectOption(first)
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    await table.getByRole('cell', { name: first }).waitFor()
    expect(new URL(page.url()).searchParams.get('filters')).toContain('videoIds')
    const [csv] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const rows = Papa.parse<string[]>((await readFile((await csv.path())!, 'utf8')).trim()).data
    expect(rows.length).toBe(2)
    expect(rows[1]![1]).toBe(first)
  }, 60_000)

  it('reads the phishing exercise report across campaigns over a year, one campaign at a time', async () => {
    const page = session.page()
    await page.goto('/reports-phishing-exercise')
    await page.getByRole('heading', { name: 'Phishing exercise report', level: 1 }).waitFor()
    await page.getByRole('combobox', { name: 'Period' }).selectOption('Last year')
    const table = page.getByRole('table')
    // Counted once the year's rows are in: until then the table still shows the 90 days' (other files add
    // campaigns to the shared database, so neither count is known beforehand).
    await expect.poll(() => new URL(page.url()).searchParams.get('filters') ?? '').toContain('"1y"')
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false')
    const all = (await table.getByRole('row').count()) - 1
    expect(all).toBeGreaterThan(1)
    const campaign = page.getByRole('combobox', { name: 'Campaign' })
    const first = (await table.getByRole('row').nth(1).getByRole('cell').first().textContent())!
    await campaign.selectOption(first)
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    const figures = page.getByRole('region', { name: 'Figures' })
    await figures.getByText('Campaigns').waitFor()
    expect(await figures.locator('dd').first().textContent()).toBe('1')
    await campaign.selectOption('All campaigns')
    await expect.poll(() => table.getByRole('row').count()).toBe(all + 1)
  }, 60_000)

  it('reads the phishing summary by tab, keeps the period across tabs, narrows it and exports a tab', async () => {
    const page = session.page()
    await page.goto('/reports/phishing-summary')
    await page.waitForURL('**/reports/phishing-summary/overview')
    await page.getByRole('heading', { name: 'Phishing summary', level: 1 }).waitFor()
    await page.getByRole('combobox', { name: 'Period' }).selectOption('Last year')
    await expect.poll(() => new URL(page.url()).searchParams.get('filters') ?? '').toContain('"1y"')
    const figures = page.getByRole('region', { name: 'Figures' })
    const report = page.locator('section[aria-labelledby="report-title"]')
    await expect.poll(() => report.getAttribute('aria-busy')).toBe('false')
    await expect.poll(() => figures.locator('dd').nth(2).textContent()).toMatch(/^[1-9]\d*$/)
    // The months' table is the chart's text; its sent column adds up to the figure (once the year is in: a
    // render of the 90 days' may still be on screen just after the address changed).
    const monthTable = page.getByRole('table')
    const monthsAndFigure = async () => {
      const months = await monthTable.locator('tbody tr td:nth-child(2)').allTextContents()
      return [
        months.length,
        months.reduce((sum, n) => sum + Number(n), 0),
        Number(await figures.locator('dd').nth(2).textContent()),
      ]
    }
    await expect
      .poll(async () => {
        const [months, sum, figure] = await monthsAndFigure()
        return months! >= 12 && sum === figure
      })
      .toBe(true)
    const sent = Number(await figures.locator('dd').nth(2).textContent())

    await page
      .getByRole('navigation', { name: 'Phishing summary tabs' })
      .getByRole('link', { name: 'Campaigns' })
      .click()
    await page.waitForURL('**/reports/phishing-summary/campaigns?**')
    expect(new URL(page.url()).searchParams.get('filters')).toContain('"1y"')
    const table = page.getByRole('table')
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false')
    await table.getByRole('columnheader', { name: /Phished/ }).waitFor()
    const campaigns = (await table.getByRole('row').count()) - 1
    expect(campaigns).toBeGreaterThan(0)
    const [csv] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(csv.suggestedFilename()).toBe('phishing-summary-campaigns.csv')
    const rows = Papa.parse<string[]>((await readFile((await csv.path())!, 'utf8')).trim()).data
    expect(rows.length - 1).toBe(campaigns)
    const csvSent = rows.slice(1).reduce((sum, row) => sum + Number(row[4]), 0)
    expect(csvSent).toBe(sent)

    // One department: fewer mails, and the figure and the PDF agree.
    const department = page.getByRole('combobox', { name: 'Department' })
    const name = (await department.locator('option').nth(1).textContent())!
    await department.selectOption(name)
    await expect.poll(() => figures.locator('dd').nth(2).textContent()).not.toBe(String(sent))
    // The PDF's figures are a row of labels, then a row of values in the same order.
    const shown = (await figures.locator('dd').allTextContents()).join(' ')
    const [pdf] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export PDF' }).click(),
    ])
    const text = await pdfText(new Uint8Array(await readFile((await pdf.path())!)))
    expect(text).toContain('Phishing summary: Campaigns')
    expect(text).toContain(name)
    expect(text).toContain(shown)
  }, 60_000)

  it('reads Training Reviews, narrows them to five stars and a word, and exports what is shown', async () => {
    const page = session.page()
    await page.goto('/reviews')
    await page.getByRole('heading', { name: 'Training Reviews', level: 1 }).waitFor()
    const table = page.getByRole('table')
    const figures = page.getByRole('region', { name: 'Figures' })
    await expect.poll(() => figures.locator('dd').first().textContent()).toMatch(/^[1-9]\d*$/)
    await page.getByRole('combobox', { name: 'Rating' }).selectOption('5 stars')
    await expect.poll(() => new URL(page.url()).searchParams.get('filters') ?? '').toContain('"ratings":[5]')
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false')
    const ratings = await table
      .locator('tbody [aria-label$="of 5 stars"]')
      .evaluateAll((spans) => spans.map((span) => span.getAttribute('aria-label')))
    expect(ratings.length).toBeGreaterThan(0)
    expect(new Set(ratings)).toEqual(new Set(['5 of 5 stars']))
    const fives = Number(await figures.locator('dd').first().textContent())

    await page.getByRole('searchbox', { name: 'Search comments' }).fill('examples')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('examples')
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false')
    await expect
      .poll(async () => Number(await figures.locator('dd').first().textContent()))
      .toBeLessThan(fives)
    const shown = Number(await figures.locator('dd').first().textContent())
    const [csv] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(csv.suggestedFilename()).toBe('training-reviews.csv')
    const rows = Papa.parse<string[]>((await readFile((await csv.path())!, 'utf8')).trim()).data.slice(1)
    expect(rows.length).toBe(shown)
    expect(rows.every((row) => row[3] === '5' && row[4]!.includes('examples'))).toBe(true)
  }, 60_000)

  it('reads the quizzes report by learner and by chapter quiz, one training at a time, and exports it', async () => {
    const page = session.page()
    await page.goto('/reports-quizzes')
    await page.getByRole('heading', { name: 'Quizzes report', level: 1 }).waitFor()
    const table = page.getByRole('table')
    await page.getByRole('combobox', { name: 'Period' }).selectOption('Last year')
    await expect.poll(() => new URL(page.url()).searchParams.get('filters') ?? '').toContain('"1y"')
    await page.getByRole('combobox', { name: 'Training' }).selectOption('Annual Security Awareness Training')
    await expect.poll(() => new URL(page.url()).searchParams.get('filters') ?? '').toContain('courseIds')
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false')
    await expect
      .poll(async () => new Set(await table.locator('tbody tr td:nth-child(2)').allTextContents()))
      .toEqual(new Set(['Annual Security Awareness Training']))

    await page
      .getByRole('navigation', { name: 'Quizzes report tabs' })
      .getByRole('link', { name: 'Questions' })
      .click()
    await page.waitForURL('**/reports-quizzes/questions')
    await table.getByRole('columnheader', { name: /Chapter quiz/ }).waitFor()
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100')
    await expect.poll(() => new URL(page.url()).searchParams.get('pageSize')).toBe('100')
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false')
    const shown = (await table.getByRole('row').count()) - 1
    expect(shown).toBeGreaterThan(0)
    const [csv] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(csv.suggestedFilename()).toBe('quizzes-report-questions.csv')
    const rows = Papa.parse<string[]>((await readFile((await csv.path())!, 'utf8')).trim()).data
    expect(rows[0]).toEqual(['Training', 'Chapter quiz', 'Answered', 'Right', 'Right %', 'Average tries'])
    expect(rows.length - 1).toBe(shown)
  }, 60_000)
})

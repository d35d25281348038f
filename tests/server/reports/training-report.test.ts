import Papa from 'papaparse'
import { eq } from 'drizzle-orm'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TrainingReportPage, TrainingReportStatistics } from '../../../src/domain/training-report'
import { RANGE_TEXTS } from '../../../src/domain/report-range'
import { quizAnswers, trainingCampaigns, userTasks } from '../../../server/db/schema'
import { backend, startSignedIn, type TestGateway } from '../gateway'

// The training and gaming reports (issue 28): Globex's campaigns, each figure counted here from the learners'
// tasks (or the stored summary of a campaign without them) and compared; the period, filters, CSV and PDF; what
// bad input, another company's course and a company without Boost get.

let gateway: TestGateway, globex: string, initech: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, initech, acme] = await startSignedIn(
    'owner@globex.example',
    'expired@initech.example',
    'admin@acme.example',
  )
})
afterAll(() => gateway.close())

const call = (path: string, token = globex, accept = 'application/json', company = 'cmp_globex') =>
  gateway.app.request(`/reports/api/v1/company/${company}/${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: accept },
  })

const DAY = 86_400_000

/** The share of the campaign's quiz answers that are right, in per cent; null before any answer. */
async function scoreOf(campaignId: string) {
  const answers = await gateway.database.db
    .select()
    .from(quizAnswers)
    .where(eq(quizAnswers.campaignId, campaignId))
  if (answers.length === 0) return null
  return Math.round((100 * answers.filter((a) => a.correct).length) / answers.length)
}

/** A campaign's learners by status, counted one task at a time, and its quiz score. */
async function expected(campaignId: string) {
  const score = await scoreOf(campaignId)
  const tasks = await gateway.database.db.select().from(userTasks).where(eq(userTasks.sourceId, campaignId))
  const [campaign] = await gateway.database.db
    .select()
    .from(trainingCampaigns)
    .where(eq(trainingCampaigns.id, campaignId))
  if (tasks.length === 0) {
    const p = campaign!.progress
    return { total: p.completed + p.inProgress + p.notStarted + p.overdue, ...p, score }
  }
  const now = Date.now()
  const late = (t: (typeof tasks)[number]) =>
    t.status !== 'completed' && t.dueAt !== null && t.dueAt.getTime() < now
  const completed = tasks.filter((t) => t.status === 'completed').length
  const overdue = tasks.filter(late).length
  const inProgress = tasks.filter((t) => t.status === 'in_progress' && !late(t)).length
  return {
    total: tasks.length,
    completed,
    overdue,
    inProgress,
    notStarted: tasks.length - completed - overdue - inProgress,
    score,
  }
}

describe(`training and gaming reports (${backend})`, () => {
  it('gives each campaign of the period its learners’ figures, and the totals over them', async () => {
    const all = await gateway.database.db
      .select()
      .from(trainingCampaigns)
      .where(eq(trainingCampaigns.companyId, 'cmp_globex'))
    const since = Date.now() - 89 * DAY
    const inPeriod = all.filter(
      (c) => !c.isGaming && (c.dateEnded === null || c.dateEnded.getTime() >= since - DAY),
    )
    const page = (await (
      await call('training/campaigns/report?range=90d&pageSize=100')
    ).json()) as TrainingReportPage
    expect(page.items.map((row) => row.id).sort()).toEqual(inPeriod.map((c) => c.id).sort())
    expect(page.items.map((row) => row.startedAt)).toEqual(
      [...page.items.map((row) => row.startedAt)].sort().reverse(),
    )
    for (const row of page.items) expect(row).toMatchObject(await expected(row.id))
    // The seed's learners answered quizzes in finished campaigns: the column is not empty everywhere.
    expect(page.items.some((row) => row.score !== null)).toBe(true)

    const stats = (await (
      await call('training/campaigns/statistics?range=90d')
    ).json()) as TrainingReportStatistics
    expect(stats.campaigns).toBe(inPeriod.length)
    expect(stats.assigned).toBe(page.items.reduce((sum, row) => sum + row.total, 0))
    expect(stats.completed).toBe(page.items.reduce((sum, row) => sum + row.completed, 0))
    expect(stats.completionPercentage).toBe(Math.round((100 * stats.completed) / stats.assigned))

    // A year reaches the GDPR refresher that ended a hundred days ago; the gaming report has only the games.
    const year = (await (
      await call('training/campaigns/report?range=1y&pageSize=100')
    ).json()) as TrainingReportPage
    expect(year.items.map((row) => row.id)).toContain('trn_globex_gdpr')
    const gaming = (await (await call('gaming/campaigns/report?range=1y')).json()) as TrainingReportPage
    expect(gaming.items.map((row) => row.id)).toEqual(all.filter((c) => c.isGaming).map((c) => c.id))
  })

  it('filters by status, course and search, and exports the same rows as CSV and PDF', async () => {
    const ended = (await (
      await call('training/campaigns/report?range=1y&statuses=ended')
    ).json()) as TrainingReportPage
    expect(ended.items.length).toBeGreaterThan(0)
    expect(ended.items.every((row) => row.status === 'ended')).toBe(true)
    const courses = (await (await call('lists/courses')).json()) as {
      courses: { id: string; name: string }[]
    }
    const gdpr = courses.courses.find((course) => course.id === 'crs_gdpr')!
    const byCourse = (await (
      await call('training/campaigns/report?range=1y&courseIds=crs_gdpr')
    ).json()) as TrainingReportPage
    expect(byCourse.items.every((row) => row.courseName === gdpr.name)).toBe(true)
    const searched = (await (
      await call('training/campaigns/report?range=1y&search=refresher')
    ).json()) as TrainingReportPage
    expect(searched.items.map((row) => row.name)).toEqual(['GDPR Refresher'])

    const year = (await (
      await call('training/campaigns/report?range=1y&pageSize=100')
    ).json()) as TrainingReportPage
    const csv = await call('training/campaigns/report?range=1y', globex, 'text/csv')
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const parsed = Papa.parse<string[]>((await csv.text()).trim())
    expect(parsed.data.length - 1).toBe(year.items.length)
    expect(
      parsed.data
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(year.items.map((row) => row.name).sort())

    const pdf = await call('training/campaigns/report?range=1y', globex, 'application/pdf')
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = (
      await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true })
    ).text.replace(/\s+/g, ' ')
    const stats = (await (
      await call('training/campaigns/statistics?range=1y')
    ).json()) as TrainingReportStatistics
    expect(text).toContain('Training report')
    expect(text).toContain('Globex')
    expect(text).toContain(`${stats.completed} (${stats.completionPercentage}%)`)
    // The page's chart is in it (its legend's counts), under the brand the console shows.
    expect(text).toContain('Learners by status')
    expect(text).toContain(`Completed ${stats.completed} (`)
    expect(text).toContain(`Overdue ${stats.overdue} (`)
    expect(text).toContain('Awareness Admin')
    for (const row of year.items) expect(text).toContain(row.name)

    // An empty period still exports: the header row, and a PDF that says there is nothing.
    const empty = await call(
      'training/campaigns/report?range=custom&from=2020-01-01&to=2020-01-31',
      globex,
      'text/csv',
    )
    expect(empty.status).toBe(200)
    expect((await empty.text()).trim().split('\r\n')).toHaveLength(1)
    const emptyPdf = await call(
      'training/campaigns/report?range=custom&from=2020-01-01&to=2020-01-31',
      globex,
      'application/pdf',
    )
    expect(
      (await extractText(new Uint8Array(await emptyPdf.arrayBuffer()), { mergePages: true })).text,
    ).toContain('No data for this range and these filters.')
  })

  it('refuses bad ranges, unknown filters and other companies in words', async () => {
    const refused = async (query: string, message: string) => {
      const response = await call(`training/campaigns/report${query}`)
      expect(response.status).toBe(422)
      expect(JSON.stringify(await response.json())).toContain(message)
    }
    await refused('?range=custom&from=2025-01-01&to=2026-01-03', RANGE_TEXTS.tooLong)
    await refused('?range=custom&from=2026-03-01&to=2026-02-01', RANGE_TEXTS.reversed)
    await refused('?range=custom&from=2026-02-30&to=2026-03-01', RANGE_TEXTS.malformed)
    await refused('?range=custom&from=soon&to=2026-03-01', RANGE_TEXTS.malformed)
    await refused('?range=2w', RANGE_TEXTS.unknown)
    await refused('?statuses=lost', 'Unknown status.')
    await refused('?courseIds=crs_nope', 'Unknown course in the filter.')
    await refused('?orderBy=password', 'Unknown sort.')
    await refused('?pageSize=7', 'Invalid page size.')
    // A course only another company ran reads as unknown.
    const [foreign] = await gateway.database.db
      .select()
      .from(trainingCampaigns)
      .where(eq(trainingCampaigns.companyId, 'cmp_acme'))
    if (foreign && foreign.courseId !== 'crs_annual')
      await refused(`?courseIds=${foreign.courseId}`, 'Unknown course')
    // 366 days is the limit, inclusive.
    expect((await call('training/campaigns/report?range=custom&from=2025-01-01&to=2026-01-01')).status).toBe(
      200,
    )

    expect((await call('training/campaigns/report', acme, 'application/json', 'cmp_globex')).status).toBe(403)
    expect((await call('training/campaigns/report', initech, 'application/json', 'cmp_initech')).status).toBe(
      403,
    )
    expect((await call('training/campaigns/report', '')).status).toBe(401)
  })
})

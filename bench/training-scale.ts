import { eq } from 'drizzle-orm'
import {
  courses,
  policies,
  quizAnswers,
  trainingReviews,
  userDepartments,
  users,
  userTasks,
} from '../server/db/schema'
import { filterCourses, type CourseSummary, type LibraryQuery } from '../src/domain/courses'
import { bearer, json, signIn } from '../tests/server/gateway'
import { openScaleGateway, type ScaleBackend } from './scale-gateway'

// The issue-27 budgets: the library over 500 courses (the company's list through the gateway, then every
// category, language and search filtered on the page), and a course's statistics at 10,000 assigned learners.

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!

const CATEGORIES = ['Annual Training', 'Specialized', 'Compliance', 'Admin Certification'] as const
const QUERIES: Partial<LibraryQuery>[] = [
  {},
  { category: 'Compliance' },
  { language: 'he' },
  { search: 'security 12' },
  { category: 'Specialized', language: 'de', search: 'topic' },
  { page: 5 },
]

export async function trainingScale(backend: ScaleBackend, courseCount = 500, learners = 10_000) {
  const scale = await openScaleGateway(backend)
  const { db } = scale.gateway.database
  try {
    await db.insert(courses).values(
      Array.from({ length: courseCount }, (_, n) => ({
        id: `bench_crs_${n}`,
        name: `Security Topic ${n}`,
        description: `Bench course ${n} about security topic ${n % 37}.`,
        courseType: 'specialized',
        category: CATEGORIES[n % CATEGORIES.length],
        languages: n % 3 ? ['en', 'de'] : ['en', 'iw'],
        tags: n % 5 ? [] : ['new'],
        totalChapters: 6,
        totalQuizzes: 6,
        totalTimeInMinutes: 40,
        sortOrder: 1000 + n,
      })),
    )
    const departments = ['cmp_globex_d1', 'cmp_globex_d2', 'cmp_globex_d3', 'cmp_globex_d4', 'cmp_globex_d5']
    for (let start = 0; start < learners; start += 2000) {
      const rows = Array.from({ length: Math.min(2000, learners - start) }, (_, i) => ({
        id: `bench_t${start + i}`,
        companyId: 'cmp_globex',
        email: `learner${start + i}@training.example`,
        name: `Name${start + i}`,
        lastName: 'Bench',
        role: 'user',
      }))
      await db.insert(users).values(rows)
      await db
        .insert(userDepartments)
        .values(
          rows.map((row, i) => ({ userId: row.id, departmentId: departments[i % departments.length]! })),
        )
    }
    const { token } = await signIn(scale.gateway, 'owner@globex.example')
    const library: number[] = []
    const filtering: number[] = []
    let listed: CourseSummary[] = []
    for (let round = 0; round < 10; round += 1) {
      const started = performance.now()
      const response = await scale.request('/api/v1/course/company/cmp_globex', bearer(token))
      listed = ((await response.json()) as { courses: CourseSummary[] }).courses
      library.push(performance.now() - started)
      for (const query of QUERIES) {
        const at = performance.now()
        filterCourses(listed, { category: 'All Courses', language: '', search: '', page: 0, ...query })
        filtering.push(performance.now() - at)
      }
    }
    const created = await scale.request(
      '/api/v1/campaign/cmp_globex',
      json(
        {
          campaignInfo: {
            courseId: 'bench_crs_1',
            campaign_name: 'Bench: 10,000 learners',
            campaign_assignment_type: 'ALL_USERS',
            days_to_complete: 14,
            start_date: new Date().toISOString(),
            notificationsEnabled: false,
          },
        },
        bearer(token).headers,
      ),
    )
    const { id } = (await created.json()) as { id: string }
    // A third finished, a quarter in progress: the four states all counted.
    const tasks = await db.select({ id: userTasks.id }).from(userTasks).where(eq(userTasks.sourceId, id))
    for (const [index, task] of tasks.entries())
      if (index % 12 === 0)
        await db
          .update(userTasks)
          .set({ status: index % 3 ? 'in_progress' : 'completed' })
          .where(eq(userTasks.id, task.id))
    const statistics: number[] = []
    for (let round = 0; round < 20; round += 1) {
      const started = performance.now()
      const response = await scale.request(
        '/api/v1/course/company/cmp_globex/course/bench_crs_1/statistics',
        bearer(token),
      )
      await response.json()
      statistics.push(performance.now() - started)
    }
    // Issue 28's budget: the policies progress report and its figures over a policy every learner was asked
    // to acknowledge, two thirds of them done.
    const start = new Date(Date.now() - 20 * 86_400_000)
    await db.insert(policies).values({
      id: 'bench_pol',
      companyId: 'cmp_globex',
      name: 'Bench: 10,000 learners',
      revision: 1,
      acknowledged: 0,
      notOpened: 0,
      overdue: 0,
      createdAt: start,
    })
    const learnerIds = await db.select({ id: users.id }).from(users).where(eq(users.companyId, 'cmp_globex'))
    for (let at = 0; at < learnerIds.length; at += 2000)
      await db.insert(userTasks).values(
        learnerIds.slice(at, at + 2000).map(({ id: userId }, i) => ({
          id: `bench_pt_${at + i}`,
          companyId: 'cmp_globex',
          userId,
          kind: 'policy',
          sourceId: 'bench_pol',
          title: 'Bench policy',
          status: (at + i) % 3 ? 'completed' : 'not_started',
          dueAt: new Date(start.getTime() + 14 * 86_400_000),
          completedAt: (at + i) % 3 ? new Date(start.getTime() + ((at + i) % 10) * 86_400_000) : null,
        })),
      )
    const report: number[] = []
    for (let round = 0; round < 20; round += 1) {
      const started = performance.now()
      const [page, figures] = await Promise.all([
        scale.request('/reports/api/v1/company/cmp_globex/policies/report?orderBy=progress', bearer(token)),
        scale.request('/reports/api/v1/company/cmp_globex/policies/statistics', bearer(token)),
      ])
      await Promise.all([page.json(), figures.json()])
      report.push(performance.now() - started)
    }
    // The training report (a campaign of 10,000 learners in its period), the general report's twelve months and
    // the hub's headlines, each as its page loads them; and the general report's PDF.
    const timed = async (paths: string[], rounds = 20) => {
      const times: number[] = []
      for (let round = 0; round < rounds; round += 1) {
        const started = performance.now()
        const responses = await Promise.all(paths.map((path) => scale.request(path, bearer(token))))
        await Promise.all(responses.map((response) => response.text()))
        times.push(performance.now() - started)
      }
      return percentile(times, 0.95)
    }
    const reports = '/reports/api/v1/company/cmp_globex'
    const trainingReportP95 = await timed([
      `${reports}/training/campaigns/report?range=90d&pageNumber=0&pageSize=10&order=DESC&orderBy=startedAt`,
      `${reports}/training/campaigns/statistics?range=90d`,
      `${reports}/lists/courses?kind=training`,
    ])
    const generalReportP95 = await timed([`${reports}/general/report`])
    const summaryP95 = await timed([`${reports}/summary`])
    // The quizzes report and Training Reviews over the campaign: each learner answered its six chapter quizzes
    // (60,000 answers), a third of them rated it.
    const answeredAt = new Date(Date.now() - 5 * 86_400_000)
    for (let at = 0; at < tasks.length; at += 1000) {
      const slice = learnerIds.slice(at, at + 1000)
      await db.insert(quizAnswers).values(
        slice.flatMap(({ id: userId }, i) =>
          Array.from({ length: 6 }, (_, chapter) => ({
            id: `bench_qa_${at + i}_${chapter}`,
            companyId: 'cmp_globex',
            userId,
            campaignId: id,
            courseId: 'bench_crs_1',
            questionId: `bench_crs_1_ch${chapter}`,
            correct: (at + i + chapter) % 5 !== 0,
            attempts: 1 + ((at + i + chapter) % 3),
            answeredAt,
          })),
        ),
      )
      await db.insert(trainingReviews).values(
        slice
          .filter((_, i) => (at + i) % 3 === 0)
          .map(({ id: userId }, i) => ({
            id: `bench_rv_${at + i}`,
            companyId: 'cmp_globex',
            userId,
            campaignId: id,
            courseId: 'bench_crs_1',
            rating: 1 + ((at + i) % 5),
            comment: (at + i) % 2 ? 'Clear and short, the phishing part was useful.' : '',
            createdAt: answeredAt,
          })),
      )
    }
    // The budget is per endpoint; the page's three calls together are reported beside it.
    const quizzesPageP95 = await timed([
      `${reports}/quizzes/users?range=90d`,
      `${reports}/quizzes/statistics?range=90d`,
      `${reports}/lists/courses?kind=training`,
    ])
    const quizEndpoints: Record<string, number> = {}
    for (const path of [
      'quizzes/users?range=90d',
      'quizzes/users?range=90d&orderBy=name',
      'quizzes/statistics?range=90d',
      'lists/courses?kind=training',
    ])
      quizEndpoints[path] = await timed([`${reports}/${path}`])
    if (process.env.BENCH_TRACE) console.log(quizEndpoints)
    const quizzesP95 = Math.max(...Object.values(quizEndpoints))
    const questionsP95 = await timed([`${reports}/quizzes/questions?range=90d`])
    const reviewsP95 = await timed([
      `${reports}/training/reviews`,
      `${reports}/training/reviews/statistics`,
      `${reports}/lists/training/reviewed`,
    ])
    const pdfTimes: number[] = []
    for (let round = 0; round < 5; round += 1) {
      const started = performance.now()
      const response = await scale.request(`${reports}/general/report`, {
        headers: { ...bearer(token).headers, Accept: 'application/pdf' },
      })
      await response.arrayBuffer()
      pdfTimes.push(performance.now() - started)
    }
    return {
      quizAnswers: tasks.length * 6,
      quizzesP95,
      quizzesPageP95,
      questionsP95,
      reviewsP95,
      trainingReportP95,
      generalReportP95,
      summaryP95,
      generalPdfMax: Math.max(...pdfTimes),
      policyLearners: learnerIds.length,
      policyReportP95: percentile(report, 0.95),
      courses: listed.length,
      libraryP95: percentile(library, 0.95),
      filterP95: percentile(filtering, 0.95),
      assigned: tasks.length,
      statisticsP95: percentile(statistics, 0.95),
    }
  } finally {
    await scale.close()
  }
}

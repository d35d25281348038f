import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  QUIZ_COLUMNS,
  quizFigures,
  QUIZ_QUERY,
  QUIZ_TAB_LABELS,
  QUIZ_TEXTS,
  type QuizQuestionRow,
  type QuizStatistics,
  type QuizTab,
  type QuizUserRow,
} from '../../src/domain/quizzes-report'
import { rangeLabel } from '../../src/domain/report-range'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { courses, quizAnswers, trainingCampaigns, users } from '../db/schema'
import { invalid, notFound } from '../errors'
import { requireBoost } from '../reports/boost'
import { companyHeading, documentFormat, documentResponse, type ReportDocument } from '../reports/document'
import { pageOf, paramsOf, reportPaging, sortRows } from '../reports/query'
import { rangeOf } from '../reports/range'

// The quizzes report (002 §7 quizzes/, with lists/courses from the training report): the chapter quizzes answered
// in the period, by learner and training and by question, read from the stored answers.

const guard = allow.company()
const q = quizAnswers
const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100))

async function scopeOf(db: Database, companyId: string, params: URLSearchParams) {
  const range = rangeOf(params)
  const courseIds = params.getAll('courseIds')
  if (courseIds.length > 100) throw invalid([{ field: 'courseIds', message: QUIZ_TEXTS.unknownCourse }])
  if (courseIds.length > 0) {
    // A course the company trains on (the filter lists them), with answers yet or not.
    const known = await db
      .selectDistinct({ id: trainingCampaigns.courseId })
      .from(trainingCampaigns)
      .where(and(eq(trainingCampaigns.companyId, companyId), inArray(trainingCampaigns.courseId, courseIds)))
    if (known.length !== new Set(courseIds).size)
      throw invalid([{ field: 'courseIds', message: QUIZ_TEXTS.unknownCourse }])
  }
  const where = and(
    eq(q.companyId, companyId),
    gte(q.answeredAt, range.start),
    lt(q.answeredAt, range.end),
    courseIds.length ? inArray(q.courseId, courseIds) : undefined,
  )
  return { where, range, courseIds, search: (params.get('search') ?? '').trim().toLowerCase().slice(0, 255) }
}
type Scope = Awaited<ReturnType<typeof scopeOf>>

const counts = {
  answered: sql<number>`count(*)::int`,
  correct: sql<number>`(count(*) filter (where ${q.correct}))::int`,
  firstTime: sql<number>`(count(*) filter (where ${q.correct} and ${q.attempts} = 1))::int`,
}

async function userRows(db: Database, scope: Scope): Promise<QuizUserRow[]> {
  const rows = await db
    .select({
      userId: q.userId,
      courseId: q.courseId,
      first: users.name,
      last: users.lastName,
      email: users.email,
      course: sql<string>`coalesce(${courses.name}, 'Deleted training')`,
      answeredAt: sql<string>`max(${q.answeredAt})`,
      ...counts,
    })
    .from(q)
    .innerJoin(users, eq(users.id, q.userId))
    .leftJoin(courses, eq(courses.id, q.courseId))
    .where(scope.where)
    .groupBy(q.userId, q.courseId, users.name, users.lastName, users.email, courses.name)
  return rows
    .map((row) => ({
      id: `${row.userId}:${row.courseId}`,
      name: `${row.first} ${row.last}`.trim() || row.email,
      email: row.email,
      course: row.course,
      answered: row.answered,
      firstTime: row.firstTime,
      correct: row.correct,
      score: rate(row.correct, row.answered),
      answeredAt: new Date(row.answeredAt).toISOString(),
    }))
    .filter(
      (row) => !scope.search || `${row.name} ${row.email} ${row.course}`.toLowerCase().includes(scope.search),
    )
}

async function questionRows(db: Database, scope: Scope): Promise<QuizQuestionRow[]> {
  const rows = await db
    .select({
      questionId: q.questionId,
      courseId: q.courseId,
      course: sql<string>`coalesce(${courses.name}, 'Deleted training')`,
      sections: courses.sections,
      attempts: sql<number>`avg(${q.attempts})::float`,
      ...counts,
    })
    .from(q)
    .leftJoin(courses, eq(courses.id, q.courseId))
    .where(scope.where)
    .groupBy(q.questionId, q.courseId, courses.name, courses.sections)
  return rows
    .map((row) => {
      const chapter = (row.sections ?? [])
        .flatMap((section) => section.chapters)
        .find((item) => item.id === row.questionId)
      return {
        id: `${row.courseId}:${row.questionId}`,
        course: row.course,
        chapter: chapter?.title ?? 'Deleted chapter',
        answered: row.answered,
        correct: row.correct,
        correctRate: rate(row.correct, row.answered),
        attempts: Math.round(row.attempts * 10) / 10,
      }
    })
    .filter((row) => !scope.search || `${row.course} ${row.chapter}`.toLowerCase().includes(scope.search))
}

async function statisticsOf(db: Database, scope: Scope): Promise<QuizStatistics> {
  const [row] = await db
    .select({ learners: sql<number>`count(distinct ${q.userId})::int`, ...counts })
    .from(q)
    .where(scope.where)
  const answers = row?.answered ?? 0
  return {
    learners: row?.learners ?? 0,
    answers,
    averageScore: answers ? rate(row!.correct, answers) : null,
    firstTimeRate: answers ? rate(row!.firstTime, answers) : null,
  }
}

const tabOf = (value: string | null | undefined): QuizTab => {
  if (value === 'users' || value === 'questions') return value
  throw notFound('Unknown report tab.')
}

export async function quizzesDocument(
  db: Database,
  companyId: string,
  params: URLSearchParams,
): Promise<ReportDocument> {
  const tab = tabOf(params.get('tab') ?? 'users')
  const { orderBy, order } = reportPaging(params, QUIZ_QUERY[tab])
  const scope = await scopeOf(db, companyId, params)
  const stats = await statisticsOf(db, scope)
  const rows =
    tab === 'users'
      ? sortRows(await userRows(db, scope), orderBy, order).map((r) => [
          r.name,
          r.email,
          r.course,
          r.answered,
          r.firstTime,
          r.correct,
          r.score,
          r.answeredAt.slice(0, 10),
        ])
      : sortRows(await questionRows(db, scope), orderBy, order).map((r) => [
          r.course,
          r.chapter,
          r.answered,
          r.correct,
          r.correctRate,
          r.attempts,
        ])
  return {
    ...(await companyHeading(db, companyId)),
    title: `${QUIZ_TEXTS.title}: ${QUIZ_TAB_LABELS[tab]}`,
    fileName: `quizzes-report-${tab}`,
    scope: [
      ['Period', rangeLabel(scope.range)],
      ...(scope.search ? ([['Search', scope.search]] as [string, string][]) : []),
    ],
    figures: quizFigures(stats),
    columns: QUIZ_COLUMNS[tab],
    rows,
  }
}

/** The period's figures, as the hub's card reads them. */
export async function quizStatistics(db: Database, companyId: string, params: URLSearchParams) {
  return statisticsOf(db, await scopeOf(db, companyId, params))
}

export function quizzesReportRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get('/company/:companyId/quizzes/statistics', guard, async (c) => {
    await requireBoost(c)
    const { db } = c.var.deps
    return c.json(await statisticsOf(db, await scopeOf(db, c.req.param('companyId'), paramsOf(c))))
  })
  app.get('/company/:companyId/quizzes/:tab', guard, async (c) => {
    await requireBoost(c)
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const tab = tabOf(c.req.param('tab'))
    const params = paramsOf(c)
    const format = documentFormat(c)
    if (format) {
      params.set('tab', tab)
      return documentResponse(c, await quizzesDocument(db, companyId, params), format)
    }
    const { pageNumber, pageSize, orderBy, order } = reportPaging(params, QUIZ_QUERY[tab])
    const scope = await scopeOf(db, companyId, params)
    const rows = tab === 'users' ? await userRows(db, scope) : await questionRows(db, scope)
    return c.json(pageOf(sortRows(rows as { id: string }[], orderBy, order), pageNumber, pageSize))
  })
  return app
}

import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
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
import type { Database } from '../db/open'
import { courses, quizDays, quizQuestionDays, users } from '../db/schema'
import { notFound } from '../errors'
import { rowsOf } from '../exercise/totals'
import { companyHeading, type ReportDocument } from './document'
import { reportPaging, sortRows } from './query'
import { rangeOf } from './range'
import { checkedCourseIds } from './course-filter'

// The quizzes report (002 §7 quizzes/, with lists/courses from the training report): the chapter quizzes answered
// in the period, by learner and training and by question, read from the daily roll-ups a trigger keeps from the
// stored answers (migrations 0042, 0043): a row per learner-day, not one per answer.

const d = quizDays
const qd = quizQuestionDays
const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100))

export async function scopeOf(db: Database, companyId: string, params: URLSearchParams) {
  const range = rangeOf(params)
  const courseIds = await checkedCourseIds(db, companyId, params, QUIZ_TEXTS.unknownCourse)
  // The period on the daily roll-ups (quiz_days, quiz_question_days): its instants are UTC midnights.
  const dayOf = (at: Date) => at.toISOString().slice(0, 10)
  const days = and(
    eq(d.companyId, companyId),
    gte(d.day, dayOf(range.start)),
    lt(d.day, dayOf(range.end)),
    courseIds.length ? inArray(d.courseId, courseIds) : undefined,
  )
  const questionDays = and(
    eq(qd.companyId, companyId),
    gte(qd.day, dayOf(range.start)),
    lt(qd.day, dayOf(range.end)),
    courseIds.length ? inArray(qd.courseId, courseIds) : undefined,
  )
  return {
    days,
    questionDays,
    range,
    courseIds,
    search: (params.get('search') ?? '').trim().toLowerCase().slice(0, 255),
  }
}
type Scope = Awaited<ReturnType<typeof scopeOf>>

/** The user table's sort keys in SQL; names compare byte-wise so PGlite and a Postgres with a locale agree. */
const USER_ORDER: Record<string, SQL> = {
  score: sql`score`,
  name: sql`lower(full_name) collate "C"`,
  course: sql`lower(course) collate "C"`,
  answered: sql`answered`,
  answeredAt: sql`answered_at`,
}

/**
 * Each learner's answers per training, grouped, searched, sorted and paged in SQL (every row when no page is
 * given), with how many rows match.
 */
export async function userRows(
  db: Database,
  scope: Scope,
  sort: { orderBy: string; order: 'ASC' | 'DESC'; page?: { number: number; size: number } },
): Promise<{ items: QuizUserRow[]; total: number }> {
  const search = scope.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)
  const grouped = sql`(select ${d.userId} as user_id, ${d.courseId} as course_id,
      sum(${d.answered})::int as answered, sum(${d.correct})::int as correct,
      sum(${d.firstTime})::int as first_time, max(${d.lastAnsweredAt}) as answered_at,
      round(sum(${d.correct}) * 100.0 / sum(${d.answered}))::int as score
    from ${d} where ${scope.days} group by ${d.userId}, ${d.courseId})`
  const named = sql`coalesce(nullif(trim(u.name || ' ' || u.last_name), ''), u.email) as full_name, u.email,
    coalesce(c.name, 'Deleted training') as course`
  const joins = sql`join ${users} u on u.id = user_id left join ${courses} c on c.id = course_id`
  const order = sql`${USER_ORDER[sort.orderBy]!} ${sql.raw(sort.order)}, user_id, course_id`
  const paged = sort.page ? sql`limit ${sort.page.size} offset ${sort.page.number * sort.page.size}` : sql``
  const byFigure = !search && !['name', 'course'].includes(sort.orderBy)
  const rows = await rowsOf<{
    user_id: string
    course_id: string
    full_name: string
    email: string
    course: string
    answered: number
    correct: number
    first_time: number
    score: number
    answered_at: string | Date
    total: number
  }>(
    db,
    // Sorted by a figure and not searched, the page is cut from the grouped answers before any name is read.
    byFigure
      ? sql`select page.*, ${named} from (
            select *, (count(*) over ())::int as total from ${grouped} as a
            order by ${order} ${paged}
          ) as page ${joins}
          order by ${order}`
      : sql`select *, (count(*) over ())::int as total from (
            select a.*, ${named} from ${grouped} as a ${joins}
          ) as row
          ${search ? sql`where (full_name || ' ' || email || ' ' || course) ilike ${`%${search}%`}` : sql``}
          order by ${order} ${paged}`,
  )
  // Past the last page no row carries the count: ask for the first row alone.
  if (rows.length === 0 && sort.page && sort.page.number > 0)
    return { items: [], total: (await userRows(db, scope, { ...sort, page: { number: 0, size: 1 } })).total }
  return {
    items: rows.map((row) => ({
      id: `${row.user_id}:${row.course_id}`,
      name: row.full_name,
      email: row.email,
      course: row.course,
      answered: row.answered,
      firstTime: row.first_time,
      correct: row.correct,
      score: row.score,
      answeredAt: new Date(row.answered_at).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  }
}

export async function questionRows(db: Database, scope: Scope): Promise<QuizQuestionRow[]> {
  // From the daily roll-up by chapter quiz; the few trainings' names and chapters are read once after.
  const rows = await db
    .select({
      questionId: qd.questionId,
      courseId: qd.courseId,
      attempts: sql<number>`(sum(${qd.attempts})::float / sum(${qd.answered}))`,
      answered: sql<number>`sum(${qd.answered})::int`,
      correct: sql<number>`sum(${qd.correct})::int`,
    })
    .from(qd)
    .where(scope.questionDays)
    .groupBy(qd.questionId, qd.courseId)
  const courseIds = [...new Set(rows.map((row) => row.courseId))]
  const known = courseIds.length
    ? await db
        .select({ id: courses.id, name: courses.name, sections: courses.sections })
        .from(courses)
        .where(inArray(courses.id, courseIds))
    : []
  const courseOf = new Map(known.map((course) => [course.id, course]))
  return rows
    .map((row) => {
      const course = courseOf.get(row.courseId)
      const chapter = (course?.sections ?? [])
        .flatMap((section) => section.chapters)
        .find((item) => item.id === row.questionId)
      return {
        id: `${row.courseId}:${row.questionId}`,
        course: course?.name ?? 'Deleted training',
        chapter: chapter?.title ?? 'Deleted chapter',
        answered: row.answered,
        correct: row.correct,
        correctRate: rate(row.correct, row.answered),
        attempts: Math.round(row.attempts * 10) / 10,
      }
    })
    .filter((row) => !scope.search || `${row.course} ${row.chapter}`.toLowerCase().includes(scope.search))
}

export async function statisticsOf(db: Database, scope: Scope): Promise<QuizStatistics> {
  const [row] = await db
    .select({
      learners: sql<number>`count(distinct ${d.userId})::int`,
      answered: sql<number>`coalesce(sum(${d.answered}), 0)::int`,
      correct: sql<number>`coalesce(sum(${d.correct}), 0)::int`,
      firstTime: sql<number>`coalesce(sum(${d.firstTime}), 0)::int`,
    })
    .from(d)
    .where(scope.days)
  const answers = row?.answered ?? 0
  return {
    learners: row?.learners ?? 0,
    answers,
    averageScore: answers ? rate(row!.correct, answers) : null,
    firstTimeRate: answers ? rate(row!.firstTime, answers) : null,
  }
}

export const tabOf = (value: string | null | undefined): QuizTab => {
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
      ? (await userRows(db, scope, { orderBy, order })).items.map((r) => [
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

import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { Hono } from 'hono'
import {
  csvRecord,
  RECIPIENT_COLUMNS,
  TAB_COLUMNS,
  USER_ANSWER_COLUMNS,
  USER_COLUMNS,
  answerName,
  sentenceCase,
  type RecipientRow,
  type ReportStatistics,
  type ReportTab,
  type UserAnswerRow,
} from '../../src/domain/exercise-report'
import { LEARNER_STATUSES, type LearnerStatus } from '../../src/domain/exercise-campaign'
import type { GatewayEnv } from '../context'
import { notFound } from '../errors'
import { rowsOf, statusSql } from '../exercise/totals'
import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { keptReportAnswer, keptVersionedAnswer } from '../reports/exercise-report-cache'
import {
  STATUS_RANK,
  csv,
  groupRows,
  learnerFilter,
  like,
  list,
  pageOf,
  readQuery,
  type QueryRequest,
  readRequest,
  withCampaign,
  sortAndPage,
  templateRows,
  userRows,
} from '../reports/exercise-report'

const guard = allow.company()

export function exerciseReportRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.exerciseReportStatistics.pattern, guard, async (c) => {
    const query = readQuery(c, 'users', USER_COLUMNS)
    const { db } = c.var.deps
    const stats = await keptReportAnswer(db, query, ['statistics', query.filters], async () => {
      const r = await withCampaign(c, query)
      const rows = await rowsOf<{
        status: LearnerStatus
        n: number
        answered: number
        points: number
        correct: number
        partial: number
        wrong: number
      }>(
        db,
        sql`select ${statusSql(r.now)} status, count(*)::int n, sum(answered)::int answered,
        coalesce(sum(case when answered > 0 then correct + partial / 2.0 end), 0)::float points,
        sum(correct)::int correct, sum(partial)::int partial, sum(wrong)::int wrong
      from exercise_assignments where ${learnerFilter(r)} group by 1`,
      )
      const answered = rows.reduce((sum, row) => sum + row.answered, 0)
      const points = rows.reduce((sum, row) => sum + row.points, 0)
      const statistics: ReportStatistics = {
        campaign: { name: r.campaign.name },
        statuses: LEARNER_STATUSES.map((name) => ({
          name,
          count: rows.find((row) => row.status === name)?.n ?? 0,
        })),
        total: {
          averageScorePercentage: answered ? Math.round((points / answered) * 100) : 0,
        },
        answers: {
          correct: rows.reduce((sum, row) => sum + row.correct, 0),
          partial: rows.reduce((sum, row) => sum + row.partial, 0),
          wrong: rows.reduce((sum, row) => sum + row.wrong, 0),
        },
      }
      return statistics
    })
    return c.json({ data: stats })
  })

  for (const kind of ['departments', 'groups'] as const)
    app.get(PATHS.exerciseReportFilter.only({ kind }), guard, async (c) => {
      const r = await readRequest(c, 'users', USER_COLUMNS)
      const link = kind === 'departments' ? sql`user_departments` : sql`user_groups`
      const key = kind === 'departments' ? sql`department_id` : sql`group_id`
      const table = kind === 'departments' ? sql`departments` : sql`groups`
      const rows = await rowsOf<{ id: string; name: string }>(
        c.var.deps.db,
        sql`select distinct g.id, g.name from exercise_assignments a join ${link} m on m.user_id = a.user_id
          join ${table} g on g.id = m.${key} where a.campaign_id = ${r.campaign.id} order by g.name`,
      )
      return c.json({ data: rows })
    })

  const tabRows = async (
    c: Context<GatewayEnv>,
    r: QueryRequest,
    name: 'users' | 'departments' | 'groups',
  ) =>
    name === 'users' ? userRows(c.var.deps.db, r) : groupRows(c.var.deps.db, await withCampaign(c, r), name)

  const tab = (name: ReportTab) =>
    app.get(PATHS.exerciseReportTab.only({ tab: name }), guard, async (c) => {
      const { db } = c.var.deps
      // The users tab reads its campaign inside its page's statement; the others read it first.
      const r = readQuery(c, name, TAB_COLUMNS[name])
      // Templates have names of their own, which the kept answers' versions do not follow.
      const { rows, total } =
        name === 'templates'
          ? await templateRows(db, await withCampaign(c, r))
          : r.isCsv
            ? await tabRows(c, r, name)
            : name === 'users'
              ? await keptVersionedAnswer(db, r, [name, pageOf(r)], async () => {
                  const { version, ...answer } = await userRows(db, r)
                  return { answer, version }
                })
              : await keptReportAnswer(db, r, [name, pageOf(r)], () => tabRows(c, r, name))
      if (r.isCsv)
        return c.json({
          data: csv(
            TAB_COLUMNS[name],
            rows.map((row) => csvRecord(name, row)),
          ),
        })
      return c.json({ data: { items: rows, pageInfo: { totalCount: total } } })
    })
  for (const name of ['users', 'departments', 'groups', 'templates'] as const) tab(name)

  app.get(PATHS.exerciseReportUser.pattern, guard, async (c) => {
    const r = await readRequest(c, 'userAnswers', USER_ANSWER_COLUMNS)
    const rows = await rowsOf<{
      id: string
      name: string
      thumbnail_url: string | null
      layout_type: 'EMAIL' | 'SMS'
      answer: string | null
      status: string | null
    }>(
      c.var.deps.db,
      sql`select t.id, t.name, t.thumbnail_url, t.layout_type, x.answer, x.status
        from phishing_templates t
        join exercise_assignments a on a.campaign_id = ${r.campaign.id} and a.user_id = ${c.req.param('userId')}
        left join exercise_answers x on x.assignment_id = a.id and x.template_id = t.id
        where t.id in (${list(r.campaign.templateIds.length ? r.campaign.templateIds : [''])})
        ${r.searchText ? sql`and t.name ilike ${like(r.searchText)}` : sql``}`,
    )
    const items: UserAnswerRow[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      thumbnail: row.thumbnail_url,
      type: row.layout_type,
      answer: row.answer,
      answerStatus: row.status ?? 'NOT_ANSWERED',
    }))
    const page = sortAndPage(items, r, (row, key) =>
      key === 'answerStatus'
        ? STATUS_RANK[row.answerStatus]
        : key === 'answer'
          ? answerName(row.answer)
          : row[key as 'name'],
    )
    if (r.isCsv)
      return c.json({
        data: csv(
          USER_ANSWER_COLUMNS,
          page.rows.map((row) => [
            row.name,
            row.type === 'SMS' ? 'SMS' : 'Email',
            answerName(row.answer),
            sentenceCase(row.answerStatus),
          ]),
        ),
      })
    return c.json({ data: { items: page.rows, pageInfo: { totalCount: page.total } } })
  })

  app.get(PATHS.exerciseReportTemplate.pattern, guard, async (c) => {
    const r = await readRequest(c, 'recipients', RECIPIENT_COLUMNS)
    const templateId = c.req.param('templateId')
    if (!r.campaign.templateIds.includes(templateId)) throw notFound('Template not found')
    const rows = await rowsOf<{
      id: string
      full_name: string
      email: string
      answer: string | null
      status: string | null
    }>(
      c.var.deps.db,
      sql`select u.id, trim(u.name || ' ' || u.last_name) full_name, u.email, x.answer, x.status
        from exercise_assignments join users u on u.id = exercise_assignments.user_id
        left join exercise_answers x on x.assignment_id = exercise_assignments.id and x.template_id = ${templateId}
        where ${learnerFilter(r)}
        ${r.searchText ? sql`and (u.email ilike ${like(r.searchText)} or (u.name || ' ' || u.last_name) ilike ${like(r.searchText)})` : sql``}`,
    )
    const items: RecipientRow[] = rows.map((row) => ({
      id: row.id,
      fullName: row.full_name || row.email,
      email: row.email,
      answer: { name: row.answer, status: row.status ?? 'NOT_ANSWERED' },
    }))
    const page = sortAndPage(items, r, (row, key) =>
      key === 'answerStatus'
        ? STATUS_RANK[row.answer.status]
        : key === 'answer'
          ? answerName(row.answer.name)
          : row[key as 'email'],
    )
    if (r.isCsv)
      return c.json({
        data: csv(
          RECIPIENT_COLUMNS,
          page.rows.map((row) => [
            row.fullName,
            row.email,
            answerName(row.answer.name),
            sentenceCase(row.answer.status),
          ]),
        ),
      })
    return c.json({ data: { items: page.rows, pageInfo: { totalCount: page.total } } })
  })

  return app
}

import { PATHS } from '../../src/domain/api-paths'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { learnerScore, type LearnerStatus } from '../../src/domain/exercise-campaign'
import { EXERCISE_RESULTS_MAX, type ExerciseUserResult } from '../../src/domain/exercise-user-results'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { requireCompanyUser } from '../users/company-user'
import { rowsOf, statusSql } from '../exercise/totals'

/**
 * 002 §7 GET phishing-exercise company/{companyId}/user/{userId}/results: every exercise the company gave the
 * learner, newest first, scored as the exercise report scores a learner.
 */
export function exerciseUserResultsRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.exerciseUserResults.pattern, allow.company(), async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const userId = c.req.param('userId')
    await requireCompanyUser(db, companyId, userId)
    const now = c.var.deps.now?.() ?? new Date()
    const rows = await rowsOf<{
      campaign_id: string
      campaign_name: string
      templates: number
      deliver_at: string | Date
      due_at: string | Date
      status: LearnerStatus
      answered: number
      correct: number
      partial: number
      wrong: number
      completed_at: string | Date | null
    }>(
      db,
      sql`select c.id campaign_id, c.name campaign_name, jsonb_array_length(c.template_ids)::int templates,
          exercise_assignments.deliver_at, exercise_assignments.due_at, ${statusSql(now)} status,
          exercise_assignments.answered, exercise_assignments.correct, exercise_assignments.partial,
          exercise_assignments.wrong, exercise_assignments.completed_at
        from exercise_assignments join phishing_campaigns c on c.id = exercise_assignments.campaign_id
        where exercise_assignments.user_id = ${userId} and c.company_id = ${companyId}
        order by exercise_assignments.deliver_at desc, c.id
        limit ${EXERCISE_RESULTS_MAX}`,
    )
    const iso = (value: string | Date) => new Date(value).toISOString()
    const results: ExerciseUserResult[] = rows.map((row) => ({
      campaignId: row.campaign_id,
      campaignName: row.campaign_name,
      deliverAt: iso(row.deliver_at),
      dueAt: iso(row.due_at),
      status: row.status,
      templates: row.templates,
      answered: row.answered,
      correct: row.correct,
      partial: row.partial,
      wrong: row.wrong,
      score: learnerScore(row.correct, row.partial, row.answered),
      completedAt: row.completed_at ? iso(row.completed_at) : null,
    }))
    return c.json({ data: { results } })
  })
  return app
}

import { PATHS } from '../../src/domain/api-paths'
import { and, eq, gte, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { ReportHeadline } from '../../src/domain/report-summary'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { phishingCampaigns, simulationDeliveries, userTasks } from '../db/schema'
import { boostOnly } from '../reports/boost'
import { currentCultureScore } from '../reports/dashboard-figures'
import { policyStatistics } from '../reports/policy-report'
import { trainingStatistics } from '../reports/training-report'
import { statisticsOf as reviewStatistics } from '../reports/training-reviews'
import { quizStatistics } from '../reports/quizzes-report'

// The reports hub's headlines (ours): each report's figure over the last 90 days, read from what the report
// itself reads, so a card and its page agree.

const DAY = 86_400_000
const pct = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`

export function reportSummaryRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.reportSummary.pattern, allow.company(), boostOnly, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const since = new Date(Date.now() - 90 * DAY)
    const period = new URLSearchParams({ range: '90d' })
    const [culture, training, gaming, policies, exercise, simulation, videos, reviews, quizzes] =
      await Promise.all([
        currentCultureScore(db, companyId),
        trainingStatistics(db, companyId, 'training', period),
        trainingStatistics(db, companyId, 'gaming', period),
        policyStatistics(db, companyId),
        db
          .select({
            campaigns: sql<number>`count(*)::int`,
            score: sql<number | null>`avg(${phishingCampaigns.score})::float`,
          })
          .from(phishingCampaigns)
          .where(and(eq(phishingCampaigns.companyId, companyId), gte(phishingCampaigns.startedAt, since))),
        db
          .select({
            sent: sql<number>`count(*) filter (where ${simulationDeliveries.sentAt} is not null)::int`,
            phished: sql<number>`count(${simulationDeliveries.phishedAt})::int`,
          })
          .from(simulationDeliveries)
          .where(
            and(eq(simulationDeliveries.companyId, companyId), gte(simulationDeliveries.plannedAt, since)),
          ),
        db
          .select({
            assigned: sql<number>`count(*)::int`,
            watched: sql<number>`count(*) filter (where ${userTasks.status} = 'completed')::int`,
          })
          .from(userTasks)
          .where(
            and(
              eq(userTasks.companyId, companyId),
              eq(userTasks.kind, 'monthlyVideo'),
              gte(userTasks.createdAt, since),
            ),
          ),
        reviewStatistics(db, companyId, new URLSearchParams()),
        quizStatistics(db, companyId, period),
      ])
    const [ex] = exercise
    const [sim] = simulation
    const [vid] = videos
    const items: ReportHeadline[] = [
      {
        id: 'generalReport',
        figure: culture ? String(culture.score) : null,
        caption: culture ? `Culture score: ${culture.level}` : 'Culture score',
      },
      {
        id: 'training',
        figure: training.assigned ? pct(training.completed, training.assigned) : null,
        caption: 'of learners completed their training',
      },
      {
        id: 'gaming',
        figure: gaming.assigned ? pct(gaming.completed, gaming.assigned) : null,
        caption: 'of players completed their game',
      },
      {
        id: 'monthlyVideo',
        figure: vid?.assigned ? pct(vid.watched, vid.assigned) : null,
        caption: 'of monthly videos watched',
      },
      {
        id: 'phishingExercise',
        figure: ex?.campaigns && ex.score !== null ? `${Math.round(ex.score)}%` : null,
        caption: 'average exercise score',
      },
      {
        id: 'phishingSummary',
        figure: sim?.sent ? pct(sim.phished, sim.sent) : null,
        caption: 'phish-prone percentage in simulations',
      },
      {
        id: 'policiesProgress',
        figure: policies.assignments ? `${policies.progress}%` : null,
        caption: 'of policy assignments acknowledged',
      },
      {
        id: 'quizzes',
        figure: quizzes.averageScore === null ? null : `${quizzes.averageScore}%`,
        caption: 'of quiz answers right in the end',
      },
      {
        id: 'reviews',
        figure: reviews.averageRating === null ? null : `${reviews.averageRating} of 5`,
        caption: `average rating from ${reviews.reviews} reviews`,
      },
    ]
    return c.json({ items })
  })
  return app
}

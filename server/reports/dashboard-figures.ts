import { and, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import {
  cultureScore,
  DASHBOARD_PERIOD_DAYS,
  type ExercisePeriod,
  type Periods,
  type TournamentPeriod,
  type TrainingPeriod,
} from '../../src/domain/dashboard'
import type { GetStartedFlags } from '../../src/domain/get-started'
import type { Database } from '../db/open'
import {
  companies,
  phishingCampaigns,
  simulationDeliveries,
  tournamentParticipants,
  tournaments,
  trainingCampaigns,
  userTasks,
  users,
} from '../db/schema'
import { notFound } from '../errors'
import type { SimulationPeriod } from '../../src/domain/dashboard'

// The get-started page's figures (002 §2.1, §3, §7): the five flags, and each card's current and previous
// period computed from stored campaigns — a campaign counts in the period it started in. "All companies" is
// the same figure over every company on the platform, the only honest benchmark a reference gateway has. The
// dashboard routes, the report summary and the dashboard tabs read them here.

const DAY = 86_400_000

interface Window {
  from: Date
  to: Date
}
function windows(now: Date): { current: Window; previous: Window } {
  const span = DASHBOARD_PERIOD_DAYS * DAY
  const to = new Date(now.getTime() + 1)
  const from = new Date(now.getTime() - span)
  return { current: { from, to }, previous: { from: new Date(from.getTime() - span), to: from } }
}

type Progress = { completed: number; inProgress: number; notStarted: number; overdue: number }

/**
 * A campaign's counts: its learners' tasks when it has them (live), else its stored summary (campaigns
 * recorded without per-learner rows).
 */
async function trainingProgress(
  db: Database,
  window: Window,
  gaming: boolean,
  companyId: string | null,
): Promise<Progress | null> {
  const campaigns = await db
    .select({ id: trainingCampaigns.id, progress: trainingCampaigns.progress })
    .from(trainingCampaigns)
    .where(
      and(
        companyId ? eq(trainingCampaigns.companyId, companyId) : undefined,
        eq(trainingCampaigns.isGaming, gaming),
        gte(trainingCampaigns.startDate, window.from),
        lt(trainingCampaigns.startDate, window.to),
      ),
    )
  if (campaigns.length === 0) return null
  const live = await db
    .select({
      sourceId: userTasks.sourceId,
      completed: sql<number>`count(*) filter (where ${userTasks.status} = 'completed')`.mapWith(Number),
      overdue:
        sql<number>`count(*) filter (where ${userTasks.status} <> 'completed' and ${userTasks.dueAt} < now())`.mapWith(
          Number,
        ),
      inProgress:
        sql<number>`count(*) filter (where ${userTasks.status} = 'in_progress' and not coalesce(${userTasks.dueAt} < now(), false))`.mapWith(
          Number,
        ),
      total: count(),
    })
    .from(userTasks)
    .where(
      inArray(
        userTasks.sourceId,
        campaigns.map((campaign) => campaign.id),
      ),
    )
    .groupBy(userTasks.sourceId)
  const byId = new Map(live.map((row) => [row.sourceId, row]))
  const sum: Progress = { completed: 0, inProgress: 0, notStarted: 0, overdue: 0 }
  for (const campaign of campaigns) {
    const tasks = byId.get(campaign.id)
    const progress = tasks
      ? {
          completed: tasks.completed,
          inProgress: tasks.inProgress,
          overdue: tasks.overdue,
          notStarted: tasks.total - tasks.completed - tasks.inProgress - tasks.overdue,
        }
      : campaign.progress
    sum.completed += progress.completed
    sum.inProgress += progress.inProgress
    sum.notStarted += progress.notStarted
    sum.overdue += progress.overdue
  }
  return sum
}

const totalOf = (p: Progress) => p.completed + p.inProgress + p.notStarted + p.overdue
const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100)

export async function trainingPeriod(
  db: Database,
  companyId: string,
  window: Window,
  gaming: boolean,
): Promise<TrainingPeriod | null> {
  const own = await trainingProgress(db, window, gaming, companyId)
  if (!own) return null
  const everyone = (await trainingProgress(db, window, gaming, null))!
  const assigned = totalOf(own)
  return {
    assignedUsers: assigned,
    completed: percent(own.completed, assigned),
    inProgress: percent(own.inProgress, assigned),
    overdue: percent(own.overdue, assigned),
    yourScore: percent(own.completed, assigned),
    industryScore: percent(everyone.completed, totalOf(everyone)),
  }
}

async function exerciseFigures(db: Database, window: Window, companyId: string | null) {
  const rows = await db
    .select({ assignments: phishingCampaigns.assignments, score: phishingCampaigns.score })
    .from(phishingCampaigns)
    .where(
      and(
        companyId ? eq(phishingCampaigns.companyId, companyId) : undefined,
        gte(phishingCampaigns.startedAt, window.from),
        lt(phishingCampaigns.startedAt, window.to),
      ),
    )
  if (rows.length === 0) return null
  const assigned = rows.reduce((sum, row) => sum + row.assignments.total, 0)
  const completed = rows.reduce((sum, row) => sum + row.assignments.completed, 0)
  // The average campaign score (0–100) weighted by learners, on the dashboard's 0–10 scale.
  const scored = rows.filter((row) => row.score !== null)
  const weight = scored.reduce((sum, row) => sum + row.assignments.total, 0)
  const score =
    weight === 0 ? 0 : scored.reduce((sum, row) => sum + row.score! * row.assignments.total, 0) / weight
  return { campaigns: rows.length, assigned, completed, score: score / 10 }
}

export async function exercisePeriod(
  db: Database,
  companyId: string,
  window: Window,
): Promise<ExercisePeriod | null> {
  const own = await exerciseFigures(db, window, companyId)
  if (!own) return null
  const everyone = (await exerciseFigures(db, window, null))!
  return {
    campaigns: own.campaigns,
    assignedUsers: own.assigned,
    completed: percent(own.completed, own.assigned),
    yourScore: own.score,
    industryScore: everyone.score,
  }
}

/**
 * Simulation mails planned in the window (002 §3 dashboard periods): how many recipients, how many were sent,
 * how many of those were ignored (never opened), and the share reported; null before any simulation mail.
 */
export async function simulationPeriod(
  db: Database,
  companyId: string,
  window: Window,
): Promise<SimulationPeriod | null> {
  const d = simulationDeliveries
  const [row] = await db
    .select({
      recipients: sql<number>`count(*)::int`,
      sent: sql<number>`count(*) filter (where ${d.state} = 'sent')::int`,
      ignored: sql<number>`count(*) filter (where ${d.state} = 'sent' and ${d.openedAt} is null)::int`,
      reported: sql<number>`count(${d.reportedAt})::int`,
    })
    .from(d)
    .where(and(eq(d.companyId, companyId), gte(d.plannedAt, window.from), lt(d.plannedAt, window.to)))
  if (!row || row.recipients === 0) return null
  return {
    recipients: row.recipients,
    recipientsSent: row.sent,
    recipientsIgnored: row.ignored,
    reported: { percent: percent(row.reported, row.sent), count: row.reported },
  }
}

/**
 * Tournaments that started in the window: how many, who was invited, and the average number of challenges
 * solved by those who played (out of 6).
 */
export async function tournamentPeriod(
  db: Database,
  companyId: string,
  window: Window,
): Promise<TournamentPeriod | null> {
  const now = new Date()
  const to = window.to < now ? window.to : now
  const [row] = await db
    .select({
      tournaments: sql<number>`count(distinct ${tournaments.id})::int`,
      participants: sql<number>`count(${tournamentParticipants.userId})::int`,
      average: sql<number | null>`avg(${tournamentParticipants.solved})::float`,
    })
    .from(tournaments)
    .leftJoin(tournamentParticipants, eq(tournamentParticipants.tournamentId, tournaments.id))
    .where(
      and(
        eq(tournaments.companyId, companyId),
        gte(tournaments.startAt, window.from),
        lt(tournaments.startAt, to),
      ),
    )
  if (!row || row.tournaments === 0) return null
  return {
    averageScore: Math.round((row.average ?? 0) * 10) / 10,
    totalTournaments: row.tournaments,
    participants: row.participants,
  }
}

export async function periods<T>(read: (window: Window) => Promise<T | null>): Promise<Periods<T>> {
  const { current, previous } = windows(new Date())
  const [currentPeriod, previousPeriod] = await Promise.all([read(current), read(previous)])
  return { currentPeriod, previousPeriod }
}

export async function getStartedFlags(db: Database, companyId: string): Promise<GetStartedFlags> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId))
  if (!company) throw notFound('Company not found')
  const campaigns = await db
    .select({ isGaming: trainingCampaigns.isGaming, dateEnded: trainingCampaigns.dateEnded })
    .from(trainingCampaigns)
    .where(eq(trainingCampaigns.companyId, companyId))
  const [exercises] = await db
    .select({ n: count() })
    .from(phishingCampaigns)
    .where(and(eq(phishingCampaigns.companyId, companyId), isNull(phishingCampaigns.archivedAt)))
  const [people] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.disabledAt)))
  const training = campaigns.filter((campaign) => !campaign.isGaming)
  return {
    hasActiveTraining: training.some((campaign) => campaign.dateEnded === null),
    hasUsers: (people?.n ?? 0) > 1,
    hasEndedTraining: training.some((campaign) => campaign.dateEnded !== null),
    trialExpired: !company.hasBoost && company.trialStatus === 'expired',
    hasActiveCampaign:
      (exercises?.n ?? 0) > 0 ||
      campaigns.some((campaign) => campaign.isGaming && campaign.dateEnded === null),
  }
}

/** The culture score of the last period, as the home page's gauge shows it (the reports hub's headline). */
export async function currentCultureScore(db: Database, companyId: string) {
  const { current } = windows(new Date())
  // The company's own figures only: the platform's benchmark is not part of its score.
  const [training, gaming, exercise] = await Promise.all([
    trainingProgress(db, current, false, companyId),
    trainingProgress(db, current, true, companyId),
    exerciseFigures(db, current, companyId),
  ])
  const completion = (progress: Progress | null) =>
    progress && totalOf(progress) > 0 ? percent(progress.completed, totalOf(progress)) : null
  return cultureScore({
    training: completion(training),
    gaming: completion(gaming),
    exercise: exercise?.score ?? null,
  })
}

/** Every card's two periods at once (the dashboard's company tab). */
export async function dashboardFiguresOf(db: Database, companyId: string) {
  const [training, gaming, phishingExercise, phishingSimulation, tournament] = await Promise.all([
    periods((w) => trainingPeriod(db, companyId, w, false)),
    periods((w) => trainingPeriod(db, companyId, w, true)),
    periods((w) => exercisePeriod(db, companyId, w)),
    periods((w) => simulationPeriod(db, companyId, w)),
    periods((w) => tournamentPeriod(db, companyId, w)),
  ])
  return { training, gaming, phishingExercise, phishingSimulation, tournament }
}

/** Mounted at the gateway root: the cards' calls live under four services' prefixes. */

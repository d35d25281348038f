import { eq, sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { CampaignCounts } from '../../src/domain/exercise-campaign'
import type { Database } from '../db/open'
import { phishingCampaigns } from '../db/schema'

const dialect = new PgDialect()
// Past this many values a text is likely one of a kind (a list of ids written out), not worth a statement kept
// on every connection until it closes.
const PREPARED_PARAMS_MAX = 64

interface PostgresJs {
  unsafe(text: string, params: unknown[], options: { prepare: boolean }): Promise<unknown[]>
}
const isPostgresJs = (client: unknown): client is PostgresJs =>
  typeof client === 'function' && typeof (client as Partial<PostgresJs>).unsafe === 'function'

/**
 * Raw rows from a statement on either driver (PGlite wraps them in `rows`, postgres-js does not). On Postgres
 * the text is a prepared statement of its connection, parsed once and planned from the cached plan where
 * Postgres finds that no dearer (a report page: 1.8 → 1.0 ms); PGlite names every statement already
 * (src/db/named-statements-pglite.ts).
 */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client
  if (isPostgresJs(client)) {
    const { sql: text, params } = dialect.sqlToQuery(query)
    if (params.length <= PREPARED_PARAMS_MAX)
      return (await client.unsafe(text, params, { prepare: true })) as T[]
  }
  const result: unknown = await db.execute(query)
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

// A learner's status at a moment (002 §3 "Learner rows"): completed once every template is answered; overdue
// past the due date; in progress after a first answer; not started before it.
export const statusSql = (now: Date) => sql<string>`(case
  when exercise_assignments.completed_at is not null then 'COMPLETED'
  when exercise_assignments.due_at < ${now.toISOString()}::timestamptz then 'OVERDUE'
  when exercise_assignments.answered > 0 then 'IN_PROGRESS'
  else 'NOT_STARTED' end)`

export interface CampaignTotals {
  counts: CampaignCounts
  /** Learners the exercise has reached. */
  delivered: number
  /** Points per answer given (correct 1, partial ½) as 0–100, or null before anyone has answered. */
  score: number | null
}

const STATUS_KEY = {
  COMPLETED: 'completed',
  IN_PROGRESS: 'inProgress',
  NOT_STARTED: 'notStarted',
  OVERDUE: 'overdue',
} as const

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** Per campaign: learners per status, how many it reached, and the average score of those who answered. */
export async function campaignTotals(
  db: Database,
  campaigns: { id: string; templates: number }[],
  now: Date,
): Promise<Map<string, CampaignTotals>> {
  const result = new Map<string, CampaignTotals>()
  for (const campaign of campaigns)
    result.set(campaign.id, {
      counts: { total: 0, completed: 0, inProgress: 0, notStarted: 0, overdue: 0 },
      delivered: 0,
      score: null,
    })
  if (campaigns.length === 0) return result
  const rows = await rowsOf<{
    campaign_id: string
    status: keyof typeof STATUS_KEY
    n: number
    delivered: number
  }>(
    db,
    sql`select campaign_id, ${statusSql(now)} status, count(*)::int n,
      (count(*) filter (where deliver_at <= ${now.toISOString()}::timestamptz))::int delivered
    from exercise_assignments where campaign_id in (${idList(campaigns.map((c) => c.id))})
    group by 1, 2`,
  )
  const scores = await rowsOf<{ campaign_id: string; answered: number; points: number }>(
    db,
    sql`select campaign_id, sum(answered)::int answered, sum(correct + partial / 2.0)::float points
    from exercise_assignments where answered > 0 and campaign_id in (${idList(campaigns.map((c) => c.id))})
    group by 1`,
  )
  for (const row of rows) {
    const entry = result.get(row.campaign_id)!
    entry.counts.total += row.n
    entry.counts[STATUS_KEY[row.status]] += row.n
    entry.delivered += row.delivered
  }
  for (const row of scores)
    if (row.answered > 0) result.get(row.campaign_id)!.score = Math.round((row.points / row.answered) * 100)
  return result
}

/** Writes a campaign's counts and score back, for the dashboard's period figures. */
export async function refreshCampaignTotals(db: Database, campaignId: string, now: Date) {
  const [campaign] = await db
    .select({ templateIds: phishingCampaigns.templateIds })
    .from(phishingCampaigns)
    .where(eq(phishingCampaigns.id, campaignId))
  if (!campaign) return
  const totals = (
    await campaignTotals(db, [{ id: campaignId, templates: campaign.templateIds.length }], now)
  ).get(campaignId)!
  await db
    .update(phishingCampaigns)
    .set({ assignments: totals.counts, score: totals.score })
    .where(eq(phishingCampaigns.id, campaignId))
}

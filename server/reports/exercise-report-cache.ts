import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { keptAnswers } from '../db/kept-answers'
import { preparedFor } from '../db/prepared'
import { exerciseReportRevisions, phishingCampaigns, userListRevisions } from '../db/schema'
import { rowsOf } from '../exercise/totals'

// A page of the exercise report scans all its campaign's assignments, since a learner's status depends on the
// moment (overdue). A campaign is asked the same pages again and again (paging back, a reload, a second admin),
// so an answer is kept by what it is computed from: the campaign's revision (migration 0060: its assignments),
// its company's user-list revision (migrations 0010 and 0060: names, emails, memberships, department and group
// names), the campaign's name and template count — and only until the clock next changes a learner's status or
// days left. The revisions live in the database, so gateways sharing one Postgres never serve a page another
// process's write has made stale; a request costs one primary-key read while nothing has changed.

const answers = keptAnswers(300)
/** The next moment the clock changes a campaign's figures, by campaign version. */
const clocks = new WeakMap<Database, Map<string, number>>()

function clockOf(db: Database): Map<string, number> {
  let map = clocks.get(db)
  if (!map) clocks.set(db, (map = new Map()))
  return map
}

const versionQuery = preparedFor((db) =>
  db
    .select({
      name: phishingCampaigns.name,
      templates: sql<number>`jsonb_array_length(${phishingCampaigns.templateIds})::int`,
      report: exerciseReportRevisions.revision,
      people: userListRevisions.revision,
    })
    .from(phishingCampaigns)
    .leftJoin(exerciseReportRevisions, eq(exerciseReportRevisions.campaignId, phishingCampaigns.id))
    .leftJoin(userListRevisions, eq(userListRevisions.companyId, phishingCampaigns.companyId))
    .where(
      and(
        eq(phishingCampaigns.companyId, sql.placeholder('companyId')),
        eq(phishingCampaigns.id, sql.placeholder('campaignId')),
      ),
    )
    .prepare('exercise_report_version'),
)

/**
 * The next moment after `now` at which an unfinished learner's days left (ceil of the time to the due date, in
 * days) drops, or, once due, the status turns overdue; Infinity when no learner's figures move with the clock.
 */
export async function nextClockChange(db: Database, campaignId: string, now: Date): Promise<number> {
  const at = now.toISOString()
  const [row] = await rowsOf<{ next: number | string | null }>(
    db,
    sql`select min(extract(epoch from least(due_at + interval '1 millisecond',
        due_at - (ceil(extract(epoch from due_at - ${at}::timestamptz) / 86400) - 1) * interval '1 day')) * 1000) next
      from exercise_assignments where campaign_id = ${campaignId} and completed_at is null
        and due_at >= ${at}::timestamptz`,
  )
  // Rounded down: a page is never kept past the true moment, only up to a millisecond short of it.
  return row?.next == null ? Infinity : Math.floor(Number(row.next))
}

/**
 * The answer kept for this campaign, its version and `key` (everything else the answer depends on: the tab,
 * paging, sort, search, filters), or `compute`'s, kept. An unknown campaign is left to `compute` (not found).
 */
export async function keptReportAnswer<T>(
  db: Database,
  request: { campaign: { id: string; companyId: string }; now: Date },
  key: unknown,
  compute: () => Promise<T>,
): Promise<T> {
  const { id: campaignId, companyId } = request.campaign
  // Read before computing: a change landing mid-compute is filed under the older version, which no later
  // request reads, so a kept answer is never older than its version.
  const [version] = await versionQuery(db).execute({ companyId, campaignId })
  if (!version) return compute()
  const now = request.now.getTime()
  const versionKey = JSON.stringify([
    companyId,
    campaignId,
    version.report ?? 0,
    version.people ?? 0,
    version.name,
    version.templates,
  ])
  const clock = clockOf(db)
  let until = clock.get(versionKey)
  if (until === undefined || now >= until) {
    until = await nextClockChange(db, campaignId, request.now)
    // The newest versions' moments: an older version is never asked again.
    clock.delete(versionKey)
    clock.set(versionKey, until)
    if (clock.size > 300) clock.delete(clock.keys().next().value!)
  }
  return answers.answer(db, versionKey + JSON.stringify(key), compute, { now, until })
}

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

/** A report request as far as its kept answers go: the campaign it names, and its moment. */
export interface CampaignRequest {
  campaign: { id: string; companyId: string }
  now: Date
}

/** What a campaign's kept answers are filed under: everything besides the request they are computed from. */
export interface CampaignVersion {
  name: string
  templates: number
  report: number | string | null
  people: number | string | null
}

const versionKeyOf = (companyId: string, campaignId: string, version: CampaignVersion) =>
  JSON.stringify([
    companyId,
    campaignId,
    Number(version.report ?? 0),
    Number(version.people ?? 0),
    version.name,
    Number(version.templates),
  ])

/** Until when an answer computed at `now` for this version stays true: the campaign's next clock change. */
async function untilOf(db: Database, versionKey: string, campaignId: string, now: Date): Promise<number> {
  const clock = clockOf(db)
  let until = clock.get(versionKey)
  if (until === undefined || now.getTime() >= until) {
    until = await nextClockChange(db, campaignId, now)
    // The newest versions' moments: an older version is never asked again.
    clock.delete(versionKey)
    clock.set(versionKey, until)
    if (clock.size > 300) clock.delete(clock.keys().next().value!)
  }
  return until
}

/**
 * The answer kept for this campaign, its version and `key` (everything else the answer depends on: the tab,
 * paging, sort, search, filters), or `compute`'s, kept. An unknown campaign is left to `compute` (not found).
 */
export async function keptReportAnswer<T>(
  db: Database,
  request: CampaignRequest,
  key: unknown,
  compute: () => Promise<T>,
): Promise<T> {
  const { id: campaignId, companyId } = request.campaign
  // Read before computing: a change landing mid-compute is filed under the older version, which no later
  // request reads, so a kept answer is never older than its version.
  const [version] = await versionQuery(db).execute({ companyId, campaignId })
  if (!version) return compute()
  const { versionKey, until } = await filing(db, request, version)
  return answers.answer(db, versionKey + JSON.stringify(key), compute, { now: request.now.getTime(), until })
}

/** Where an answer read at `version` is filed, and until when it holds; the campaign's last version seen, noted. */
async function filing(
  db: Database,
  request: CampaignRequest,
  version: CampaignVersion,
): Promise<{ versionKey: string; until: number }> {
  const { id: campaignId, companyId } = request.campaign
  const versionKey = versionKeyOf(companyId, campaignId, version)
  const last = lastVersionOf(db)
  last.set(companyId + '/' + campaignId, versionKey)
  if (last.size > 1000) last.delete(last.keys().next().value!)
  return { versionKey, until: await untilOf(db, versionKey, campaignId, request.now) }
}

/** The version each campaign was last read at, by company and campaign (bounded with the clocks). */
const lastVersions = new WeakMap<Database, Map<string, string>>()
function lastVersionOf(db: Database): Map<string, string> {
  let map = lastVersions.get(db)
  if (!map) lastVersions.set(db, (map = new Map()))
  return map
}

/**
 * As keptReportAnswer, for an answer whose own statement reads the campaign's version with it (the users tab's
 * page): a page nobody kept is computed in one statement instead of a version read and then the page, and is
 * filed under the version it was read with. Only a page kept under the campaign's last known version costs a
 * version read first, to confirm that version still holds.
 */
export async function keptVersionedAnswer<T>(
  db: Database,
  request: CampaignRequest,
  key: unknown,
  compute: () => Promise<{ answer: T; version: CampaignVersion }>,
): Promise<T> {
  const { id: campaignId, companyId } = request.campaign
  const now = request.now.getTime()
  const keyText = JSON.stringify(key)
  const last = lastVersionOf(db).get(companyId + '/' + campaignId)
  if (last !== undefined && answers.peek(db, last + keyText, now) !== undefined)
    return keptReportAnswer(db, request, key, async () => (await compute()).answer)
  const { answer, version } = await compute()
  const { versionKey, until } = await filing(db, request, version)
  return now < until ? answers.keep(db, versionKey + keyText, answer, until) : answer
}

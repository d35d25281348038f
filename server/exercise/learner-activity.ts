import { emitWebhookEvents } from '../webhooks/emit'
import type { JobSender } from '../jobs/sender'
import { createHash } from 'node:crypto'
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { exerciseAnswers, exerciseAssignments, phishingCampaigns, phishingTemplates } from '../db/schema'
import { assignAfterFailure } from '../learning/after-failure'
import { refreshCampaignTotals } from './totals'

// The learner-activity simulator: learners answer an exercise over days the way real people do — most in
// time, some stop after one message, some late, some never; most answers right, some half right, some wrong.
// Every choice is a hash of (campaign, learner, template), so a run is repeatable and advancing the clock only
// adds what has become due. It runs at seed time and through the dev endpoint that moves time forward.

const unit = (...parts: string[]) =>
  createHash('sha1').update(parts.join('|')).digest().readUInt32BE(0) / 0x1_0000_0000

type Profile = 'never' | 'stops' | 'late' | 'diligent'
function profileOf(campaignId: string, userId: string): Profile {
  const r = unit(campaignId, userId)
  return r < 0.12 ? 'never' : r < 0.27 ? 'stops' : r < 0.37 ? 'late' : 'diligent'
}

/** When (days after delivery) a learner answers one template, or null when they never do. */
function answerDay(profile: Profile, index: number, days: number, r: number): number | null {
  if (profile === 'never') return null
  if (profile === 'stops' && index > 0) return null
  if (profile === 'late') return days + r * 4
  return r * Math.max(days - 0.5, 0.5)
}

function statusOf(r: number, difficulty: string): 'CORRECT' | 'PARTIAL' | 'WRONG' {
  const hard = difficulty === 'HARD' ? 0.15 : difficulty === 'MEDIUM' ? 0.07 : 0
  return r < 0.6 - hard ? 'CORRECT' : r < 0.82 - hard / 2 ? 'PARTIAL' : 'WRONG'
}

const CHUNK = 2000

/** Records every answer due by `now` for the company's unfinished assignments (one campaign or all). */
export async function simulateLearnerActivity(
  db: Database,
  jobs: JobSender | null,
  now: Date,
  campaignId?: string,
) {
  const campaigns = await db
    .select({
      id: phishingCampaigns.id,
      templateIds: phishingCampaigns.templateIds,
      daysToComplete: phishingCampaigns.daysToComplete,
      companyId: phishingCampaigns.companyId,
    })
    .from(phishingCampaigns)
    .where(
      and(
        campaignId ? eq(phishingCampaigns.id, campaignId) : undefined,
        eq(phishingCampaigns.isOldVersion, false),
      ),
    )
  for (const campaign of campaigns) {
    const templates = campaign.templateIds.length
      ? await db
          .select({
            id: phishingTemplates.id,
            answers: phishingTemplates.answers,
            difficulty: phishingTemplates.difficulty,
          })
          .from(phishingTemplates)
          .where(inArray(phishingTemplates.id, campaign.templateIds))
      : []
    const ordered = campaign.templateIds.flatMap((id) => templates.filter((t) => t.id === id))
    const open = await db
      .select({
        id: exerciseAssignments.id,
        userId: exerciseAssignments.userId,
        deliverAt: exerciseAssignments.deliverAt,
      })
      .from(exerciseAssignments)
      .where(
        and(
          eq(exerciseAssignments.campaignId, campaign.id),
          isNull(exerciseAssignments.completedAt),
          lte(exerciseAssignments.deliverAt, now),
        ),
      )
    if (open.length === 0 || ordered.length === 0) continue
    const done = await db
      .select({ assignmentId: exerciseAnswers.assignmentId, templateId: exerciseAnswers.templateId })
      .from(exerciseAnswers)
      .where(eq(exerciseAnswers.campaignId, campaign.id))
    const answered = new Set(done.map((row) => `${row.assignmentId}|${row.templateId}`))
    const fresh: (typeof exerciseAnswers.$inferInsert)[] = []
    for (const assignment of open) {
      const profile = profileOf(campaign.id, assignment.userId)
      ordered.forEach((template, index) => {
        if (answered.has(`${assignment.id}|${template.id}`)) return
        const day = answerDay(
          profile,
          index,
          campaign.daysToComplete,
          unit(campaign.id, assignment.userId, template.id),
        )
        if (day === null) return
        const at = new Date(assignment.deliverAt.getTime() + day * 86_400_000)
        if (at > now) return
        const status = statusOf(unit(template.id, assignment.userId, 'answer'), template.difficulty)
        // Among the answers with that status, one picked the same way every run.
        const fitting = template.answers.filter((a) => a.status === status)
        const pick = unit(template.id, assignment.userId, 'which')
        const answer = fitting[Math.floor(pick * fitting.length)] ?? template.answers[0]!
        fresh.push({
          assignmentId: assignment.id,
          campaignId: campaign.id,
          templateId: template.id,
          answer: answer.label,
          status: answer.status,
          answeredAt: at,
        })
      })
    }
    for (let i = 0; i < fresh.length; i += CHUNK)
      await db.insert(exerciseAnswers).values(fresh.slice(i, i + CHUNK))
    const learnerOf = new Map(open.map((assignment) => [assignment.id, assignment.userId]))
    await emitWebhookEvents(
      db,
      jobs,
      campaign.companyId,
      'exercise.answered',
      fresh.map((answer) => ({
        campaignId: campaign.id,
        userId: learnerOf.get(answer.assignmentId),
        templateId: answer.templateId,
        answer: answer.answer,
        status: answer.status,
        answeredAt: (answer.answeredAt as Date).toISOString(),
      })),
      now,
    )
    if (fresh.length > 0) {
      await recountAnswers(db, campaign.id, ordered.length)
      // A wrong answer is a failed test: the company's training after failure, once per learner.
      const failed = await db
        .select({ userId: exerciseAssignments.userId })
        .from(exerciseAssignments)
        .where(and(eq(exerciseAssignments.campaignId, campaign.id), gt(exerciseAssignments.wrong, 0)))
      await assignAfterFailure(
        db,
        campaign.companyId,
        failed.map((row) => row.userId),
        'exercise',
        now,
      )
    }
    await refreshCampaignTotals(db, campaign.id, now)
  }
}

/** Each assignment's running totals from its answers; complete once every template is answered. */
async function recountAnswers(db: Database, campaignId: string, templates: number) {
  await db.execute(sql`
    update exercise_assignments a set
      answered = s.n, correct = s.c, partial = s.p, wrong = s.w,
      completed_at = case when s.n >= ${templates} then s.last else null end
    from (
      select assignment_id, count(*)::int n,
        (count(*) filter (where status = 'CORRECT'))::int c,
        (count(*) filter (where status = 'PARTIAL'))::int p,
        (count(*) filter (where status = 'WRONG'))::int w,
        max(answered_at) last
      from exercise_answers where campaign_id = ${campaignId} group by assignment_id
    ) s
    where a.id = s.assignment_id`)
}

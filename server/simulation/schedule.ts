import { randomBytes, randomUUID } from 'node:crypto'
import { Temporal } from 'temporal-polyfill'
import { SIMULATION_MESSAGES, type SimulationPlanInput } from '../../src/domain/simulation/campaign'
import { type RoundWindow } from '../../src/domain/simulation/rounds'
import { emptyWindowMessage, planRound, roundsFor, type PlannedSend } from './send-planner'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { invalid } from '../errors'
import type { Learner } from '../exercise/learners'

// Rounds are planned one at a time: the first at launch, each next one by the scheduler when it opens, so a
// smart campaign mails the people who are in its audience then (new colleagues in, leavers out), and launching
// 10,000 recipients stores 10,000 sends, not 120,000.

export const newToken = () => randomBytes(18).toString('base64url')

export interface PlannedRound {
  round: RoundWindow
  sends: PlannedSend[]
  /** When the scheduler plans the round after this one, or null after the last. */
  nextRoundAt: Date | null
}

export function planCampaignRound(
  campaign: SimulationPlanInput & { id: string; timeZone: string; firstDate: string },
  roundNumber: number,
  recipients: Learner[],
  templateIds: string[],
  now: Date,
): PlannedRound {
  const rounds = roundsFor(campaign, campaign.firstDate)
  const round = rounds[roundNumber - 1]
  if (!round) throw new Error(`Round ${roundNumber} does not exist`)
  const { sends, emptyZones } = planRound(campaign, round, recipients, templateIds, {
    campaignId: campaign.id,
    fallbackZone: campaign.timeZone,
    now: now.getTime(),
  })
  if (emptyZones.length > 0 && roundNumber === 1)
    throw invalid([{ field: 'sendDays', message: emptyWindowMessage(emptyZones) }])
  const next = rounds[roundNumber]
  return {
    round,
    sends,
    nextRoundAt: next ? roundOpensAt(next.startDate) : null,
  }
}

/** The earliest moment of a date anywhere on Earth (UTC+14), so no recipient's window opens before its plan. */
export function roundOpensAt(date: string): Date {
  const start = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: 'Pacific/Kiritimati' })
  return new Date(start.epochMilliseconds)
}

export async function insertSends(
  db: Database,
  campaign: { id: string; companyId: string },
  roundNumber: number,
  recipients: Learner[],
  sends: PlannedSend[],
) {
  const emails = new Map(recipients.map((recipient) => [recipient.id, recipient.email]))
  // One JSON parameter per 5,000 sends, unpacked by Postgres: 10,000 recipients are two statements, not
  // 140,000 bound parameters.
  for (let start = 0; start < sends.length; start += 5000) {
    const rows = sends.slice(start, start + 5000).map((send) => ({
      id: `sd_${randomUUID()}`,
      user_id: send.userId,
      email: emails.get(send.userId) ?? '',
      template_id: send.templateId,
      zone: send.zone,
      zone_known: send.zoneKnown,
      planned_at: new Date(send.plannedAt).toISOString(),
      token: newToken(),
    }))
    await db.execute(sql`insert into simulation_deliveries
      (id, campaign_id, company_id, round_number, user_id, email, template_id, zone, zone_known, planned_at, token)
      select r.id, ${campaign.id}, ${campaign.companyId}, ${roundNumber}::int, r.user_id, r.email, r.template_id,
        r.zone, r.zone_known, r.planned_at, r.token
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, user_id text, email text,
        template_id text, zone text, zone_known boolean, planned_at timestamptz, token text)`)
  }
}

export function requireRecipients(recipients: Learner[]) {
  if (recipients.length === 0)
    throw invalid([{ field: 'audience', message: SIMULATION_MESSAGES.emptyAudience }])
}

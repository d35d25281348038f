import { randomBytes, randomUUID } from 'node:crypto'
import { Temporal } from 'temporal-polyfill'
import {
  emptyWindowMessage,
  planRound,
  roundsFor,
  SIMULATION_MESSAGES,
  type PlannedSend,
  type RoundWindow,
  type SimulationPlanInput,
} from '../../src/domain/phishing-simulation'
import type { Database } from '../db/open'
import { simulationDeliveries } from '../db/schema'
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
  for (let start = 0; start < sends.length; start += 2000)
    await db.insert(simulationDeliveries).values(
      sends.slice(start, start + 2000).map((send) => ({
        id: `sd_${randomUUID()}`,
        campaignId: campaign.id,
        companyId: campaign.companyId,
        roundNumber,
        userId: send.userId,
        email: emails.get(send.userId) ?? '',
        templateId: send.templateId,
        zone: send.zone,
        zoneKnown: send.zoneKnown,
        plannedAt: new Date(send.plannedAt),
        token: newToken(),
      })),
    )
}

export function requireRecipients(recipients: Learner[]) {
  if (recipients.length === 0)
    throw invalid([{ field: 'audience', message: SIMULATION_MESSAGES.emptyAudience }])
}

import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { JobSender } from '../jobs/sender'
import { loginPageOf } from '../../src/domain/simulation/landing'
import { unitHash } from './send-planner'
import type { Database } from '../db/open'
import { simulationCampaigns, simulationDeliveries } from '../db/schema'
import { recordPersonEvent, recordScannerEvent, type PersonEvent } from './events'

// The demo's recipients, so seeded companies show campaigns mid-flight: some never open the mail, some open it,
// some click and submit, some report it (a few after falling for it), and a mail security scanner clicks some
// links seconds after delivery. Each choice is a hash of the delivery, so reruns are repeatable and advancing
// the demo clock only adds the events that have become due. Events go through the same recording functions as
// the tracking routes.

const HOUR = 3600_000
const RECORDED = {
  opened: 'openedAt',
  clicked: 'clickedAt',
  phished: 'phishedAt',
  reported: 'reportedAt',
} as const

interface Plan {
  scannerAt: number | null
  events: [PersonEvent, number][]
}

function planFor(id: string, sentAt: number, withLoginPage: boolean): Plan {
  const r = unitHash(`${id}|behaviour`)
  const delay = (salt: string, maxHours: number) => Math.round(unitHash(`${id}|${salt}`) * maxHours * HOUR)
  const openAt = sentAt + 5 * 60_000 + delay('open', 30)
  const clickAt = openAt + 60_000 + delay('click', 0.5)
  const reportAt = openAt + 2 * 60_000 + delay('report', 2)
  const scannerAt = unitHash(`${id}|scanner`) < 0.1 ? sentAt + 2000 : null
  const fall: [PersonEvent, number][] = withLoginPage
    ? unitHash(`${id}|submit`) < 0.6
      ? [['phished', clickAt + 90_000]]
      : [['clicked', clickAt]]
    : [['phished', clickAt]]
  if (r < 0.4) return { scannerAt, events: [] }
  if (r < 0.62) return { scannerAt, events: [['opened', openAt]] }
  if (r < 0.8) return { scannerAt, events: fall }
  if (r < 0.94) return { scannerAt, events: [['reported', reportAt]] }
  return { scannerAt, events: [...fall, ['reported', clickAt + 10 * 60_000]] }
}

export async function simulateRecipients(
  db: Database,
  jobs: JobSender | null,
  now: Date,
  companyId?: string,
) {
  const campaigns = await db
    .select({ id: simulationCampaigns.id, loginPageId: simulationCampaigns.loginPageId })
    .from(simulationCampaigns)
    .where(companyId ? eq(simulationCampaigns.companyId, companyId) : undefined)
  for (const campaign of campaigns) {
    const withLoginPage = loginPageOf(campaign.loginPageId) !== null
    const sent = await db
      .select()
      .from(simulationDeliveries)
      .where(
        and(
          eq(simulationDeliveries.campaignId, campaign.id),
          inArray(simulationDeliveries.state, ['sent', 'mailed']),
          isNotNull(simulationDeliveries.mailedAt),
        ),
      )
    for (const delivery of sent) {
      const handedOver = (delivery.sentAt ?? delivery.mailedAt)!.getTime()
      const plan = planFor(delivery.id, handedOver, withLoginPage)
      if (plan.scannerAt !== null && plan.scannerAt <= now.getTime() && delivery.scannerEvents === 0)
        await recordScannerEvent(
          db,
          delivery,
          'clicked',
          new Date(plan.scannerAt),
          'agent',
          'Mimecast-Link-Scanner/1.0',
        )
      for (const [kind, at] of plan.events)
        if (at <= now.getTime() && delivery[RECORDED[kind]] === null)
          await recordPersonEvent(db, jobs, delivery, kind, new Date(at), 'Demo recipient')
    }
  }
}

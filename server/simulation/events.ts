import { randomUUID } from 'node:crypto'
import type { JobSender } from '../jobs/sender'
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { ScannerReason } from '../../src/domain/simulation/outcomes'
import type { Database } from '../db/open'
import { simulationDeliveries, simulationEvents } from '../db/schema'
import { assignAfterFailure } from '../learning/after-failure'
import { emitWebhookEvents } from '../webhooks/emit'

// A tracked event, stored once per person per mail: a second click is the same person, not a second victim.
// A later stage implies the earlier ones (a click proves the mail was opened even when images were blocked).
// Scanner events are kept apart and counted on the delivery, never as the person's.

export type PersonEvent = 'opened' | 'clicked' | 'phished' | 'reported'
type Delivery = typeof simulationDeliveries.$inferSelect

const IMPLIES: Record<PersonEvent, PersonEvent[]> = {
  opened: ['opened'],
  clicked: ['opened', 'clicked'],
  phished: ['opened', 'clicked', 'phished'],
  reported: ['opened', 'reported'],
}
const COLUMN = {
  opened: 'openedAt',
  clicked: 'clickedAt',
  phished: 'phishedAt',
  reported: 'reportedAt',
} as const

export async function findDelivery(db: Database, token: string): Promise<Delivery | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null
  const [row] = await db.select().from(simulationDeliveries).where(eq(simulationDeliveries.token, token))
  // A mail not handed over yet has no link anyone could have seen: a token for it is a guess.
  return row && row.state !== 'planned' && row.state !== 'cancelled' ? row : null
}

export async function recordPersonEvent(
  db: Database,
  jobs: JobSender | null,
  delivery: Delivery,
  kind: PersonEvent,
  at: Date,
  userAgent: string | null,
) {
  await db.transaction(async (tx) => {
    const fresh = await tx
      .insert(simulationEvents)
      .values(
        IMPLIES[kind].map((implied) => ({
          id: randomUUID(),
          deliveryId: delivery.id,
          campaignId: delivery.campaignId,
          kind: implied,
          at,
          scanner: null,
          userAgent: implied === kind ? userAgent : null,
        })),
      )
      .onConflictDoNothing()
      .returning({ kind: simulationEvents.kind })
    // Each person event once, as it is first recorded (an open is not one a security team subscribes to).
    for (const { kind: recorded } of fresh)
      if (recorded !== 'opened')
        await emitWebhookEvents(
          tx,
          jobs,
          delivery.companyId,
          `simulation.${recorded as Exclude<PersonEvent, 'opened'>}`,
          [
            {
              campaignId: delivery.campaignId,
              deliveryId: delivery.id,
              userId: delivery.userId,
              email: delivery.email,
              at: at.toISOString(),
            },
          ],
          at,
        )
    const set: Partial<Record<(typeof COLUMN)[PersonEvent], SQL>> = {}
    for (const implied of IMPLIES[kind]) {
      const column = simulationDeliveries[COLUMN[implied]]
      set[COLUMN[implied]] = sql`coalesce(${column}, ${at.toISOString()}::timestamptz)`
    }
    await tx.update(simulationDeliveries).set(set).where(eq(simulationDeliveries.id, delivery.id))
  })
  // Phished: the company's training after failure, if it has one (once per learner).
  if (kind === 'phished' && delivery.userId)
    await assignAfterFailure(db, delivery.companyId, [delivery.userId], 'simulation', at)
}

export async function recordScannerEvent(
  db: Database,
  delivery: Delivery,
  kind: 'opened' | 'clicked',
  at: Date,
  reason: ScannerReason,
  userAgent: string | null,
) {
  await db.transaction(async (tx) => {
    await tx.insert(simulationEvents).values({
      id: randomUUID(),
      deliveryId: delivery.id,
      campaignId: delivery.campaignId,
      kind,
      at,
      scanner: reason,
      userAgent,
    })
    await tx
      .update(simulationDeliveries)
      .set({ scannerEvents: sql`${simulationDeliveries.scannerEvents} + 1` })
      .where(eq(simulationDeliveries.id, delivery.id))
  })
}

/**
 * The page fetch that the person's browser then confirmed was theirs, not a scanner's: its provisional
 * "no-script" record is taken back.
 */
export async function withdrawUnconfirmed(db: Database, delivery: Delivery) {
  await db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ id: simulationEvents.id })
      .from(simulationEvents)
      .where(
        and(
          eq(simulationEvents.deliveryId, delivery.id),
          eq(simulationEvents.scanner, 'no-script'),
          isNotNull(simulationEvents.scanner),
        ),
      )
      .orderBy(desc(simulationEvents.at))
      .limit(1)
    if (!latest) return
    await tx.delete(simulationEvents).where(eq(simulationEvents.id, latest.id))
    await tx
      .update(simulationDeliveries)
      .set({ scannerEvents: sql`greatest(${simulationDeliveries.scannerEvents} - 1, 0)` })
      .where(eq(simulationDeliveries.id, delivery.id))
  })
}

import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import type { JobSender } from '../jobs/sender'
import { enqueueMails } from '../mail/outbox'
import {
  mailSettings,
  outbox,
  simulationCampaigns,
  simulationDeliveries,
  simulationTemplates,
  users,
} from '../db/schema'
import type { Audience } from '../../src/domain/simulation/campaign'
import { roundRecipients } from './audience'
import { renderSimulationMail } from './mail'
import { insertSends, planCampaignRound } from './schedule'
import { xTestPhishOf } from './settings'

// The scheduler's two jobs, run by every gateway process on a timer and safe to run in several at once:
// - dispatch: sends that are due become outbox mails. Due rows are claimed with FOR UPDATE SKIP LOCKED and
//   the outbox insert and the state change commit together, so a restart neither loses nor repeats a send.
// - open rounds: a smart campaign's next round is planned when it opens, for the audience of that day.

export interface DispatchOptions {
  publicUrl: string
  /** True when an SMTP relay takes mails on: a delivery is "sent" only once the mail server accepted it. */
  relayed: boolean
  batch?: number
  /** Stop after this many batches (a test's "process dies mid-round"). */
  maxBatches?: number
  /** The mail queue the outbox mails are enqueued on, in the same transaction. */
  jobs: JobSender | null
}

export async function dispatchDue(db: Database, now: Date, options: DispatchOptions): Promise<number> {
  let total = 0
  for (let batches = 0; batches < (options.maxBatches ?? Infinity); batches += 1) {
    const count = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(simulationDeliveries)
        .where(and(eq(simulationDeliveries.state, 'planned'), lte(simulationDeliveries.plannedAt, now)))
        .orderBy(simulationDeliveries.plannedAt)
        .limit(options.batch ?? 500)
        .for('update', { skipLocked: true })
      if (due.length === 0) return 0
      const templateIds = [...new Set(due.map((row) => row.templateId))]
      const templates = new Map(
        (await tx.select().from(simulationTemplates).where(inArray(simulationTemplates.id, templateIds))).map(
          (template) => [template.id, template],
        ),
      )
      const people = new Map(
        (
          await tx
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(inArray(users.id, [...new Set(due.map((row) => row.userId))]))
        ).map((person) => [person.id, person.name]),
      )
      const companies = [...new Set(due.map((row) => row.companyId))]
      const headers = new Map(
        await Promise.all(companies.map(async (id) => [id, await xTestPhishOf(tx, id)] as const)),
      )
      const mails = due.flatMap((delivery) => {
        const template = templates.get(delivery.templateId)
        if (!template) return []
        const mail = renderSimulationMail(template, delivery.token, {
          publicUrl: options.publicUrl,
          xTestPhish: headers.get(delivery.companyId) ?? '',
          firstName: people.get(delivery.userId) || delivery.email.split('@')[0] || '',
        })
        return [
          {
            id: randomUUID(),
            to: delivery.email,
            subject: mail.subject,
            body: mail.text,
            html: mail.html,
            headers: mail.headers,
            fromName: mail.fromName,
            kind: 'phishing-simulation',
            deliveryId: delivery.id,
            // Its own SMTP server sends it when the company set one.
            companyId: delivery.companyId,
            nextAttemptAt: now,
            createdAt: now,
          },
        ]
      })
      if (mails.length > 0) {
        await tx.insert(outbox).values(mails)
        await enqueueMails(tx, options.jobs, mails)
      }
      // A relay will say when it is sent (the console's or the company's own server); else the outbox is the end.
      const ownSmtp = new Set(
        (
          await tx
            .select({ companyId: mailSettings.companyId })
            .from(mailSettings)
            .where(and(inArray(mailSettings.companyId, companies), isNotNull(mailSettings.smtpHost)))
        ).map((row) => row.companyId),
      )
      const relayed = due.filter((row) => options.relayed || ownSmtp.has(row.companyId)).map((row) => row.id)
      const local = due.filter((row) => !options.relayed && !ownSmtp.has(row.companyId)).map((row) => row.id)
      if (relayed.length > 0)
        await tx
          .update(simulationDeliveries)
          .set({ state: 'mailed', mailedAt: now })
          .where(inArray(simulationDeliveries.id, relayed))
      if (local.length > 0)
        await tx
          .update(simulationDeliveries)
          .set({ state: 'sent', mailedAt: now, sentAt: now })
          .where(inArray(simulationDeliveries.id, local))
      // A template deleted since planning leaves nothing to send: the recipient is failed, not silently lost.
      const orphaned = due.filter((row) => !templates.has(row.templateId)).map((row) => row.id)
      if (orphaned.length > 0)
        await tx
          .update(simulationDeliveries)
          .set({ state: 'failed', failure: 'The template was deleted before the send.' })
          .where(inArray(simulationDeliveries.id, orphaned))
      await tx
        .update(simulationCampaigns)
        .set({ status: 'IN_PROGRESS' })
        .where(
          and(
            inArray(simulationCampaigns.id, [...new Set(due.map((row) => row.campaignId))]),
            eq(simulationCampaigns.status, 'QUEUED'),
          ),
        )
      return due.length
    })
    total += count
    if (count === 0) return total
  }
  return total
}

/** Plans every round that has opened by `now`; returns how many rounds it planned. */
export async function openDueRounds(db: Database, now: Date): Promise<number> {
  let opened = 0
  for (;;) {
    const planned = await db.transaction(async (tx) => {
      const [campaign] = await tx
        .select()
        .from(simulationCampaigns)
        .where(and(lte(simulationCampaigns.nextRoundAt, now), isNull(simulationCampaigns.archivedAt)))
        .limit(1)
        .for('update', { skipLocked: true })
      if (!campaign) return false
      const roundNumber = campaign.roundNumber + 1
      const recipients = await roundRecipients(
        tx,
        campaign.companyId,
        campaign.createdBy,
        campaign.audience as Audience,
        campaign.selection,
      )
      const plan = planCampaignRound(
        {
          ...campaign,
          kind: campaign.kind as never,
          recurrence: campaign.recurrence as never,
          startDate: campaign.firstDate,
        },
        roundNumber,
        recipients,
        campaign.templateIds,
        // Planned as of the moment the round opened: a gateway that was down when it did sends the overdue
        // mails at once rather than skipping the people whose window passed meanwhile.
        campaign.nextRoundAt ?? now,
      )
      await insertSends(tx, campaign, roundNumber, recipients, plan.sends)
      await tx
        .update(simulationCampaigns)
        .set({ roundNumber, nextRoundAt: plan.nextRoundAt })
        .where(eq(simulationCampaigns.id, campaign.id))
      return true
    })
    if (!planned) return opened
    opened += 1
  }
}

/** Stops what a completed campaign has not sent yet. */
export async function cancelPlanned(db: Database, campaignId: string) {
  await db
    .update(simulationDeliveries)
    .set({ state: 'cancelled' })
    .where(and(eq(simulationDeliveries.campaignId, campaignId), eq(simulationDeliveries.state, 'planned')))
}

export const deliveredCount = sql<number>`count(*) filter (where ${simulationDeliveries.state} = 'sent')::int`

import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import { type SimulationPayload } from '../../src/domain/simulation/campaign'
import { emptyDraft } from '../../src/domain/simulation/draft'
import type { Database } from '../db/open'
import { simulationCampaigns, simulationDeliveries } from '../db/schema'
import { simulateRecipients } from '../simulation/demo-recipients'
import { openDueRounds } from '../simulation/dispatcher'
import { launchSimulation } from '../simulation/launch'
import { daysFrom } from './helpers'

// Globex's phishing simulations, mid-flight: a quarterly smart campaign in its second round, a one-time
// campaign to one department that has finished sending, one queued for next week and one archived. Each is
// launched through the same code as the console's Launch, as of its own start; the demo's past mails count as
// delivered at their planned time, and the demo recipients react to them.

const OWNER = 'usr_owner_globex_example'
const ZONE = 'America/New_York'

const payload = (overrides: Partial<SimulationPayload>): SimulationPayload => ({
  ...emptyDraft(),
  timeZone: ZONE,
  ...overrides,
})

const dateOf = (at: Date) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(ZONE).toPlainDate().toString()

export async function seedGlobexSimulations(db: Database, now: Date, departmentIds: string[]) {
  const launches: [string, SimulationPayload, Date][] = [
    [
      'sim_globex_quarterly',
      payload({
        name: 'Quarterly credential check',
        kind: 'SMART',
        recurrence: 'quarterly',
        sendDays: 5,
        loginPageId: 'lp_microsoft',
        templateIds: [
          'sim_o365_password_expiry',
          'sim_o365_shared_file',
          'sim_it_mfa_reset',
          'sim_o365_voicemail',
        ],
      }),
      daysFrom(now, -100),
    ],
    [
      'sim_globex_parcel',
      payload({
        name: 'Holiday parcel test',
        audience: 'USERS_FROM_DEPARTMENTS',
        departmentIds: departmentIds.slice(0, 2),
        templateIds: ['sim_parcel_delivery', 'sim_bank_alert'],
      }),
      daysFrom(now, -12),
    ],
    [
      'sim_globex_spring',
      payload({ name: 'Spring phishing drill', templateIds: ['sim_hr_benefits', 'sim_invoice_overdue'] }),
      daysFrom(now, -150),
    ],
  ]
  for (const [id, body, at] of launches) {
    await launchSimulation(db, 'cmp_globex', OWNER, { ...body, startDate: dateOf(at) }, at, { id })
  }
  await launchSimulation(
    db,
    'cmp_globex',
    OWNER,
    payload({
      name: 'Monthly awareness pulse',
      kind: 'SMART',
      recurrence: 'monthly',
      sendDays: 10,
      templateIds: ['sim_google_storage_full', 'sim_streaming_payment', 'sim_gift_card'],
      startDate: dateOf(daysFrom(now, 7)),
    }),
    now,
    { id: 'sim_globex_monthly' },
  )
  await openDueRounds(db, now)
  await sentAsPlanned(db, now, ['cmp_globex'])
  await db
    .update(simulationCampaigns)
    .set({ status: 'IN_PROGRESS' })
    .where(
      inArray(simulationCampaigns.id, ['sim_globex_quarterly', 'sim_globex_parcel', 'sim_globex_spring']),
    )
  await simulateRecipients(db, null, now, 'cmp_globex')
  await db
    .update(simulationCampaigns)
    .set({ status: 'ARCHIVED', archivedAt: daysFrom(now, -120), nextRoundAt: null })
    .where(eq(simulationCampaigns.id, 'sim_globex_spring'))
}

/** The demo's past: what was due went out at its planned time. */
async function sentAsPlanned(db: Database, now: Date, companyIds: string[]) {
  await db
    .update(simulationDeliveries)
    .set({
      state: 'sent',
      mailedAt: sql`${simulationDeliveries.plannedAt}`,
      sentAt: sql`${simulationDeliveries.plannedAt}`,
    })
    .where(
      and(
        inArray(simulationDeliveries.companyId, companyIds),
        eq(simulationDeliveries.state, 'planned'),
        lte(simulationDeliveries.plannedAt, now),
      ),
    )
}

const PARTNER = 'usr_partner_northwind_example'

/**
 * Northwind's campaign for its customers, shared with two of them (one mid-round, one starting next week).
 * Seeded after the demo accounts: the partner's own campaign reaches only the partner (ONLY_ME).
 */
export async function seedNorthwindSimulations(db: Database, now: Date) {
  const started = daysFrom(now, -30)
  const shared = payload({
    name: 'Customer phishing baseline',
    kind: 'SMART',
    recurrence: 'quarterly',
    sendDays: 10,
    audience: 'ONLY_ME',
    loginPageId: 'lp_microsoft',
    templateIds: ['sim_o365_password_expiry', 'sim_parcel_delivery', 'sim_invoice_overdue'],
  })
  await launchSimulation(db, 'cmp_northwind', PARTNER, { ...shared, startDate: dateOf(started) }, started, {
    id: 'sim_northwind_baseline',
  })
  const clone = { ...shared, audience: 'USERS_ALL' as const }
  const clones: [string, Date][] = [
    ['cmp_nw_1', started],
    ['cmp_nw_2', daysFrom(now, 6)],
  ]
  for (const [companyId, at] of clones)
    await launchSimulation(db, companyId, PARTNER, { ...clone, startDate: dateOf(at) }, at < now ? at : now, {
      parentCampaignId: 'sim_northwind_baseline',
      templateCompanyId: 'cmp_northwind',
    })
  await sentAsPlanned(db, now, ['cmp_northwind', 'cmp_nw_1', 'cmp_nw_2'])
  await db
    .update(simulationCampaigns)
    .set({ status: 'IN_PROGRESS' })
    .where(
      and(
        inArray(simulationCampaigns.companyId, ['cmp_northwind', 'cmp_nw_1']),
        lte(simulationCampaigns.startAt, now),
      ),
    )
  await simulateRecipients(db, null, now, 'cmp_nw_1')
}

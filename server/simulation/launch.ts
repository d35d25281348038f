import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import {
  roundsOf,
  SIMULATION_MESSAGES,
  URL_TAG,
  type SimulationPayload,
} from '../../src/domain/simulation/campaign'
import { loginPageOf } from '../../src/domain/simulation/landing'
import { simulationProblems } from '../../src/domain/simulation/rules'
import { firstRoundDate } from './send-planner'
import type { Database } from '../db/open'
import { simulationCampaigns, simulationTemplates } from '../db/schema'
import { invalid } from '../errors'
import { recipientsFor } from './audience'
import { insertSends, planCampaignRound, requireRecipients } from './schedule'

// Launch: the create flow's rules checked again, the stored facts checked (templates of this company or the
// platform's, each with its link; an audience that reaches someone), the first round planned and stored with
// the campaign in one transaction.

/** Everything the gateway checks before a plan or a launch: the flow's own rules, then the stored facts. */
export async function checkedRecipients(
  db: Database,
  companyId: string,
  callerId: string,
  payload: SimulationPayload,
  now: Date,
  /** A clone may use the sharing partner's own templates as well as the platform's. */
  templateCompanyId = companyId,
) {
  const problems = simulationProblems(payload, now)
  if (payload.loginPageId !== null && !loginPageOf(payload.loginPageId))
    problems.push({ field: 'loginPageId', message: 'Unknown login page.' })
  if (problems.length > 0) throw invalid(problems)
  const templates = await db
    .select({ id: simulationTemplates.id, html: simulationTemplates.html })
    .from(simulationTemplates)
    .where(
      and(
        inArray(simulationTemplates.id, payload.templateIds),
        or(isNull(simulationTemplates.companyId), eq(simulationTemplates.companyId, templateCompanyId)),
      ),
    )
  if (templates.length !== new Set(payload.templateIds).size)
    throw invalid([{ field: 'templateIds', message: 'Unknown template.' }])
  if (templates.some((template) => !template.html.includes(URL_TAG)))
    throw invalid([{ field: 'templateIds', message: SIMULATION_MESSAGES.noUrlTag }])
  const recipients = await recipientsFor(db, companyId, callerId, payload)
  requireRecipients(recipients)
  return recipients
}

export async function launchSimulation(
  db: Database,
  companyId: string,
  callerId: string,
  payload: SimulationPayload,
  now: Date,
  options: { id?: string; parentCampaignId?: string; templateCompanyId?: string } = {},
) {
  const id = options.id ?? `sim_${randomUUID()}`
  const recipients = await checkedRecipients(db, companyId, callerId, payload, now, options.templateCompanyId)
  const firstDate = firstRoundDate(payload.startDate, payload.timeZone, now)
  const plan = planCampaignRound({ ...payload, id, firstDate }, 1, recipients, payload.templateIds, now)
  const startAt = new Date(Math.min(...plan.sends.map((send) => send.plannedAt)))
  await db.insert(simulationCampaigns).values({
    id,
    companyId,
    name: payload.name.trim(),
    status: 'QUEUED',
    kind: payload.kind,
    recurrence: payload.recurrence,
    sendDays: payload.sendDays,
    startHour: payload.startHour,
    endHour: payload.endHour,
    businessDaysOnly: payload.businessDaysOnly,
    audience: payload.audience,
    // Custom users are kept as the users they named, so later rounds need no addresses.
    selection: {
      departmentIds: payload.departmentIds,
      groupIds: payload.groupIds,
      userIds: payload.audience === 'CUSTOM_USERS' ? recipients.map((r) => r.id) : payload.userIds,
    },
    templateIds: payload.templateIds,
    loginPageId: payload.loginPageId,
    timeZone: payload.timeZone,
    firstDate,
    startAt,
    roundNumber: 1,
    roundsTotal: roundsOf(payload.recurrence),
    nextRoundAt: plan.nextRoundAt,
    createdBy: callerId,
    createdAt: now,
    parentCampaignId: options.parentCampaignId ?? null,
  })
  await insertSends(db, { id, companyId }, 1, recipients, plan.sends)
  return { id, recipients: recipients.length, startAt: startAt.toISOString() }
}

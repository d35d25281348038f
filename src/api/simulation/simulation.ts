import type { $Fetch } from 'ofetch'
import { array, create, number, type as shape, string, unknown } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { SimulationCard, SimulationOverview, SimulationRecipientRow } from '../../domain/simulation/answers'
import type { SimulationPayload } from '../../domain/simulation/campaign'
import type { BreakdownRow, FlightPlanSummary } from '../../domain/simulation/report'
import type { RoundWindow } from '../../domain/simulation/rounds'
import type { SimulationTemplateBody } from '../../domain/simulation/template'

// Phishing simulation calls (002 §7 "Phishing simulation", base /phishing/api): the lists, one campaign,
// Complete and Delete; ours for the template library, the flight plan, launch and the report.

const Paged = shape({ items: array(unknown()), pageInfo: shape({ totalCount: number() }) })

export type SimulationTab = 'active' | 'archived'

export async function loadSimulations(
  api: $Fetch,
  companyId: string,
  tab: SimulationTab,
  pageNumber: number,
  pageSize: number,
): Promise<{ items: SimulationCard[]; totalCount: number }> {
  const path = PATHS.simulations(companyId, tab === 'archived' ? 'archive' : 'active')
  const page = create(await api(path, { query: { pageNumber, pageSize } }), Paged)
  return { items: page.items as SimulationCard[], totalCount: page.pageInfo.totalCount }
}

export const completeSimulation = (api: $Fetch, companyId: string, campaignId: string) =>
  api(PATHS.simulationComplete(companyId, campaignId), { method: 'PATCH', body: { companyId } })

export const deleteSimulation = (api: $Fetch, companyId: string, campaignId: string) =>
  api(PATHS.simulationDelete(companyId, campaignId), { method: 'DELETE' })

export interface SimulationTemplate {
  id: string
  name: string
  subject: string
  fromName: string
  fromEmail: string
  difficulty: 'EASY' | 'MEDIUM' | 'HARD'
  category: string
  provider: number
  html: string
  isCustom: boolean
}

export interface TemplateQuery {
  searchText: string
  difficulty: string
  category: string
  provider: string
  pageNumber: number
  pageSize: number
}

export async function loadSimulationTemplates(api: $Fetch, companyId: string, query: TemplateQuery) {
  const page = create(await api(PATHS.simulationTemplates(companyId), { query: { ...query } }), Paged)
  return { items: page.items as SimulationTemplate[], totalCount: page.pageInfo.totalCount }
}

export async function loadLoginPages(api: $Fetch, companyId: string) {
  const body = create(
    await api(PATHS.simulationLoginPages, { query: { companyId } }),
    shape({ items: array(shape({ id: string(), name: string(), provider: number() })) }),
  )
  return body.items
}

export type FlightPlan = FlightPlanSummary & { rounds: RoundWindow[] }

export async function planSimulation(
  api: $Fetch,
  companyId: string,
  payload: SimulationPayload,
): Promise<FlightPlan> {
  const body = (await api(PATHS.simulationPlan(companyId), {
    method: 'POST',
    body: payload,
    query: { pageSize: 25 },
  })) as Omit<FlightPlan, 'totalCount'> & { pageInfo: { totalCount: number } }
  return { ...body, totalCount: body.pageInfo.totalCount }
}

export async function launchSimulation(api: $Fetch, companyId: string, payload: SimulationPayload) {
  return create(
    await api(PATHS.simulationLaunch(companyId), { method: 'POST', body: payload }),
    shape({ id: string(), recipients: number() }),
  )
}

export const loadSimulationOverview = async (api: $Fetch, companyId: string, campaignId: string) =>
  (await api(PATHS.simulationOverview(companyId, campaignId))) as SimulationOverview

export async function loadSimulationRecipients(
  api: $Fetch,
  companyId: string,
  campaignId: string,
  query: Record<string, string | number>,
) {
  const page = create(await api(PATHS.simulationRecipients(companyId, campaignId), { query }), Paged)
  return {
    items: page.items as (SimulationRecipientRow & { why: string | null })[],
    totalCount: page.pageInfo.totalCount,
  }
}

export async function loadSimulationBreakdown(
  api: $Fetch,
  companyId: string,
  campaignId: string,
  by: string,
  filters: Record<string, string>,
) {
  const body = create(
    await api(PATHS.simulationBreakdown(companyId, campaignId, by), { query: filters }),
    shape({ items: array(unknown()) }),
  )
  return body.items as BreakdownRow[]
}

/** A report tab as CSV text (isCsv), every matching row. */
export async function simulationReportCsv(
  api: $Fetch,
  companyId: string,
  campaignId: string,
  tab: string,
  query: Record<string, string | number>,
): Promise<string> {
  const path =
    tab === 'recipients'
      ? PATHS.simulationRecipients(companyId, campaignId)
      : PATHS.simulationBreakdown(companyId, campaignId, tab)
  return api(path, { query: { ...query, isCsv: 'true' }, responseType: 'text' })
}

/** A company's own template (issue 25): sanitised and checked by the gateway. */
export const createSimulationTemplate = async (
  api: $Fetch,
  companyId: string,
  body: SimulationTemplateBody,
): Promise<SimulationTemplate> =>
  (await api(PATHS.simulationTemplates(companyId), { method: 'POST', body })) as SimulationTemplate

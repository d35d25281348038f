import { type SimulationFunnel, type SimulationRecipientRow } from './answers'
import { SIMULATION_REPORT_PAGE_SIZE } from './campaign'
import { SIMULATION_EVENT_LABELS } from './outcomes'

// The report (issue 25): its tabs, the funnel as steps with their share of mails sent, the recipients' query.

export const SIMULATION_REPORT_TABS = [
  'overview',
  'recipients',
  'templates',
  'departments',
  'groups',
  'rounds',
] as const
export type SimulationReportTab = (typeof SIMULATION_REPORT_TABS)[number]
export const SIMULATION_REPORT_TAB_LABELS: Record<SimulationReportTab, string> = {
  overview: 'Overview',
  recipients: 'Recipients',
  templates: 'Templates',
  departments: 'Departments',
  groups: 'Groups',
  rounds: 'Rounds',
}

export interface RecipientQuery {
  pageNumber: number
  pageSize: number
  searchText: string
  orderBy: 'phished' | 'reported' | 'clicked' | 'opened' | 'plannedAt' | 'email' | 'round'
  order: 'ASC' | 'DESC'
  events: string[]
  /** The report's filters (002 §7): the period (ISO dates, in the campaign's zone), departments, groups, rounds. */
  from: string | null
  to: string | null
  departments: string[]
  groups: string[]
  rounds: number[]
}

/** 000 §9: page size 25, page number 0, order DESC, order by phished. */
export const DEFAULT_RECIPIENT_QUERY: RecipientQuery = {
  pageNumber: 0,
  pageSize: SIMULATION_REPORT_PAGE_SIZE,
  searchText: '',
  orderBy: 'phished',
  order: 'DESC',
  events: [],
  from: null,
  to: null,
  departments: [],
  groups: [],
  rounds: [],
}

export const RECIPIENT_EVENT_FILTERS = [
  'phished',
  'reported',
  'clicked',
  'opened',
  'scanner',
  'pending',
  'failed',
] as const
export const RECIPIENT_EVENT_FILTER_LABELS: Record<(typeof RECIPIENT_EVENT_FILTERS)[number], string> = {
  phished: 'Phished',
  reported: 'Reported',
  clicked: 'Clicked',
  opened: 'Opened',
  scanner: 'Scanner events',
  pending: 'Not sent yet',
  failed: 'Failed',
}

/** The query from the address, unknown values falling back to the defaults. */
export function recipientQueryOf(search: string): RecipientQuery {
  const params = new URLSearchParams(search)
  const number = (name: string, fallback: number) => {
    const value = Number(params.get(name) ?? fallback)
    return Number.isSafeInteger(value) && value >= 0 ? value : fallback
  }
  const orderBy = params.get('orderBy') as RecipientQuery['orderBy'] | null
  const size = number('pageSize', SIMULATION_REPORT_PAGE_SIZE)
  return {
    pageNumber: number('pageNumber', 0),
    pageSize: [5, 10, 25, 50, 100].includes(size) ? size : SIMULATION_REPORT_PAGE_SIZE,
    searchText: (params.get('searchText') ?? '').slice(0, 100),
    orderBy:
      orderBy && ['phished', 'reported', 'clicked', 'opened', 'plannedAt', 'email', 'round'].includes(orderBy)
        ? orderBy
        : 'phished',
    order: params.get('order') === 'ASC' ? 'ASC' : 'DESC',
    events: (params.get('events') ?? '')
      .split(',')
      .filter((event) => (RECIPIENT_EVENT_FILTERS as readonly string[]).includes(event)),
    from: isoDateOrNull(params.get('from')),
    to: isoDateOrNull(params.get('to')),
    departments: idsOf(params.get('departments')),
    groups: idsOf(params.get('groups')),
    rounds: idsOf(params.get('rounds'))
      .map(Number)
      .filter((round) => Number.isSafeInteger(round) && round >= 1 && round <= 12),
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isoDateOrNull = (value: string | null) => (value && ISO_DATE.test(value) ? value : null)
const idsOf = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '' && id.length <= 100)
    .slice(0, 50)

/** How many of the report's filters narrow the tables (events included). */
export const reportFilterCount = (query: RecipientQuery) =>
  [
    query.events.length,
    query.from,
    query.to,
    query.departments.length,
    query.groups.length,
    query.rounds.length,
  ].filter(Boolean).length

/** Only the filters of a query: what a tab link carries to the next tab (its own page and sort start afresh). */
export const reportFiltersOnly = (query: RecipientQuery): RecipientQuery => ({
  ...DEFAULT_RECIPIENT_QUERY,
  events: query.events,
  from: query.from,
  to: query.to,
  departments: query.departments,
  groups: query.groups,
  rounds: query.rounds,
})

/** The report's filters as the gateway reads them: every table tab takes the same. */
export const reportFilterParams = (query: RecipientQuery): Record<string, string> => ({
  ...(query.events.length ? { events: query.events.join(',') } : {}),
  ...(query.from ? { from: query.from } : {}),
  ...(query.to ? { to: query.to } : {}),
  ...(query.departments.length ? { departments: query.departments.join(',') } : {}),
  ...(query.groups.length ? { groups: query.groups.join(',') } : {}),
  ...(query.rounds.length ? { rounds: query.rounds.join(',') } : {}),
})

export function recipientSearchOf(query: RecipientQuery): string {
  const params = new URLSearchParams()
  if (query.pageNumber !== 0) params.set('pageNumber', String(query.pageNumber))
  if (query.pageSize !== SIMULATION_REPORT_PAGE_SIZE) params.set('pageSize', String(query.pageSize))
  if (query.searchText) params.set('searchText', query.searchText)
  if (query.orderBy !== 'phished') params.set('orderBy', query.orderBy)
  if (query.order !== 'DESC') params.set('order', query.order)
  for (const [key, value] of Object.entries(reportFilterParams(query))) params.set(key, value)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The funnel as the report draws it: each step with its share of the mails sent. */
export function funnelSteps(funnel: SimulationFunnel) {
  const share = (value: number) => (funnel.sent === 0 ? 0 : Math.round((value / funnel.sent) * 1000) / 10)
  return (['sent', 'opened', 'clicked', 'phished', 'reported'] as const).map((key) => ({
    key,
    label: SIMULATION_EVENT_LABELS[key],
    value: funnel[key],
    percent: share(funnel[key]),
  }))
}

export type RecipientItem = SimulationRecipientRow & { why: string | null }

export interface BreakdownRow {
  id: string
  name: string
  planned: number
  sent: number
  opened: number
  clicked: number
  phished: number
  reported: number
  failed: number
}

/** The flight plan the review shows (issue 25 ★): the first round, per zone and per recipient. */
export interface FlightPlanSummary {
  recipients: number
  roundsTotal: number
  zones: { zone: string; count: number; known: boolean; firstLocal: string; lastLocal: string }[]
  items: {
    userId: string
    fullName: string
    email: string
    zone: string
    zoneKnown: boolean
    local: string
  }[]
  totalCount: number
}

/** A draft past its first step is work a reload or closing the tab would lose (as in the exercise wizard, 002 §2.6). */
export const simulationDraftStarted = (step: number) => step > 0

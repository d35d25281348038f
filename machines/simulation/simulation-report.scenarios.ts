import { defineFlow } from '../flow'
import { type SimulationOverview } from '../../src/domain/simulation/answers'
import { DEFAULT_RECIPIENT_QUERY, type RecipientItem } from '../../src/domain/simulation/report'
import { simulationReportMachine } from './simulation-report.machine'
import { sampleSimulation } from './simulation-campaigns.scenarios'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const funnel = { planned: 80, sent: 80, opened: 52, clicked: 20, phished: 14, reported: 18, failed: 0 }
export const sampleOverview: SimulationOverview = {
  campaign: {
    ...sampleSimulation('sim_q', { name: 'Quarterly credential check' }),
    sendDays: 5,
    startHour: 9,
    endHour: 17,
    businessDaysOnly: true,
    nextRoundAt: '2026-12-01T00:00:00.000Z',
    loginPage: 'Microsoft 365 sign-in',
  },
  funnel,
  scanner: { events: 9, recipients: 8, byReason: { agent: 6, head: 3 } },
  rounds: [
    { roundNumber: 1, ...funnel },
    { roundNumber: 2, ...funnel, sent: 40 },
  ],
  timeline: [{ date: '2026-11-02', opened: 30, clicked: 10, phished: 8, reported: 9 }],
  filters: { departments: [{ id: 'dep_1', name: 'Finance' }], groups: [{ id: 'grp_1', name: 'Leadership' }] },
}
const recipient: RecipientItem = {
  id: 'sd_1',
  userId: 'usr_1',
  fullName: 'Ada Lovelace',
  email: 'ada@globex.example',
  roundNumber: 2,
  templateName: 'Password expires today',
  zone: 'Europe/Kyiv',
  zoneKnown: true,
  plannedAt: '2026-11-02T09:14:00.000Z',
  state: 'sent',
  sentAt: '2026-11-02T09:14:00.000Z',
  openedAt: '2026-11-02T10:00:00.000Z',
  clickedAt: '2026-11-02T10:01:00.000Z',
  phishedAt: '2026-11-02T10:02:00.000Z',
  reportedAt: null,
  scannerEvents: 1,
  failure: null,
  why: null,
}
const breakdown = [{ id: 'dep_sales', name: 'Sales', ...funnel }]

export const simulationReportScenarios: Scenarios<typeof simulationReportMachine> = {
  inputs: [{ campaignId: 'sim_q', tab: 'overview' }],
  events: {
    'tab.show': [
      { type: 'tab.show', tab: 'recipients' },
      { type: 'tab.show', tab: 'departments' },
      { type: 'tab.show', tab: 'overview' },
    ],
    'query.change': [{ type: 'query.change', query: { ...DEFAULT_RECIPIENT_QUERY, pageNumber: 1 } }],
    search: [{ type: 'search', text: 'ada' }],
    'list.retry': [{ type: 'list.retry' }],
    export: [{ type: 'export' }],
  },
  outcomes: {
    loadOverview: { done: [sampleOverview], error: [failure(404, 'not_found', 'Campaign not found')] },
    loadTab: {
      done: [
        { recipients: [recipient], breakdown: [], totalCount: 1 },
        { recipients: [], breakdown, totalCount: 1 },
        { recipients: [], breakdown: [], totalCount: 0 },
      ],
      error: [offline],
    },
    exportCsv: { done: [undefined], error: [offline] },
  },
  enabledEventsOnly: 'Export is offered only for a table with rows; search only on the recipients tab.',
  abstractContext: (context) => ({
    tab: context.tab,
    overview: context.overviewSettled,
    rows:
      context.tab === 'recipients' ? context.page.recipients.length > 0 : context.page.breakdown.length > 0,
    searched: context.query.searchText !== '',
    paged: context.query.pageNumber > 0,
    failure: context.failure !== null,
  }),
  maxStates: 20000,
}

export const simulationReportFlow = defineFlow({
  id: 'simulationReport',
  file: 'simulation/simulation-report',
  title: 'Phishing simulation report',
  description:
    'The report of one simulation: the overview (the funnel sent → opened → clicked → phished and reported, scanner events apart by reason, each round, the timeline), the recipients — 25 a page DESC by phished, searched 300 ms after typing pauses, filtered by event, each with why it has not been sent yet — and the templates, departments, groups and rounds tabs; Export CSV of the tab on screen (disabled when empty). The query lives in the address.',
  routes: [
    '/phishing-simulation/reports/:campaignId/overview',
    '/phishing-simulation/reports/:campaignId/recipients',
  ],
  machine: simulationReportMachine,
  scenarios: simulationReportScenarios,
})

import { defineFlow } from '../flow'
import type { SimulationCard } from '../../src/domain/simulation/answers'
import { simulationCampaignsMachine } from './simulation-campaigns.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const sampleSimulation = (id: string, patch: Partial<SimulationCard> = {}): SimulationCard => ({
  id,
  name: `Simulation ${id}`,
  status: 'IN_PROGRESS',
  kind: 'SMART',
  recurrence: 'quarterly',
  startAt: '2026-09-01T09:00:00.000Z',
  startedAt: '2026-09-01T09:12:00.000Z',
  archivedAt: null,
  roundNumber: 2,
  roundsTotal: 4,
  statistic: { reportedCount: 14, phishedCount: 6, totalCount: 80 },
  assignedUsers: 40,
  usersCount: 41,
  averageScore: 68,
  ...patch,
})
const running = sampleSimulation('sim_running', { name: 'Quarterly credential check' })
const queued = sampleSimulation('sim_queued', {
  name: 'Monthly awareness pulse',
  status: 'QUEUED',
  startedAt: null,
  roundNumber: 1,
  statistic: { reportedCount: 0, phishedCount: 0, totalCount: 0 },
  averageScore: null,
})
const archived = sampleSimulation('sim_old', {
  name: 'Spring phishing drill',
  status: 'ARCHIVED',
  archivedAt: '2026-08-01T09:00:00.000Z',
})

export const simulationCampaignsScenarios: Scenarios<typeof simulationCampaignsMachine> = {
  inputs: [
    { position: { tab: 'active', pageNumber: 0, pageSize: 10 } },
    // Opened again: the last page is drawn while the same position loads afresh.
    {
      position: { tab: 'active', pageNumber: 0, pageSize: 10 },
      cachedPage: { items: [running], totalCount: 1, activeCount: 1, archivedCount: 1 },
    },
    // A partner: its active campaigns can be shared with its customers.
    { position: { tab: 'active', pageNumber: 0, pageSize: 10 }, canShare: true },
  ],
  events: {
    'list.show': [
      { type: 'list.show', position: { tab: 'archived', pageNumber: 0, pageSize: 10 } },
      { type: 'list.show', position: { tab: 'active', pageNumber: 0, pageSize: 10 } },
    ],
    'list.retry': [{ type: 'list.retry' }],
    'report.open': [
      { type: 'report.open', campaign: running },
      { type: 'report.open', campaign: queued },
    ],
    'share.open': [{ type: 'share.open', campaign: running }],
    'complete.request': [{ type: 'complete.request', campaign: running }],
    'delete.request': [{ type: 'delete.request', campaign: archived }],
    'confirm.yes': [{ type: 'confirm.yes' }],
    'confirm.no': [{ type: 'confirm.no' }],
  },
  outcomes: {
    loadPage: {
      done: [
        { items: [running, queued], totalCount: 2, activeCount: 2, archivedCount: 1 },
        { items: [archived], totalCount: 1, activeCount: 2, archivedCount: 1 },
        { items: [], totalCount: 0, activeCount: 0, archivedCount: 0 },
      ],
      error: [offline],
    },
    completeCampaign: { done: [undefined], error: [failure(404, 'not_found', 'Campaign not found')] },
    deleteCampaign: {
      done: [undefined],
      error: [
        failure(409, 'campaign_active', 'Only an archived campaign can be deleted: complete it first.'),
      ],
    },
  },
  enabledEventsOnly:
    'Open is offered only on started, active cards, Complete only on active ones and Delete only in the archive; the refusals are the guards, read by the views as disabled controls.',
  abstractContext: (context) => ({
    shown: context.items.length > 0,
    failure: context.failure !== null,
    canShare: context.canShare,
  }),
  maxStates: 20000,
}

export const simulationCampaignsFlow = defineFlow({
  id: 'simulationCampaigns',
  file: 'simulation/simulation-campaigns',
  title: 'Phishing simulation campaigns',
  description:
    'The Active and Archived lists of phishing simulations, paged by the query string: each card shows its status (QUEUED, IN_PROGRESS, ARCHIVED, SUSPENDED), round, reported / phished / total, assigned users and average score. Open (disabled until the campaign is active and started) goes to its report; a partner\'s active campaign has Share To My Customers; Complete (\'Archive "{name}"?\') moves it to the archive with "Phishing campaign archived!"; Delete in the archive (\'Delete "{name}"?\') ends with "Phishing campaign deleted!".',
  routes: ['/phishing-simulation/active', '/phishing-simulation/archived'],
  machine: simulationCampaignsMachine,
  scenarios: simulationCampaignsScenarios,
})

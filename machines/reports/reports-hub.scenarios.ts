import { defineFlow } from '../flow'
import type { HubData } from './reports-hub.machine'
import { reportsHubMachine } from './reports-hub.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const headlines = [
  { id: 'generalReport', figure: '46', caption: 'Culture score: Improved' },
  { id: 'training', figure: '46%', caption: 'of learners completed their training' },
  { id: 'reviews', figure: null, caption: 'What learners said of their courses' },
]

export const HUB_SAMPLES: Record<'scheduled' | 'none', HubData> = {
  scheduled: {
    headlines,
    schedules: [
      {
        id: 'rsch_1',
        report: 'training',
        frequency: 'monthly',
        query: 'range=30d',
        recipients: [{ id: 'usr_self', fullName: 'Gloria Owner', email: 'owner@globex.example' }],
        nextRunAt: '2026-12-26T17:00:00.000Z',
        lastSentAt: null,
      },
    ],
  },
  none: { headlines, schedules: [] },
}

export const reportsHubScenarios: Scenarios<typeof reportsHubMachine> = {
  inputs: [{ boosted: true }, { boosted: false }],
  events: {
    'hub.retry': [{ type: 'hub.retry' }],
    'hub.delete': [{ type: 'hub.delete', id: 'rsch_1' }],
    'hub.confirm': [{ type: 'hub.confirm' }],
    'hub.cancel': [{ type: 'hub.cancel' }],
  },
  outcomes: {
    loadHub: { done: [HUB_SAMPLES.scheduled, HUB_SAMPLES.none], error: [offline] },
    deleteSchedule: { done: [undefined], error: [failure(404, 'not_found', 'Scheduled report not found')] },
  },
  abstractContext: (context) => ({
    schedules: context.data?.schedules.length ?? null,
    pending: context.pendingId,
    failure: context.failure !== null,
  }),
  enabledEventsOnly:
    'Delete, confirm and cancel exist only where a schedule or its confirmation is on screen.',
  maxStates: 5000,
}

export const reportsHubFlow = defineFlow({
  id: 'reportsHub',
  file: 'reports/reports-hub',
  title: 'Reports hub',
  description:
    'The reports hub: a card per report with its headline figure (locked, with nothing loaded, without Boost); the scheduled reports, each deleted after a confirmation ("Scheduled report deleted."), the list loading again; Retry after a failed load.',
  routes: ['/reports'],
  machine: reportsHubMachine,
  scenarios: reportsHubScenarios,
})

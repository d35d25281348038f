import { defineFlow } from '../flow'
import { NO_FILTERS, type ReportStatistics, type UserRow } from '../../src/domain/exercise-report'
import { exerciseReportMachine } from './exercise-report.machine'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const stats: ReportStatistics = {
  campaign: { name: 'Q3 Phishing Exercise' },
  statuses: [
    { name: 'COMPLETED', count: 12 },
    { name: 'IN_PROGRESS', count: 4 },
    { name: 'NOT_STARTED', count: 3 },
    { name: 'OVERDUE', count: 1 },
  ],
  total: { averageScorePercentage: 71 },
}
const row: UserRow = {
  id: 'u1',
  fullName: 'Ada Lovelace',
  email: 'ada@globex.example',
  departments: ['Engineering'],
  status: 'COMPLETED',
  daysToComplete: null,
  completionPercentage: 100,
  correct: 2,
  partial: 1,
  wrong: 0,
  score: 83,
  completedAt: '2026-11-20T10:00:00.000Z',
}

export const exerciseReportScenarios: Scenarios<typeof exerciseReportMachine> = {
  inputs: [
    {
      campaignId: 'phx_q3',
      tab: 'users',
      query: { pageNumber: 0, pageSize: 10, orderBy: 'completedAt', order: 'asc', searchText: '' },
      filters: NO_FILTERS,
    },
  ],
  events: {
    'report.tab': [{ type: 'report.tab', tab: 'departments' }],
    'report.search': [{ type: 'report.search', searchText: 'ada' }],
    'report.sort': [{ type: 'report.sort', orderBy: 'score' }],
    'report.page': [
      { type: 'report.page', pageNumber: 1 },
      { type: 'report.page', pageNumber: 9 },
    ],
    'report.pageSize': [{ type: 'report.pageSize', pageSize: 25 }],
    'report.filters': [
      { type: 'report.filters', filters: { status: ['OVERDUE'], departments: [], groups: [] } },
    ],
    'report.retry': [{ type: 'report.retry' }],
    'report.export': [{ type: 'report.export' }],
  },
  outcomes: {
    loadTab: {
      done: [
        { rows: [row], total: 20, stats },
        { rows: [], total: 0, stats },
      ],
      error: [offline],
    },
    loadOptions: {
      done: [{ departments: [{ id: 'd1', name: 'Engineering' }], groups: [] }],
      error: [offline],
    },
    exportCsv: { done: [undefined], error: [offline] },
  },
  enabledEventsOnly:
    "Sorting, paging and export act on a shown table only; their refusals elsewhere are the guards' unit tests.",
  abstractContext: (context) => ({
    tab: context.tab,
    rows: context.rows.length > 0,
    filtered: context.filters.status.length > 0,
    failure: context.failure !== null,
  }),
  maxStates: 20000,
}

export const exerciseReportFlow = defineFlow({
  id: 'exerciseReport',
  file: 'exercise/exercise-report',
  title: 'Phishing exercise report',
  description:
    'The campaign report: the stats strip with AVERAGE SCORE; the users, departments, groups and templates tabs, each searched (first page again, 300 ms after typing pauses), sorted by known columns, paged by 10, filtered by status, departments and groups; Export CSV of every matching row (disabled for an empty tab). All of it mirrored into the query string.',
  routes: ['/phishing-exercise-report/:campaignId/:tab'],
  machine: exerciseReportMachine,
  scenarios: exerciseReportScenarios,
})

import { parseListQuery } from '../../src/domain/list-query'
import { POLICY_REPORT_QUERY, type PolicyReportRow } from '../../src/domain/policy-report'
import { defineFlow } from '../flow'
import type { ReportData } from './report-page.machine'
import { reportPageMachine } from './report-page.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const samplePolicyRow = (id: string, patch: Partial<PolicyReportRow> = {}): PolicyReportRow => ({
  id,
  name: `Policy ${id}`,
  revision: 1,
  assignments: 60,
  progress: 25,
  acknowledged: 15,
  notOpened: 40,
  overdue: 5,
  averageAcknowledge: 2.5,
  createdAt: '2026-11-14T09:00:00.000Z',
  endedAt: null,
  ...patch,
})

const choices = {
  policies: [
    { id: 'pol_a', name: 'Acceptable Use Policy' },
    { id: 'pol_b', name: 'Remote Work Policy' },
  ],
}
const statistics = {
  policies: 2,
  assignments: 180,
  acknowledged: 95,
  notOpened: 80,
  overdue: 5,
  progress: 53,
  averageAcknowledge: 3.1,
}

export const POLICY_REPORTS: Record<'some' | 'none', ReportData> = {
  some: {
    page: {
      items: [
        samplePolicyRow('pol_b', { name: 'Remote Work Policy' }),
        samplePolicyRow('pol_a', {
          name: 'Acceptable Use Policy',
          revision: 3,
          assignments: 120,
          acknowledged: 80,
          progress: 67,
          notOpened: 40,
          overdue: 0,
          averageAcknowledge: 3.4,
        }),
      ],
      pageInfo: { totalCount: 2, pageNumber: 0, pageSize: 25 },
    },
    statistics,
    choices,
  },
  none: {
    page: { items: [], pageInfo: { totalCount: 0, pageNumber: 0, pageSize: 25 } },
    statistics: {
      ...statistics,
      policies: 0,
      assignments: 0,
      acknowledged: 0,
      notOpened: 0,
      overdue: 0,
      progress: 0,
      averageAcknowledge: null,
    },
    choices,
  },
}

const first = parseListQuery('', POLICY_REPORT_QUERY)

export const reportPageScenarios: Scenarios<typeof reportPageMachine> = {
  inputs: [{ query: first }],
  events: {
    // Typed in the search box; the filters and the sort are the same query with other fields (the e2e picks a
    // status), and two searches keep each step one user action.
    'report.query': [
      { type: 'report.query', query: { ...first, search: 'remote' } },
      { type: 'report.query', query: { ...first, search: 'acceptable' } },
    ],
    'report.retry': [{ type: 'report.retry' }],
    'report.export': [
      { type: 'report.export', format: 'csv' },
      { type: 'report.export', format: 'pdf' },
    ],
  },
  outcomes: {
    loadReport: { done: [POLICY_REPORTS.some, POLICY_REPORTS.none], error: [offline] },
    exportReport: { done: [undefined], error: [failure(403, 'forbidden', 'Reports are part of Boost.')] },
  },
  abstractContext: (context) => ({
    search: context.query.search,
    filtered: Object.keys(context.query.filters).length > 0,
    rows: context.data === null ? null : context.data.page.pageInfo.totalCount,
    failure: context.failure !== null,
  }),
  maxStates: 5000,
}

export const reportPageFlow = defineFlow({
  id: 'reportPage',
  file: 'reports/report-page',
  title: 'Report page',
  description:
    "The report pages' one machine, first for Policies progress: the query (page, page size 25 / 50 / 100, order, search, status and policy filters) in the address; rows, figures and filter choices loaded together, a new query loading again; Retry after a failure; Export CSV or PDF of the rows under the same query, disabled for an empty report, a failed export saying why.",
  routes: ['/reports/policiesProgress'],
  machine: reportPageMachine,
  scenarios: reportPageScenarios,
})

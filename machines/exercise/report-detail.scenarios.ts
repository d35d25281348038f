import { defineFlow } from '../flow'
import type { UserAnswerRow } from '../../src/domain/exercise-report'
import { reportDetailMachine } from './report-detail.machine'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const answer: UserAnswerRow = {
  id: 'tpl_invoice',
  name: 'Overdue Invoice',
  thumbnail: null,
  type: 'EMAIL',
  answer: 'REPORT_PHISHING',
  answerStatus: 'CORRECT',
}

export const reportDetailScenarios: Scenarios<typeof reportDetailMachine> = {
  events: {
    'detail.open': [
      { type: 'detail.open', campaignId: 'phx_q3', target: { kind: 'user', id: 'u1', name: 'Ada Lovelace' } },
    ],
    'detail.close': [{ type: 'detail.close' }],
    'detail.search': [{ type: 'detail.search', searchText: 'invoice' }],
    'detail.sort': [{ type: 'detail.sort', orderBy: 'name' }],
    'detail.page': [
      { type: 'detail.page', pageNumber: 1 },
      { type: 'detail.page', pageNumber: 9 },
    ],
    'detail.retry': [{ type: 'detail.retry' }],
    'detail.export': [{ type: 'detail.export' }],
  },
  outcomes: {
    loadDetail: {
      done: [
        { rows: [answer], total: 12 },
        { rows: [], total: 0 },
      ],
      error: [offline],
    },
    exportDetail: { done: [undefined], error: [offline] },
  },
  enabledEventsOnly:
    "Paging, sorting and export act on an open dialog only; their refusals are the guards' unit tests.",
  abstractContext: (context) => ({
    open: context.target !== null,
    rows: context.rows.length > 0,
    failure: context.failure !== null,
  }),
  maxStates: 20000,
}

export const reportDetailFlow = defineFlow({
  id: 'reportDetail',
  file: 'exercise/report-detail',
  title: 'Report row dialog',
  description:
    "A report row's dialog: a learner's answer per template, or a template's recipients with their answers; search (first page again, 300 ms after typing pauses), sort (status first by default), paging by 10 and Export CSV (disabled when empty).",
  routes: ['/phishing-exercise-report/:campaignId/users', '/phishing-exercise-report/:campaignId/templates'],
  machine: reportDetailMachine,
  scenarios: reportDetailScenarios,
})

import { Temporal } from 'temporal-polyfill'
import { parseListQuery } from '../../src/domain/list-query'
import { presetRange } from '../../src/domain/report-range'
import { TRAINING_REPORT_QUERY } from '../../src/domain/training-report'
import { defineFlow } from '../flow'
import type { ScenarioEvent, Scenarios } from '../scenarios'
import { reportScreenMachine, type ReportSnapshotEvent } from './report-screen.machine'

const today = '2026-11-26'
const first = parseListQuery('', TRAINING_REPORT_QUERY)
const searched = { ...first, search: 'remote' }

const reportWith = (query: typeof first): ReportSnapshotEvent & ScenarioEvent => ({
  type: 'xstate.snapshot.report',
  snapshot: { context: { query } },
})

export const reportScreenScenarios: Scenarios<typeof reportScreenMachine> = {
  // A report with a period (the training report), and one without (the general report).
  inputs: [
    {
      query: first,
      period: { range: presetRange('90d', Temporal.PlainDate.from(today)), today },
      selfId: 'usr_self',
    },
    { query: first, period: null, selfId: 'usr_self' },
  ],
  events: {
    // The report's query as the admin searched it, and as it was.
    'xstate.snapshot.report': [reportWith(searched), reportWith(first)],
    'period.chosen': [{ type: 'period.chosen', range: presetRange('30d', Temporal.PlainDate.from(today)) }],
  },
  outcomes: {},
  abstractContext: (context) => ({ period: context.period !== null, searched: context.query.search !== '' }),
  maxStates: 200,
}

export const reportScreenFlow = defineFlow({
  id: 'reportScreen',
  file: 'reports/report-screen',
  title: 'Report (page)',
  description:
    "The page that starts a report with the address's query, its Schedule dialog and, on a report with a period, the period picker: an applied period becomes the report's query from its first page, and the report's query, whatever changed it, is what Schedule saves the report with.",
  routes: [
    '/reports-training',
    '/reports-gaming',
    '/reports-monthly-video',
    '/reports-quizzes',
    '/reports-phishing-exercise',
    '/reports/phishing-summary',
    '/reviews',
    '/general-report',
    '/reports/policiesProgress',
  ],
  machine: reportScreenMachine,
  scenarios: reportScreenScenarios,
})

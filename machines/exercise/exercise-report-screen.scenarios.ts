import type { ReportView } from './exercise-report.machine'
import { exerciseReportScreenMachine, type ReportViewSnapshotEvent } from './exercise-report-screen.machine'
import { exerciseReportScenarios } from './exercise-report.scenarios'
import { defineFlow } from '../flow'
import type { ScenarioEvent, Scenarios } from '../scenarios'

const start = exerciseReportScenarios.inputs![0] as ReportView
const reportAt = (view: ReportView): ReportViewSnapshotEvent & ScenarioEvent => ({
  type: 'xstate.snapshot.report',
  snapshot: { context: view },
})

export const exerciseReportScreenScenarios: Scenarios<typeof exerciseReportScreenMachine> = {
  inputs: [start],
  events: {
    // The report searched, and back where it started.
    'xstate.snapshot.report': [
      reportAt({ ...start, query: { ...start.query, searchText: 'ada' } }),
      reportAt(start),
    ],
    'row.open': [{ type: 'row.open', target: { kind: 'user', id: 'u1', name: 'Ada Lovelace' } }],
  },
  outcomes: {},
  abstractContext: (context) => ({ searched: context.view.query.searchText !== '' }),
  maxStates: 100,
}

export const exerciseReportScreenFlow = defineFlow({
  id: 'exerciseReportScreen',
  file: 'exercise/exercise-report-screen',
  title: 'Phishing exercise report (page)',
  description:
    "The page that starts a campaign's report and the detail dialog a row opens: whenever the report's tab, paging, search or filters move, the page replaces its address with the report's, so a reload or a shared link opens the same view.",
  routes: ['/phishing-exercise-report/:campaignId/:tab'],
  machine: exerciseReportScreenMachine,
  scenarios: exerciseReportScreenScenarios,
})

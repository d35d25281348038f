import { reportPageMachine, type ReportData } from '../../../machines/report-page.machine'
import { exportPolicyReport, loadPolicyReport } from '../../api/policy-report'
import { serializeListQuery } from '../../domain/list-query'
import { POLICY_REPORT_QUERY } from '../../domain/policy-report'
import { exportTrainingReport, loadTrainingReport } from '../../api/training-report'
import { exportGeneralReport, loadGeneralReport } from '../../api/general-report'
import { exportExerciseSummary, loadExerciseSummary } from '../../api/exercise-summary-report'
import { EXERCISE_SUMMARY_QUERY } from '../../domain/exercise-summary-report'
import { exportMonthlyVideoReport, loadMonthlyVideoReport } from '../../api/monthly-video-report'
import { MONTHLY_VIDEO_REPORT_QUERY } from '../../domain/monthly-video-report'
import {
  TRAINING_REPORT_QUERY,
  TRAINING_REPORT_TEXTS,
  type TrainingReportKind,
} from '../../domain/training-report'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

// The report pages, each the one report machine with its own calls.

/** /reports/policiesProgress. */
export function bindPolicyReport(deps: FlowDeps) {
  return reportPageMachine.provide({
    actors: {
      loadReport: gatewayCall(async (query): Promise<ReportData> =>
        loadPolicyReport(deps.api, companyIdOf(deps), query),
      ),
      exportReport: gatewayCall(async ({ query, format }) =>
        deps.download(
          `policies-progress.${format}`,
          await exportPolicyReport(deps.api, companyIdOf(deps), query, format),
        ),
      ),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      writeQuery: (_, query) =>
        deps.navigate(
          `/reports/policiesProgress${serializeListQuery(window.location.search, query, POLICY_REPORT_QUERY)}`,
          { replace: true },
        ),
    },
  })
}

const TRAINING_PATHS: Record<TrainingReportKind, string> = {
  training: '/reports-training',
  gaming: '/reports-gaming',
}

/** /reports-training and /reports-gaming: one report over the training or the gaming campaigns. */
export function bindTrainingReport(deps: FlowDeps, kind: TrainingReportKind) {
  return reportPageMachine.provide({
    actors: {
      loadReport: gatewayCall(async (query): Promise<ReportData> =>
        loadTrainingReport(deps.api, companyIdOf(deps), kind, query),
      ),
      exportReport: gatewayCall(async ({ query, format }) =>
        deps.download(
          `${TRAINING_REPORT_TEXTS[kind].file}.${format}`,
          await exportTrainingReport(deps.api, companyIdOf(deps), kind, query, format),
        ),
      ),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      writeQuery: (_, query) =>
        deps.navigate(
          `${TRAINING_PATHS[kind]}${serializeListQuery(window.location.search, query, TRAINING_REPORT_QUERY)}`,
          { replace: true },
        ),
    },
  })
}

/** /general-report: the last twelve months, one page. */
export function bindGeneralReport(deps: FlowDeps) {
  return reportPageMachine.provide({
    actors: {
      loadReport: gatewayCall(async (): Promise<ReportData> =>
        loadGeneralReport(deps.api, companyIdOf(deps)),
      ),
      exportReport: gatewayCall(async ({ format }) =>
        deps.download(
          `general-report.${format}`,
          await exportGeneralReport(deps.api, companyIdOf(deps), format),
        ),
      ),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      // Nothing of its query is the user's to change: the address stays as it is.
      writeQuery: () => {},
    },
  })
}

/** /reports-monthly-video. */
export function bindMonthlyVideoReport(deps: FlowDeps) {
  return reportPageMachine.provide({
    actors: {
      loadReport: gatewayCall(async (query): Promise<ReportData> =>
        loadMonthlyVideoReport(deps.api, companyIdOf(deps), query),
      ),
      exportReport: gatewayCall(async ({ query, format }) =>
        deps.download(
          `monthly-video-report.${format}`,
          await exportMonthlyVideoReport(deps.api, companyIdOf(deps), query, format),
        ),
      ),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      writeQuery: (_, query) =>
        deps.navigate(
          `/reports-monthly-video${serializeListQuery(window.location.search, query, MONTHLY_VIDEO_REPORT_QUERY)}`,
          { replace: true },
        ),
    },
  })
}

/** /reports-phishing-exercise. */
export function bindExerciseSummary(deps: FlowDeps) {
  return reportPageMachine.provide({
    actors: {
      loadReport: gatewayCall(async (query): Promise<ReportData> =>
        loadExerciseSummary(deps.api, companyIdOf(deps), query),
      ),
      exportReport: gatewayCall(async ({ query, format }) =>
        deps.download(
          `phishing-exercise-report.${format}`,
          await exportExerciseSummary(deps.api, companyIdOf(deps), query, format),
        ),
      ),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      writeQuery: (_, query) =>
        deps.navigate(
          `/reports-phishing-exercise${serializeListQuery(window.location.search, query, EXERCISE_SUMMARY_QUERY)}`,
          { replace: true },
        ),
    },
  })
}

import type { $Fetch } from 'ofetch'
import { reportPageMachine, type ReportData } from '../../../../machines/reports/report-page.machine'
import { exportPolicyReport, loadPolicyReport } from '../../../api/reports/policy-report'
import { serializeListQuery, type ListQuery, type ListQueryOptions } from '../../../domain/list-query'
import { POLICY_REPORT_QUERY } from '../../../domain/policy-report'
import { exportTrainingReport, loadTrainingReport } from '../../../api/reports/training-report'
import { exportGeneralReport, loadGeneralReport } from '../../../api/reports/general-report'
import { exportExerciseSummary, loadExerciseSummary } from '../../../api/reports/exercise-summary-report'
import { EXERCISE_SUMMARY_QUERY } from '../../../domain/exercise-summary-report'
import { exportMonthlyVideoReport, loadMonthlyVideoReport } from '../../../api/reports/monthly-video-report'
import { MONTHLY_VIDEO_REPORT_QUERY } from '../../../domain/monthly-video-report'
import { exportPhishingSummary, loadPhishingSummary } from '../../../api/reports/phishing-summary'
import { PHISHING_SUMMARY_QUERY, type PhishingSummaryTab } from '../../../domain/phishing-summary'
import type { ExportFormat } from '../../../domain/report-export'
import { exportDashboardTab, loadDashboardTab } from '../../../api/reports/dashboard-tabs'
import { exportReviews, loadReviews } from '../../../api/reports/training-reviews'
import { REVIEWS_QUERY } from '../../../domain/training-reviews'
import { exportQuizzes, loadQuizzes } from '../../../api/reports/quizzes-report'
import { QUIZ_QUERY, type QuizTab } from '../../../domain/quizzes-report'
import {
  DASHBOARD_DEPARTMENTS_QUERY,
  DASHBOARD_USERS_QUERY,
  type DashboardTab,
} from '../../../domain/dashboard-tabs'
import {
  TRAINING_REPORT_QUERY,
  TRAINING_REPORT_TEXTS,
  type TrainingReportKind,
} from '../../../domain/training-report'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

// The report pages, each the one report machine with its own calls: where its query is written (null: nowhere,
// the page has nothing to change), what it loads, what it exports and under which file name.

interface ReportCalls {
  path: string | null
  queryOptions?: ListQueryOptions
  file: string
  load: (api: $Fetch, companyId: string, query: ListQuery) => Promise<ReportData>
  export: (api: $Fetch, companyId: string, query: ListQuery, format: ExportFormat) => Promise<Blob>
}

function bindReport(deps: FlowDeps, calls: ReportCalls) {
  return reportPageMachine.provide({
    actors: {
      loadReport: gatewayCall(async (query): Promise<ReportData> =>
        calls.load(deps.api, companyIdOf(deps), query),
      ),
      exportReport: gatewayCall(async ({ query, format }) =>
        deps.download(
          `${calls.file}.${format}`,
          await calls.export(deps.api, companyIdOf(deps), query, format),
        ),
      ),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      writeQuery: (_, query) => {
        if (calls.path && calls.queryOptions)
          deps.navigate(
            `${calls.path}${serializeListQuery(window.location.search, query, calls.queryOptions)}`,
            { replace: true },
          )
      },
    },
  })
}

/** /reports/policiesProgress. */
export const bindPolicyReport = (deps: FlowDeps) =>
  bindReport(deps, {
    path: '/reports/policiesProgress',
    queryOptions: POLICY_REPORT_QUERY,
    file: 'policies-progress',
    load: loadPolicyReport,
    export: exportPolicyReport,
  })

const TRAINING_PATHS: Record<TrainingReportKind, string> = {
  training: '/reports-training',
  gaming: '/reports-gaming',
}

/** /reports-training and /reports-gaming: one report over the training or the gaming campaigns. */
export const bindTrainingReport = (deps: FlowDeps, kind: TrainingReportKind) =>
  bindReport(deps, {
    path: TRAINING_PATHS[kind],
    queryOptions: TRAINING_REPORT_QUERY,
    file: TRAINING_REPORT_TEXTS[kind].file,
    load: (api, companyId, query) => loadTrainingReport(api, companyId, kind, query),
    export: (api, companyId, query, format) => exportTrainingReport(api, companyId, kind, query, format),
  })

/** /general-report: the last twelve months, one page; nothing of its query is the user's to change. */
export const bindGeneralReport = (deps: FlowDeps) =>
  bindReport(deps, {
    path: null,
    file: 'general-report',
    load: (api, companyId) => loadGeneralReport(api, companyId),
    export: (api, companyId, _query, format) => exportGeneralReport(api, companyId, format),
  })

/** /reports-monthly-video. */
export const bindMonthlyVideoReport = (deps: FlowDeps) =>
  bindReport(deps, {
    path: '/reports-monthly-video',
    queryOptions: MONTHLY_VIDEO_REPORT_QUERY,
    file: 'monthly-video-report',
    load: loadMonthlyVideoReport,
    export: exportMonthlyVideoReport,
  })

/** /reports-phishing-exercise. */
export const bindExerciseSummary = (deps: FlowDeps) =>
  bindReport(deps, {
    path: '/reports-phishing-exercise',
    queryOptions: EXERCISE_SUMMARY_QUERY,
    file: 'phishing-exercise-report',
    load: loadExerciseSummary,
    export: exportExerciseSummary,
  })

/** /reports/phishing-summary/{tab}: the overview exports the campaigns' table. */
export const bindPhishingSummary = (deps: FlowDeps, tab: PhishingSummaryTab) =>
  bindReport(deps, {
    path: `/reports/phishing-summary/${tab}`,
    queryOptions: PHISHING_SUMMARY_QUERY,
    file: `phishing-summary-${tab === 'overview' ? 'campaigns' : tab}`,
    load: (api, companyId, query) => loadPhishingSummary(api, companyId, tab, query),
    export: (api, companyId, query, format) => exportPhishingSummary(api, companyId, tab, query, format),
  })

/** /dashboard/{tab}: the company's two periods, its learners by category, its departments by progress. */
export const bindDashboardTab = (deps: FlowDeps, tab: DashboardTab) =>
  bindReport(deps, {
    path: tab === 'company' ? null : `/dashboard/${tab}`,
    queryOptions: tab === 'users' ? DASHBOARD_USERS_QUERY : DASHBOARD_DEPARTMENTS_QUERY,
    file: `dashboard-${tab}`,
    load: (api, companyId, query) => loadDashboardTab(api, companyId, tab, query),
    export: (api, companyId, query, format) => exportDashboardTab(api, companyId, tab, query, format),
  })

/** /reviews: Training Reviews. */
export const bindReviews = (deps: FlowDeps) =>
  bindReport(deps, {
    path: '/reviews',
    queryOptions: REVIEWS_QUERY,
    file: 'training-reviews',
    load: loadReviews,
    export: exportReviews,
  })

/** /reports-quizzes/{tab}. */
export const bindQuizzes = (deps: FlowDeps, tab: QuizTab) =>
  bindReport(deps, {
    path: `/reports-quizzes/${tab}`,
    queryOptions: QUIZ_QUERY[tab],
    file: `quizzes-report-${tab}`,
    load: (api, companyId, query) => loadQuizzes(api, companyId, tab, query),
    export: (api, companyId, query, format) => exportQuizzes(api, companyId, tab, query, format),
  })

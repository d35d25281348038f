import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { reportPageMachine } from '../../../machines/reports/report-page.machine'
import type { PolicyReportPage, PolicyReportStatistics } from '../../domain/policy-report'
import type { MonthlyVideoRow, MonthlyVideoStatistics } from '../../domain/monthly-video-report'
import type { ExerciseSummaryRow, ExerciseSummaryStatistics } from '../../domain/exercise-summary-report'
import type { GeneralMonth, GeneralStatistics } from '../../domain/general-report'
import type { TrainingReportPage, TrainingReportStatistics } from '../../domain/training-report'
import type { TrainingReview, TrainingReviewStatistics } from '../../domain/training-reviews'
import type { QuizQuestionRow, QuizStatistics, QuizUserRow } from '../../domain/quizzes-report'
import type {
  PhishingSummaryChoices,
  PhishingSummaryOverview,
  PhishingSummaryRow,
} from '../../domain/phishing-summary'

type Report = SnapshotFrom<typeof reportPageMachine>
export type ReportPageActor = ActorRefFrom<typeof reportPageMachine>

export const selectReportQuery = (s: Report) => s.context.query
export const selectReportLoading = (s: Report) => s.matches('loading')
export const selectReportFailure = (s: Report) => (s.matches('failed') ? s.context.failure : null)
export const selectExporting = (s: Report) => s.hasTag('exporting')
export const selectCanExport = (s: Report) => s.can({ type: 'report.export', format: 'csv' })

/** The policy report's own shapes of the machine's data (its binding loads them). */
export const selectPolicyPage = (s: Report) => (s.context.data?.page ?? null) as PolicyReportPage | null
export const selectPolicyStatistics = (s: Report) =>
  (s.context.data?.statistics ?? null) as PolicyReportStatistics | null
export const selectPolicyChoices = (s: Report) =>
  (s.context.data?.choices as { policies: { id: string; name: string }[] } | undefined)?.policies ?? []

/** The training and gaming reports' shapes of the machine's data. */
export const selectTrainingPage = (s: Report) => (s.context.data?.page ?? null) as TrainingReportPage | null
export const selectTrainingStatistics = (s: Report) =>
  (s.context.data?.statistics ?? null) as TrainingReportStatistics | null
export const selectCourseChoices = (s: Report) =>
  (s.context.data?.choices as { courses: { id: string; name: string }[] } | undefined)?.courses ?? []

/** The general report's shapes of the machine's data. */
export const selectGeneralMonths = (s: Report) =>
  (s.context.data?.page.items ?? null) as GeneralMonth[] | null
export const selectGeneralStatistics = (s: Report) =>
  (s.context.data?.statistics ?? null) as GeneralStatistics | null

/** The monthly video report's shapes of the machine's data. */
export const selectMonthlyVideoPage = (s: Report) =>
  (s.context.data?.page ?? null) as { items: MonthlyVideoRow[]; pageInfo: { totalCount: number } } | null
export const selectMonthlyVideoStatistics = (s: Report) =>
  (s.context.data?.statistics ?? null) as MonthlyVideoStatistics | null
export const selectVideoChoices = (s: Report) =>
  (s.context.data?.choices as { videos: { id: string; name: string }[] } | undefined)?.videos ?? []

/** The phishing exercise report's shapes of the machine's data. */
export const selectExerciseSummaryPage = (s: Report) =>
  (s.context.data?.page ?? null) as { items: ExerciseSummaryRow[]; pageInfo: { totalCount: number } } | null
export const selectExerciseSummaryStatistics = (s: Report) =>
  (s.context.data?.statistics ?? null) as ExerciseSummaryStatistics | null
export const selectCampaignChoices = (s: Report) =>
  (s.context.data?.choices as { campaigns: { id: string; name: string }[] } | undefined)?.campaigns ?? []

/** The phishing summary's shapes of the machine's data. */
export const selectPhishingSummaryPage = (s: Report) =>
  (s.context.data?.page ?? null) as { items: PhishingSummaryRow[]; pageInfo: { totalCount: number } } | null
export const selectPhishingSummaryOverview = (s: Report) =>
  (s.context.data?.statistics ?? null) as PhishingSummaryOverview | null
export const selectPhishingSummaryChoices = (s: Report) =>
  (s.context.data?.choices ?? null) as PhishingSummaryChoices | null

/** The dashboard tabs' shapes of the machine's data. */
export const selectDashboardRows = (s: Report) =>
  (s.context.data?.page ?? null) as {
    items: unknown[]
    pageInfo: { totalCount: number }
  } | null
export const selectDashboardStatistics = (s: Report) => s.context.data?.statistics ?? null

/** Training Reviews' shapes of the machine's data. */
export const selectReviewsPage = (s: Report) =>
  (s.context.data?.page ?? null) as { items: TrainingReview[]; pageInfo: { totalCount: number } } | null
export const selectReviewStatistics = (s: Report) =>
  (s.context.data?.statistics ?? null) as TrainingReviewStatistics | null
export const selectReviewedTrainings = (s: Report) =>
  (s.context.data?.choices as { trainings: { id: string; name: string }[] } | undefined)?.trainings ?? []

/** The quizzes report's shapes of the machine's data. */
export const selectQuizPage = (s: Report) =>
  (s.context.data?.page ?? null) as {
    items: (QuizUserRow | QuizQuestionRow)[]
    pageInfo: { totalCount: number }
  } | null
export const selectQuizStatistics = (s: Report) =>
  (s.context.data?.statistics ?? null) as QuizStatistics | null

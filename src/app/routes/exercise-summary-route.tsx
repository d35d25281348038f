import { exerciseSummarySearch } from '../../api/reports/exercise-summary-report'
import { EXERCISE_SUMMARY_QUERY } from '../../domain/exercise-summary-report'
import { ExerciseSummaryPage } from '../../features/reports/ExerciseSummaryPage'
import { bindExerciseSummary } from '../flows/reports/report-page'
import { usePeriodReportScreen } from './use-report-screen'

const SPEC = {
  bind: bindExerciseSummary,
  queryOptions: EXERCISE_SUMMARY_QUERY,
  schedule: 'phishingExercise',
  searchOf: exerciseSummarySearch,
} as const

/** /reports-phishing-exercise, its query and period from the address. */
export default function ExerciseSummaryRoute() {
  const parts = usePeriodReportScreen(SPEC)
  return parts ? <ExerciseSummaryPage {...parts} /> : null
}

import { useLocation } from 'wouter'
import { trainingSearch } from '../../api/reports/training-report'
import { TRAINING_REPORT_QUERY, type TrainingReportKind } from '../../domain/training-report'
import { TrainingReportPage } from '../../features/reports/TrainingReportPage'
import { bindTrainingReport } from '../flows/reports/report-page'
import { usePeriodReportScreen } from './use-report-screen'

const specOf = (kind: TrainingReportKind) =>
  ({
    bind: (deps: Parameters<typeof bindTrainingReport>[0]) => bindTrainingReport(deps, kind),
    queryOptions: TRAINING_REPORT_QUERY,
    schedule: kind,
    searchOf: trainingSearch,
  }) as const
const SPECS = { training: specOf('training'), gaming: specOf('gaming') }

function TrainingReport({ kind }: { kind: TrainingReportKind }) {
  const parts = usePeriodReportScreen(SPECS[kind])
  return parts ? <TrainingReportPage kind={kind} {...parts} /> : null
}

/** /reports-training and /reports-gaming, their query and period from the address. */
export default function TrainingReportRoute() {
  const [location] = useLocation()
  const kind: TrainingReportKind = location.startsWith('/reports-gaming') ? 'gaming' : 'training'
  return <TrainingReport key={kind} kind={kind} />
}

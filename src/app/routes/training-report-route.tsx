import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { parseListQuery } from '../../domain/list-query'
import { rangeOrDefault, todayIn } from '../../domain/report-range'
import { TRAINING_REPORT_QUERY, type TrainingReportKind } from '../../domain/training-report'
import { TrainingReportPage } from '../../features/reports/TrainingReportPage'
import { useFlowDeps } from '../browser-deps'
import { bindTrainingReport } from '../flows/report-page'
import { bindPagePeriod } from '../flows/report-range'
import { bindReportSchedule } from '../flows/report-schedule'
import { trainingSearch } from '../../api/training-report'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}

function TrainingReport({ kind }: { kind: TrainingReportKind }) {
  const deps = useFlowDeps()
  const query = useMemo(() => parseListQuery(window.location.search, TRAINING_REPORT_QUERY), [])
  const logic = useMemo(() => bindTrainingReport(deps, kind), [deps, kind])
  const report = useActorRef(logic, { ...options, input: { query } })
  const periodLogic = useMemo(() => bindPagePeriod(report), [report])
  const today = useMemo(() => todayIn(), [])
  const range = useActorRef(periodLogic, {
    ...options,
    input: { range: rangeOrDefault(query.filters, today), today: today.toString() },
  })
  const scheduleLogic = useMemo(
    () =>
      bindReportSchedule(deps, kind, () =>
        trainingSearch(report.getSnapshot().context.query, false).slice(1),
      ),
    [deps, kind, report],
  )
  const schedule = useActorRef(scheduleLogic, { ...options, input: { selfId: deps.who().user?.id ?? '' } })
  return <TrainingReportPage kind={kind} report={report} range={range} schedule={schedule} />
}

/** /reports-training and /reports-gaming, their query and period from the address. */
export default function TrainingReportRoute() {
  const [location] = useLocation()
  const kind: TrainingReportKind = location.startsWith('/reports-gaming') ? 'gaming' : 'training'
  return <TrainingReport key={kind} kind={kind} />
}

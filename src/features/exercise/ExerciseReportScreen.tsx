import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { exerciseReportMachine } from '../../../machines/exercise/exercise-report.machine'
import type { exerciseReportScreenMachine } from '../../../machines/exercise/exercise-report-screen.machine'
import type { reportDetailMachine } from '../../../machines/exercise/report-detail.machine'
import { detailTargetOf } from '../../domain/exercise-report'
import { ExerciseReportPage } from './ExerciseReportPage'
import { ReportDetailDialog } from './ReportDetailDialog'

type Children = {
  report?: ActorRefFrom<typeof exerciseReportMachine>
  detail?: ActorRefFrom<typeof reportDetailMachine>
}
const selectChildren = (s: SnapshotFrom<typeof exerciseReportScreenMachine>) => s.children as Children

/** A campaign's report: the page's machine rendered through its children. */
export function ExerciseReportScreen({
  screen,
}: {
  screen: ActorRefFrom<typeof exerciseReportScreenMachine>
}) {
  const { report, detail } = useSelector(screen, selectChildren)
  if (!report || !detail) return null
  return (
    <>
      <ExerciseReportPage
        report={report}
        onRow={(row) =>
          screen.send({ type: 'row.open', target: detailTargetOf(report.getSnapshot().context.tab, row) })
        }
      />
      <ReportDetailDialog detail={detail} />
    </>
  )
}

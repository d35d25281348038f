import { exerciseReportScreenMachine } from '../../../../machines/exercise/exercise-report-screen.machine'
import type { FlowDeps } from '../deps'
import { bindExerciseReport } from './exercise-report'
import { bindReportDetail } from './report-detail'

/** A campaign's report page with its report and detail bound to the gateway, its address the report's. */
export function bindExerciseReportScreen(deps: FlowDeps) {
  return exerciseReportScreenMachine.provide({
    actors: { report: bindExerciseReport(deps), detail: bindReportDetail(deps) },
    actions: { goTo: (_, address) => deps.navigate(address, { replace: true }) },
  })
}

import { exerciseReportMachine } from '../../../../machines/exercise/exercise-report.machine'
import { loadReportOptions, loadReportTab, reportCsv } from '../../../api/exercise/exercise'
import { csvFileName, REPORT_TAB_LABELS } from '../../../domain/exercise-report'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

export function bindExerciseReport(deps: FlowDeps) {
  return exerciseReportMachine.provide({
    actors: {
      loadTab: gatewayCall((input) =>
        loadReportTab(deps.api, companyIdOf(deps), input.campaignId, input.tab, input.query, input.filters),
      ),
      loadOptions: gatewayCall((input) => loadReportOptions(deps.api, companyIdOf(deps), input.campaignId)),
      exportCsv: gatewayCall(async (input) => {
        const text = await reportCsv(
          deps.api,
          companyIdOf(deps),
          input.campaignId,
          input.tab,
          input.query,
          input.filters,
        )
        deps.download(csvFileName(input.campaignName, REPORT_TAB_LABELS[input.tab]), text)
      }),
    },
    actions: { notify: (_, title) => deps.toast(title, 'error') },
  })
}

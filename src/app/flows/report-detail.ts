import { reportDetailMachine } from '../../../machines/report-detail.machine'
import { loadReportDetail, reportDetailCsv } from '../../api/exercise'
import { csvFileName } from '../../domain/exercise-report'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

/** A report row's dialog: its page of answers or recipients, and their CSV. */
export function bindReportDetail(deps: FlowDeps) {
  return reportDetailMachine.provide({
    actors: {
      loadDetail: gatewayCall((input) =>
        loadReportDetail(
          deps.api,
          companyIdOf(deps),
          input.campaignId,
          input.target.kind,
          input.target.id,
          input.query,
        ),
      ),
      exportDetail: gatewayCall(async (input) => {
        const text = await reportDetailCsv(
          deps.api,
          companyIdOf(deps),
          input.campaignId,
          input.target.kind,
          input.target.id,
          input.query,
        )
        deps.download(
          csvFileName(input.target.name, input.target.kind === 'user' ? 'Answers' : 'Recipients'),
          text,
        )
      }),
    },
    actions: { notify: (_, title) => deps.toast(title, 'error') },
  })
}

import { reportDetailMachine, type DetailRequest } from '../../../../machines/exercise/report-detail.machine'
import { loadReportDetail, reportDetailCsv } from '../../../api/exercise/exercise'
import { csvFileName } from '../../../domain/exercise-report'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** A report row's dialog: its page of answers or recipients, and their CSV. */
export function bindReportDetail(deps: FlowDeps) {
  // Both calls name the same rows: this company's campaign, the row's learner or template, the query.
  const rowsOf = (input: DetailRequest) =>
    [deps.api, companyIdOf(deps), input.campaignId, input.target.kind, input.target.id, input.query] as const
  return reportDetailMachine.provide({
    actors: {
      loadDetail: gatewayCall((input) => loadReportDetail(...rowsOf(input))),
      exportDetail: gatewayCall(async (input) => {
        const text = await reportDetailCsv(...rowsOf(input))
        deps.download(
          csvFileName(input.target.name, input.target.kind === 'user' ? 'Answers' : 'Recipients'),
          text,
        )
      }),
    },
    actions: { notify: (_, title) => deps.toast(title, 'error') },
  })
}

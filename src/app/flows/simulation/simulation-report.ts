import {
  simulationReportMachine,
  type ReportTabPage,
} from '../../../../machines/simulation/simulation-report.machine'
import {
  loadSimulationBreakdown,
  loadSimulationOverview,
  loadSimulationRecipients,
  simulationReportCsv,
} from '../../../api/simulation/simulation'
import { recipientSearchOf, reportFilterParams, type RecipientQuery } from '../../../domain/simulation/report'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

const recipientParams = (query: RecipientQuery) => ({
  pageNumber: query.pageNumber,
  pageSize: query.pageSize,
  searchText: query.searchText,
  orderBy: query.orderBy,
  order: query.order,
  ...reportFilterParams(query),
})

/** The report's overview once, each tab's table for the address, Export CSV of the tab on screen. */
export function bindSimulationReport(deps: FlowDeps) {
  return simulationReportMachine.provide({
    actors: {
      loadOverview: gatewayCall((input) =>
        loadSimulationOverview(deps.api, companyIdOf(deps), input.campaignId),
      ),
      loadTab: gatewayCall(async ({ campaignId, tab, query }): Promise<ReportTabPage> => {
        const companyId = companyIdOf(deps)
        if (tab === 'overview') return { recipients: [], breakdown: [], totalCount: 0 }
        if (tab === 'recipients') {
          const page = await loadSimulationRecipients(deps.api, companyId, campaignId, recipientParams(query))
          return { recipients: page.items, breakdown: [], totalCount: page.totalCount }
        }
        const rows = await loadSimulationBreakdown(
          deps.api,
          companyId,
          campaignId,
          tab,
          reportFilterParams(query),
        )
        return { recipients: [], breakdown: rows, totalCount: rows.length }
      }),
      exportCsv: gatewayCall(async ({ campaignId, tab, query }) => {
        const text = await simulationReportCsv(
          deps.api,
          companyIdOf(deps),
          campaignId,
          tab,
          tab === 'recipients' ? recipientParams(query) : reportFilterParams(query),
        )
        deps.download(`simulation-${tab}.csv`, text)
      }),
    },
    actions: {
      writeQuery: (_, { campaignId, query }) =>
        deps.navigate(
          `/phishing-simulation/reports/${encodeURIComponent(campaignId)}/recipients${recipientSearchOf(query)}`,
          { replace: true },
        ),
    },
  })
}

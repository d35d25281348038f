import {
  simulationCampaignsMachine,
  type SimulationListPage,
  type SimulationPosition,
} from '../../../../machines/simulation/simulation-campaigns.machine'
import { completeSimulation, deleteSimulation, loadSimulations } from '../../../api/simulation/simulation'
import { SIMULATION_LIST_PAGE_SIZE } from '../../../domain/simulation/campaign'
import { CAMPAIGN_PAGE_SIZES } from '../../../domain/exercise-campaign'
import { cachedList } from '../../list-cache'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The list's place from the address: the tab from the path, paging from pageNumber and pageSize (002 §2.9). */
export function simulationPositionOf(path: string, search: string): SimulationPosition {
  const params = new URLSearchParams(search)
  const page = Number(params.get('pageNumber') ?? 0)
  const size = Number(params.get('pageSize') ?? SIMULATION_LIST_PAGE_SIZE)
  return {
    tab: path.endsWith('/archived') ? 'archived' : 'active',
    pageNumber: Number.isSafeInteger(page) && page >= 0 ? page : 0,
    pageSize: (CAMPAIGN_PAGE_SIZES as readonly number[]).includes(size) ? size : SIMULATION_LIST_PAGE_SIZE,
  }
}

export const simulationPages = cachedList<SimulationPosition, SimulationListPage>(
  'simulationCampaigns',
  async (deps, input) => {
    const companyId = companyIdOf(deps)
    const other = input.tab === 'active' ? 'archived' : 'active'
    const [page, otherPage] = await Promise.all([
      loadSimulations(deps.api, companyId, input.tab, input.pageNumber, input.pageSize),
      loadSimulations(deps.api, companyId, other, 0, 1),
    ])
    return {
      items: page.items,
      totalCount: page.totalCount,
      activeCount: input.tab === 'active' ? page.totalCount : otherPage.totalCount,
      archivedCount: input.tab === 'active' ? otherPage.totalCount : page.totalCount,
    }
  },
)

export function bindSimulationCampaigns(deps: FlowDeps) {
  return simulationCampaignsMachine.provide({
    actors: {
      loadPage: gatewayCall((input) => simulationPages.load(deps, input)),
      completeCampaign: gatewayCall(async (input) => {
        await completeSimulation(deps.api, companyIdOf(deps), input.campaignId)
      }),
      deleteCampaign: gatewayCall(async (input) => {
        await deleteSimulation(deps.api, companyIdOf(deps), input.campaignId)
      }),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      openReport: (_, campaignId) =>
        deps.navigate(`/phishing-simulation/reports/${encodeURIComponent(campaignId)}/overview`),
      openShare: (_, campaignId) =>
        deps.navigate(`/phishing-simulation/share/${encodeURIComponent(campaignId)}`),
    },
  })
}

import { simulationShareMachine } from '../../../../machines/simulation/simulation-share.machine'
import { shareAddCustomersMachine } from '../../../../machines/simulation/share-add-customers.machine'
import {
  cloneSimulation,
  completeShares,
  loadShareCandidates,
  loadSharedCustomers,
} from '../../../api/simulation/simulation-sharing'
import { firstShareQuery, SHARE_PAGE_SIZE, type ShareQuery } from '../../../domain/simulation/sharing'
import { gatewayCall, type FlowDeps } from '../deps'

/** The share table's query from the address (002 §2.9: page and search in the query string). */
export function shareQueryOf(search: string): ShareQuery {
  const params = new URLSearchParams(search)
  const page = Number(params.get('pageNumber') ?? 0)
  return {
    ...firstShareQuery(),
    pageNumber: Number.isSafeInteger(page) && page >= 0 ? page : 0,
    pageSize: SHARE_PAGE_SIZE,
    searchText: (params.get('searchText') ?? '').slice(0, 100),
  }
}

export function shareSearchOf(query: ShareQuery): string {
  const params = new URLSearchParams()
  if (query.pageNumber > 0) params.set('pageNumber', String(query.pageNumber))
  if (query.searchText) params.set('searchText', query.searchText)
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function bindShareAddCustomers(deps: FlowDeps) {
  return shareAddCustomersMachine.provide({
    actors: {
      loadCandidates: gatewayCall((input) =>
        loadShareCandidates(deps.api, input.companyId, input.campaignId, input.query),
      ),
      cloneCampaign: gatewayCall((input) => cloneSimulation(deps.api, input)),
    },
  })
}

export function bindSimulationShare(deps: FlowDeps, campaignId: string) {
  return simulationShareMachine.provide({
    actors: {
      loadShared: gatewayCall((input) =>
        loadSharedCustomers(deps.api, input.companyId, input.campaignId, input.query),
      ),
      completeShares: gatewayCall((input) => completeShares(deps.api, input.companyId ?? '', input)),
      shareAddCustomers: bindShareAddCustomers(deps),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      writeQuery: (_, query) =>
        deps.navigate(`/phishing-simulation/share/${encodeURIComponent(campaignId)}${shareSearchOf(query)}`, {
          replace: true,
        }),
    },
  })
}

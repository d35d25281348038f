import { exerciseCampaignsMachine } from '../../../machines/exercise-campaigns.machine'
import { archiveCampaign, deleteCampaign, loadCampaigns } from '../../api/exercise'
import { loadPacks } from '../../api/templates'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

/** The landing's campaign cards, its packs, Archive and Delete; Report opens the campaign's report. */
export function bindExerciseCampaigns(deps: FlowDeps) {
  return exerciseCampaignsMachine.provide({
    actors: {
      loadPage: gatewayCall(async (input) => {
        const companyId = companyIdOf(deps)
        // The other tab's total too: with no campaigns at all the page shows no tabs (002 §2.5).
        const other = input.tab === 'active' ? 'archived' : 'active'
        const [page, otherPage] = await Promise.all([
          loadCampaigns(deps.api, companyId, input.tab, input.pageNumber, input.pageSize),
          loadCampaigns(deps.api, companyId, other, 0, 1),
        ])
        const [active, archived] =
          input.tab === 'active'
            ? [page.totalCount, otherPage.totalCount]
            : [otherPage.totalCount, page.totalCount]
        return {
          items: page.items,
          totalCount: page.totalCount,
          activeCount: active,
          archivedCount: archived,
        }
      }),
      loadPacks: gatewayCall(() => loadPacks(deps.api)),
      archiveCampaign: gatewayCall(async (input) => {
        await archiveCampaign(deps.api, companyIdOf(deps), input.campaignId)
      }),
      deleteCampaign: gatewayCall(async (input) => {
        await deleteCampaign(deps.api, companyIdOf(deps), input.campaignId)
      }),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      openReport: (_, campaignId) =>
        deps.navigate(`/phishing-exercise-report/${encodeURIComponent(campaignId)}/users`),
    },
  })
}

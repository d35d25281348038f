import {
  exerciseCampaignsMachine,
  type CampaignListPage,
  type ListPosition,
} from '../../../../machines/exercise/exercise-campaigns.machine'
import { archiveCampaign, deleteCampaign, loadCampaigns } from '../../../api/exercise/exercise'
import {
  CAMPAIGN_PAGE_SIZES,
  DEFAULT_CAMPAIGN_PAGE_SIZE,
  type CampaignListTab,
} from '../../../domain/exercise-campaign'
import { cachedList } from '../../list-cache'
import { templatePacks } from '../templates/template-packs'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The list's place from the address: the tab from the path, paging from pageNumber and pageSize (002 §2.7). */
export function campaignPositionOf(path: string, search: string): ListPosition {
  const params = new URLSearchParams(search)
  const tab: CampaignListTab = path.endsWith('/archived') ? 'archived' : 'active'
  const page = Number(params.get('pageNumber') ?? 0)
  const size = Number(params.get('pageSize') ?? DEFAULT_CAMPAIGN_PAGE_SIZE)
  return {
    tab,
    pageNumber: Number.isSafeInteger(page) && page >= 0 ? page : 0,
    pageSize: (CAMPAIGN_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_CAMPAIGN_PAGE_SIZE,
  }
}

/** A tab's page with both tabs' counts: drawn at once when the landing opens again, fetched on intent. */
export const campaignPages = cachedList<ListPosition, CampaignListPage>(
  'exerciseCampaigns',
  async (deps, input) => {
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
  },
)

/** The landing's campaign cards, its packs, Archive and Delete; Report opens the campaign's report. */
export function bindExerciseCampaigns(deps: FlowDeps) {
  return exerciseCampaignsMachine.provide({
    actors: {
      loadPage: gatewayCall((input) => campaignPages.load(deps, input)),
      loadPacks: gatewayCall(() => templatePacks.load(deps, null)),
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

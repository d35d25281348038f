import { guidesPageMachine } from '../../../../machines/home/guides-page.machine'
import { listVideos } from '../../../api/learning/videos'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The video guides are the library's Guides category, read with the company's signed player addresses. */
export function bindGuidesPage(deps: FlowDeps) {
  return guidesPageMachine.provide({
    actors: {
      loadGuides: gatewayCall(() =>
        listVideos(deps.api, companyIdOf(deps), { categoryName: 'Guides', languageCode: '', search: '' }),
      ),
    },
  })
}

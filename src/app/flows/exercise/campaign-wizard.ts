import { campaignWizardMachine } from '../../../../machines/exercise/campaign-wizard.machine'
import { allPages } from '../../../api/all-pages'
import { countLearners, createCampaign, previewLaunch } from '../../../api/exercise/exercise'
import { learnersKnownWithoutAsking } from '../../../domain/exercise-campaign'
import { loadTemplatePage } from '../../../api/templates/templates'
import { templatePacks } from '../templates/template-packs'
import { directoryOptions } from '../../../api/users/users'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Templates → Settings → Launch; a launched campaign goes back to the landing. */
export function bindCampaignWizard(deps: FlowDeps) {
  return campaignWizardMachine.provide({
    actors: {
      loadPacks: gatewayCall(() => templatePacks.shared(deps, null)),
      // Every template of the pack: the panel shows them all.
      loadPackTemplates: gatewayCall((input) =>
        allPages(
          (pageNumber) =>
            loadTemplatePage(deps.api, companyIdOf(deps), {
              searchText: '',
              orderBy: 'name',
              order: 'asc',
              layoutType: null,
              difficulty: null,
              pageNumber,
              packId: input.packId,
            }),
          1,
        ),
      ),
      loadDirectory: gatewayCall(() => directoryOptions(deps.api, companyIdOf(deps))),
      countLearners: gatewayCall(
        async (input) =>
          learnersKnownWithoutAsking(input.usersType, input.ids) ??
          countLearners(deps.api, companyIdOf(deps), input.usersType, input.ids),
      ),
      previewLaunch: gatewayCall((input) => previewLaunch(deps.api, companyIdOf(deps), input)),
      createCampaign: gatewayCall((input) => createCampaign(deps.api, companyIdOf(deps), input)),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
      finish: () => deps.navigate('/phishing-exercise'),
    },
  })
}

import {
  exerciseLandingScreenMachine,
  reportingSettings,
} from '../../../../machines/exercise/exercise-landing-screen.machine'
import type { ListPosition } from '../../../../machines/exercise/exercise-campaigns.machine'
import { DEFAULT_CAMPAIGN_PAGE_SIZE } from '../../../domain/exercise-campaign'
import type { FlowDeps } from '../deps'
import { bindCampaignSettings } from './campaign-settings'
import { bindExerciseCampaigns } from './exercise-campaigns'
import { bindUserSearch } from './user-search'

/** A list position's address (002 §2.7): the tab in the path, paging in the query when not the default. */
export function campaignAddressOf(position: ListPosition) {
  const params = new URLSearchParams()
  if (position.pageNumber > 0) params.set('pageNumber', String(position.pageNumber))
  if (position.pageSize !== DEFAULT_CAMPAIGN_PAGE_SIZE) params.set('pageSize', String(position.pageSize))
  const query = params.toString()
  return `/phishing-exercise/${position.tab}${query ? `?${query}` : ''}`
}

/** /phishing-exercise: the page's machine with its children bound to the gateway and the address. */
export function bindExerciseLandingScreen(deps: FlowDeps) {
  return exerciseLandingScreenMachine.provide({
    actors: {
      list: bindExerciseCampaigns(deps),
      settings: reportingSettings(bindCampaignSettings(deps)),
      userSearch: bindUserSearch(deps),
    },
    actions: {
      goTo: (_, { position, replace }) =>
        deps.navigate(position ? campaignAddressOf(position) : '/phishing-exercise', { replace }),
    },
  })
}

import {
  developersScreenMachine,
  reportingSchedules,
} from '../../../../machines/developers/developers-screen.machine'
import type { FlowDeps } from '../deps'
import { bindTournamentSetup } from '../tournament/tournament-setup'
import { bindDeveloperArea } from './developer-area'

/** /for-developers: the page's machine with its children bound to the gateway. */
export function bindDevelopersScreen(deps: FlowDeps) {
  return developersScreenMachine.provide({
    actors: {
      area: bindDeveloperArea(deps),
      setup: reportingSchedules(bindTournamentSetup(deps)),
    },
  })
}

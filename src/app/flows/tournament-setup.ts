import { tournamentSetupMachine } from '../../../machines/tournament-setup.machine'
import { createTournament, loadTournamentOptions } from '../../api/tournament'
import { addressWithout, companyIdOf, gatewayCall, type FlowDeps } from './deps'

export function bindTournamentSetup(deps: FlowDeps) {
  return tournamentSetupMachine.provide({
    actors: {
      loadOptions: gatewayCall(() => loadTournamentOptions(deps.api, companyIdOf(deps))),
      createTournament: gatewayCall((input) => createTournament(deps.api, companyIdOf(deps), input)),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
      clearModalParam: () => deps.navigate(addressWithout(['modal']), { replace: true }),
    },
  })
}

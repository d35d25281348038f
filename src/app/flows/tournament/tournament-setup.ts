import { tournamentSetupMachine } from '../../../../machines/tournament/tournament-setup.machine'
import { createTournament, loadTournamentSetup, updateTournament } from '../../../api/tournament/tournament'
import { addressWithout, companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The tournament setup with the gateway's calls; a page that opens it hears of a schedule by `reportScheduled`. */
export function bindTournamentSetup(deps: FlowDeps) {
  return tournamentSetupMachine.provide({
    actors: {
      loadOptions: gatewayCall(({ tournamentId }) =>
        loadTournamentSetup(deps.api, companyIdOf(deps), tournamentId),
      ),
      createTournament: gatewayCall((input) => createTournament(deps.api, companyIdOf(deps), input)),
      updateTournament: gatewayCall(({ tournamentId, payload }) =>
        updateTournament(deps.api, companyIdOf(deps), tournamentId, payload),
      ),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
      clearModalParam: () => deps.navigate(addressWithout(['modal']), { replace: true }),
    },
  })
}

import { tournamentSetupMachine } from '../../../../machines/tournament/tournament-setup.machine'
import { createTournament, loadTournamentSetup, updateTournament } from '../../../api/tournament'
import { addressWithout, companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** `onScheduled`: what else hears of a scheduled or changed tournament (the developer area reads again). */
export function bindTournamentSetup(deps: FlowDeps, onScheduled?: () => void) {
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
      notify: (_, title) => {
        deps.toast(title, 'success')
        onScheduled?.()
      },
      clearModalParam: () => deps.navigate(addressWithout(['modal']), { replace: true }),
    },
  })
}

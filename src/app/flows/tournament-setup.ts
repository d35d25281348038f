import { tournamentSetupMachine } from '../../../machines/tournament-setup.machine'
import { createTournament, loadTournamentOptions } from '../../api/tournament'
import { addressWithout, companyIdOf, gatewayCall, type FlowDeps } from './deps'

/** `onScheduled`: what else hears of a scheduled tournament (the developer area reads again). */
export function bindTournamentSetup(deps: FlowDeps, onScheduled?: () => void) {
  return tournamentSetupMachine.provide({
    actors: {
      loadOptions: gatewayCall(() => loadTournamentOptions(deps.api, companyIdOf(deps))),
      createTournament: gatewayCall((input) => createTournament(deps.api, companyIdOf(deps), input)),
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

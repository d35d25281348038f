import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { navigate } from 'wouter/use-browser-location'

import { tournamentSetupMachine } from '../../../machines/tournament-setup.machine'
import { createTournament, loadTournamentOptions } from '../../api/tournament'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { TournamentSetupDialog } from '../../features/tournament/TournamentSetupDialog'
import { toaster } from '../../ui/Toaster'
import { inspect } from '../inspector'
import { api, gatewayCall } from '../services'

/** 002 §2.1: Get started with ?modal=secureCodeTournament — the tournament setup opens after 1.5 s. */
export default function TournamentSetupRoute() {
  const companyId = SessionActor.useSelector(selectCompany)?.id ?? ''
  const logic = useMemo(
    () =>
      tournamentSetupMachine.provide({
        actors: {
          loadOptions: gatewayCall(() => loadTournamentOptions(api, companyId)),
          createTournament: gatewayCall((input) => createTournament(api, companyId, input)),
        },
        actions: {
          notify: (_, title) => toaster.create({ title, type: 'success' }),
          clearModalParam: () => {
            const next = new URLSearchParams(window.location.search)
            next.delete('modal')
            const rest = next.toString()
            navigate(`${window.location.pathname}${rest ? `?${rest}` : ''}`, { replace: true })
          },
        },
      }),
    [companyId],
  )
  const actor = useActorRef(logic, {
    input: { zone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ...(inspect ? { inspect } : {}),
  })
  useEffect(() => {
    actor.send({ type: 'setup.request' })
  }, [actor])
  return <TournamentSetupDialog actor={actor} />
}

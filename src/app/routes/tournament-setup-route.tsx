import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'

import { TournamentSetupDialog } from '../../features/tournament/TournamentSetupDialog'
import { inspect } from '../inspector'
import { useBoundFlow } from '../browser-deps'
import { bindTournamentSetup } from '../flows/tournament/tournament-setup'
import { useCompanyZone } from '../company-zone'

/** 002 §2.1: Get started with ?modal=secureCodeTournament — the tournament setup opens after 1.5 s. */
export default function TournamentSetupRoute() {
  const companyZone = useCompanyZone()
  const logic = useBoundFlow(bindTournamentSetup)
  const actor = useActorRef(logic, {
    input: { zone: companyZone },
    ...(inspect ? { inspect } : {}),
  })
  useEffect(() => {
    actor.send({ type: 'setup.request' })
  }, [actor])
  return <TournamentSetupDialog actor={actor} />
}

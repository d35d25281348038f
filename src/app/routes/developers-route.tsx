import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { useLocation } from 'wouter'
import DeveloperAreaPage, { type DeveloperTab } from '../../features/developers/DeveloperAreaPage'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { bindDeveloperArea } from '../flows/developers/developer-area'
import { bindTournamentSetup } from '../flows/tournament/tournament-setup'
import { inspect } from '../inspector'
import { useCompanyZone } from '../company-zone'

/** /for-developers/preview|statistics|settings: a scheduled tournament makes the area read again. */
export default function DevelopersRoute() {
  const companyZone = useCompanyZone()
  const [path] = useLocation()
  const tab: DeveloperTab = path.endsWith('/statistics')
    ? 'statistics'
    : path.endsWith('/settings')
      ? 'settings'
      : 'preview'
  const deps = useFlowDeps()
  const area = useActorRef(useBoundFlow(bindDeveloperArea), inspect ? { inspect } : {})
  const setupLogic = useMemo(
    () => bindTournamentSetup(deps, () => area.send({ type: 'developer.reload' })),
    [deps, area],
  )
  const setup = useActorRef(setupLogic, {
    input: { zone: companyZone },
    ...(inspect ? { inspect } : {}),
  })
  return <DeveloperAreaPage area={area} setup={setup} tab={tab} />
}

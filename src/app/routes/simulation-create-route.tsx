import { useActorRef } from '@xstate/react'
import { todayIn } from '../../domain/today'
import { SimulationCreateScreen } from '../../features/simulation/create/SimulationCreateScreen'
import { useBoundFlow } from '../browser-deps'
import { useCompanyZone } from '../company-zone'
import { bindSimulationCreateScreen } from '../flows/simulation/simulation-create-screen'
import { inspect } from '../inspector'

/** /phishing-simulation-create: one machine for the page (its own lazy screen; the shell folds its navigation). */
export default function SimulationCreateRoute() {
  const timeZone = useCompanyZone()
  const screen = useActorRef(useBoundFlow(bindSimulationCreateScreen), {
    ...(inspect ? { inspect } : {}),
    input: { timeZone, today: todayIn(timeZone, new Date()) },
  })
  return <SimulationCreateScreen screen={screen} />
}

import { useActorRef } from '@xstate/react'
import { useLocation, useSearch } from 'wouter'
import { SETTINGS_TABS, type SettingsTab } from '../../domain/simulation/settings'
import { SimulationSettingsScreen } from '../../features/simulation/settings/SimulationSettingsScreen'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { userIdOf } from '../flows/deps'
import { bindSimulationSettingsScreen, dedReturnOf } from '../flows/simulation/simulation-settings'
import { inspect } from '../inspector'

const tabOf = (path: string): SettingsTab =>
  SETTINGS_TABS.find((tab) => path.endsWith(`/${tab}`)) ?? 'report-button'

/** /phishing-simulation/settings/{tab}: one machine for the page, started with what the address brought back. */
export default function SimulationSettingsRoute() {
  const [path] = useLocation()
  const search = useSearch()
  const deps = useFlowDeps()
  const screen = useActorRef(useBoundFlow(bindSimulationSettingsScreen), {
    ...(inspect ? { inspect } : {}),
    input: { userId: userIdOf(deps), returned: dedReturnOf(search) },
  })
  return <SimulationSettingsScreen screen={screen} tab={tabOf(path)} />
}

import { useActorRef } from '@xstate/react'
import { useLocation, useSearch } from 'wouter'
import { SETTINGS_TABS, type SettingsTab } from '../../domain/simulation-settings'
import { SimulationSettingsPage } from '../../features/simulation/settings/SimulationSettingsPage'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { userIdOf } from '../flows/deps'
import {
  bindDirectEmailDelivery,
  bindSimulationSettings,
  dedReturnOf,
} from '../flows/simulation/simulation-settings'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}

const tabOf = (path: string): SettingsTab =>
  SETTINGS_TABS.find((tab) => path.endsWith(`/${tab}`)) ?? 'report-button'

/** /phishing-simulation/settings/{tab}: one draft for the first two tabs, direct email delivery beside it. */
export default function SimulationSettingsRoute() {
  const [path] = useLocation()
  const search = useSearch()
  const deps = useFlowDeps()
  const settings = useActorRef(useBoundFlow(bindSimulationSettings), options)
  const ded = useActorRef(useBoundFlow(bindDirectEmailDelivery), {
    ...options,
    input: { userId: userIdOf(deps), returned: dedReturnOf(search) },
  })
  return <SimulationSettingsPage tab={tabOf(path)} settings={settings} ded={ded} />
}

import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { simulationSettingsScreenMachine } from '../../../../machines/simulation/simulation-settings-screen.machine'
import type { SettingsTab } from '../../../domain/simulation/settings'
import type { DedActor, SettingsActor } from './selectors'
import { SimulationSettingsPage } from './SimulationSettingsPage'

const selectChildren = (s: SnapshotFrom<typeof simulationSettingsScreenMachine>) =>
  s.children as { settings?: SettingsActor; ded?: DedActor }

/** /phishing-simulation/settings/{tab}: the page's machine rendered through its children. */
export function SimulationSettingsScreen({
  screen,
  tab,
}: {
  screen: ActorRefFrom<typeof simulationSettingsScreenMachine>
  tab: SettingsTab
}) {
  const { settings, ded } = useSelector(screen, selectChildren)
  if (!settings || !ded) return null
  return <SimulationSettingsPage tab={tab} settings={settings} ded={ded} />
}

import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { developersScreenMachine } from '../../../machines/developers/developers-screen.machine'
import type { tournamentSetupMachine } from '../../../machines/tournament/tournament-setup.machine'
import DeveloperAreaPage, { type DeveloperTab } from './DeveloperAreaPage'
import type { DeveloperAreaActor } from './developer-selectors'

const selectChildren = (s: SnapshotFrom<typeof developersScreenMachine>) =>
  s.children as { area?: DeveloperAreaActor; setup?: ActorRefFrom<typeof tournamentSetupMachine> }

/** /for-developers: the page's machine rendered through its children. */
export function DevelopersScreen({
  screen,
  tab,
}: {
  screen: ActorRefFrom<typeof developersScreenMachine>
  tab: DeveloperTab
}) {
  const { area, setup } = useSelector(screen, selectChildren)
  if (!area || !setup) return null
  return <DeveloperAreaPage area={area} setup={setup} tab={tab} />
}

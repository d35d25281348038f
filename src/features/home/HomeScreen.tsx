import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { homeScreenMachine } from '../../../machines/home/home-screen.machine'
import type { GetStartedExtras } from '../../domain/get-started'
import type { Actor } from './DashboardView'
import GetStartedPage from './GetStartedPage'
import type { OnboardingActor } from './OnboardingChecklist'

const selectChildren = (s: SnapshotFrom<typeof homeScreenMachine>) =>
  s.children as { getStarted?: Actor; onboarding?: OnboardingActor }

/** /home: the page's machine rendered through its children. */
export function HomeScreen({
  screen,
  extras,
  calendar,
}: {
  screen: ActorRefFrom<typeof homeScreenMachine>
  extras: GetStartedExtras
  calendar?: ReactNode
}) {
  const { getStarted, onboarding } = useSelector(screen, selectChildren)
  if (!getStarted || !onboarding) return null
  return <GetStartedPage actor={getStarted} extras={extras} calendar={calendar} onboarding={onboarding} />
}

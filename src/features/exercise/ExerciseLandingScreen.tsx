import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { exerciseLandingScreenMachine } from '../../../machines/exercise/exercise-landing-screen.machine'
import type { userSearchMachine } from '../../../machines/exercise/user-search.machine'
import { CampaignSettingsDialog } from './CampaignSettingsDialog'
import { ExerciseLandingPage } from './ExerciseLandingPage'
import type { List } from './PackGrid'

type Screen = ActorRefFrom<typeof exerciseLandingScreenMachine>
type Settings = Parameters<typeof CampaignSettingsDialog>[0]['settings']

const selectChildren = (s: SnapshotFrom<typeof exerciseLandingScreenMachine>) =>
  s.children as {
    list?: List
    settings?: Settings
    userSearch?: ActorRefFrom<typeof userSearchMachine>
  }

/** /phishing-exercise: the page's machine rendered through its children. */
export function ExerciseLandingScreen({
  screen,
  boosted,
  trialEnds,
}: {
  screen: Screen
  boosted: boolean
  trialEnds: string | null
}) {
  const { list, settings, userSearch } = useSelector(screen, selectChildren)
  if (!list || !settings || !userSearch) return null
  return (
    <>
      <ExerciseLandingPage
        list={list}
        onSettings={(campaign) => screen.send({ type: 'settings.open', campaign })}
        boosted={boosted}
        trialEnds={trialEnds}
        onPosition={(position) => screen.send({ type: 'position.choose', position })}
      />
      <CampaignSettingsDialog settings={settings} userSearch={userSearch} />
    </>
  )
}

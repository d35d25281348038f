import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { simulationCreateMachine } from '../../../../machines/simulation/simulation-create.machine'
import type { simulationCreateScreenMachine } from '../../../../machines/simulation/simulation-create-screen.machine'
import type { simulationTemplateEditorMachine } from '../../../../machines/simulation/simulation-template-editor.machine'
import type { userSearchMachine } from '../../../../machines/exercise/user-search.machine'
import { SimulationCreatePage } from './SimulationCreatePage'

type Screen = ActorRefFrom<typeof simulationCreateScreenMachine>

const selectChildren = (s: SnapshotFrom<typeof simulationCreateScreenMachine>) =>
  s.children as {
    flow?: ActorRefFrom<typeof simulationCreateMachine>
    userSearch?: ActorRefFrom<typeof userSearchMachine>
    templateEditor?: ActorRefFrom<typeof simulationTemplateEditorMachine>
  }

/** /phishing-simulation-create: the page's machine rendered through its children. */
export function SimulationCreateScreen({ screen }: { screen: Screen }) {
  const { flow, userSearch, templateEditor } = useSelector(screen, selectChildren)
  if (!flow || !userSearch || !templateEditor) return null
  return <SimulationCreatePage flow={flow} userSearch={userSearch} templateEditor={templateEditor} />
}

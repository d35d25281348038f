import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { policiesPageMachine } from '../../../machines/policies/policies-page.machine'
import type { policiesScreenMachine } from '../../../machines/policies/policies-screen.machine'
import type { reminderDialogMachine } from '../../../machines/users/reminder-dialog.machine'
import PoliciesPage from './PoliciesPage'

type Children = {
  page?: ActorRefFrom<typeof policiesPageMachine>
  reminder?: ActorRefFrom<typeof reminderDialogMachine>
}
const selectChildren = (s: SnapshotFrom<typeof policiesScreenMachine>) => s.children as Children

/** /policies: the page's machine rendered through its children. */
export function PoliciesScreen({ screen }: { screen: ActorRefFrom<typeof policiesScreenMachine> }) {
  const { page, reminder } = useSelector(screen, selectChildren)
  return page && reminder ? <PoliciesPage page={page} reminder={reminder} /> : null
}

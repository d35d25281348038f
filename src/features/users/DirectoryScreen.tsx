import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { directoryEditorMachine } from '../../../machines/users/directory-editor.machine'
import type { directoryListMachine } from '../../../machines/users/directory-list.machine'
import type { directoryScreenMachine } from '../../../machines/users/directory-screen.machine'
import DirectoryPage from './DirectoryPage'

type Children = {
  list?: ActorRefFrom<typeof directoryListMachine>
  editor?: ActorRefFrom<typeof directoryEditorMachine>
}
const selectChildren = (s: SnapshotFrom<typeof directoryScreenMachine>) => s.children as Children

/** The departments or groups page: the page's machine rendered through its children. */
export function DirectoryScreen({ screen }: { screen: ActorRefFrom<typeof directoryScreenMachine> }) {
  const { list, editor } = useSelector(screen, selectChildren)
  return list && editor ? <DirectoryPage actor={list} editor={editor} /> : null
}

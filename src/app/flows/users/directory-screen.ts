import { directoryScreenMachine, reportingChanges } from '../../../../machines/users/directory-screen.machine'
import type { FlowDeps } from '../deps'
import { bindDirectoryEditor } from './directory-editor'
import { bindDirectoryList } from './directory-list'

/** The departments or groups page with its list and editor bound to the gateway. */
export function bindDirectoryScreen(deps: FlowDeps) {
  return directoryScreenMachine.provide({
    actors: { list: bindDirectoryList(deps), editor: reportingChanges(bindDirectoryEditor(deps)) },
  })
}

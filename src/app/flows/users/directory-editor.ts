import { directoryEditorMachine } from '../../../../machines/users/directory-editor.machine'
import {
  createDirectoryEntry,
  deleteDirectoryEntry,
  directoryImpact,
  renameDirectoryEntry,
} from '../../../api/users/directory-edit'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The department / group editor bound to the gateway; its page hears of each change. */
export function bindDirectoryEditor(deps: FlowDeps) {
  return directoryEditorMachine.provide({
    actors: {
      createEntry: gatewayCall(({ kind, name }) =>
        createDirectoryEntry(deps.api, companyIdOf(deps), kind, name),
      ),
      renameEntry: gatewayCall(({ kind, id, name }) =>
        renameDirectoryEntry(deps.api, companyIdOf(deps), kind, id, name),
      ),
      loadImpact: gatewayCall(({ kind, name }) => directoryImpact(deps.api, companyIdOf(deps), kind, name)),
      deleteEntry: gatewayCall(({ kind, id }) => deleteDirectoryEntry(deps.api, companyIdOf(deps), kind, id)),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
    },
  })
}

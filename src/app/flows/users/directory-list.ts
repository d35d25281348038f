import { directoryListMachine } from '../../../../machines/users/directory-list.machine'
import { listDirectory } from '../../../api/users/users'
import type { DirectoryEntry, DirectoryKind } from '../../../domain/users'
import { cachedList } from '../../list-cache'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Departments or groups: drawn at once when the list opens again, fetched when its item is pointed at. */
export const directoryEntries = cachedList<DirectoryKind, DirectoryEntry[]>('directory', (deps, kind) =>
  listDirectory(deps.api, companyIdOf(deps), kind),
)

export function bindDirectoryList(deps: FlowDeps) {
  return directoryListMachine.provide({
    actors: {
      loadEntries: gatewayCall((input) => directoryEntries.load(deps, input.kind)),
    },
  })
}

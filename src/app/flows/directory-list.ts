import { directoryListMachine } from '../../../machines/directory-list.machine'
import { listDirectory } from '../../api/users'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

export function bindDirectoryList(deps: FlowDeps) {
  return directoryListMachine.provide({
    actors: {
      loadEntries: gatewayCall((input) => listDirectory(deps.api, companyIdOf(deps), input.kind)),
    },
  })
}

import { clientErrorLogMachine } from '../../../../machines/support/client-error-log.machine'
import { loadClientErrors } from '../../../api/shell/client-errors'
import { gatewayCall, type FlowDeps } from '../deps'

export function bindClientErrorLog(deps: FlowDeps) {
  return clientErrorLogMachine.provide({
    actors: { loadEntries: gatewayCall(() => loadClientErrors(deps.api)) },
  })
}

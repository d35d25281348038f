import { useActorRef } from '@xstate/react'
import ClientErrorsPage from '../../features/support/ClientErrorsPage'
import { useBoundFlow } from '../browser-deps'
import { bindClientErrorLog } from '../flows/support/client-error-log'
import { inspect } from '../inspector'

/** /client-errors: the gateway's client-error log, for platform staff. */
export default function ClientErrorsRoute() {
  const actor = useActorRef(useBoundFlow(bindClientErrorLog), inspect ? { inspect } : {})
  return <ClientErrorsPage actor={actor} />
}

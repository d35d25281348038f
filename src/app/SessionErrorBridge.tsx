import { useEffect } from 'react'
import { SessionActor } from '../features/session/session-context'
import { onSessionError } from './services'

/** Any API response that ends the session reaches the session machine as an event. */
export function SessionErrorBridge() {
  const session = SessionActor.useActorRef()
  useEffect(() => {
    onSessionError((kind) =>
      session.send(
        kind === 'disabledCompany' ? { type: 'session.companyDisabled' } : { type: 'session.expired' },
      ),
    )
  }, [session])
  return null
}

import { Button } from '../../ui/Button'
import { MessagePage } from '../errors/MessagePage'
import { SessionActor } from './session-context'

export function OfflineState() {
  const session = SessionActor.useActorRef()
  return (
    <MessagePage title="Can't reach the server">
      <p>The console could not connect to its server. Check your connection and try again.</p>
      <Button onClick={() => session.send({ type: 'session.retry' })}>Retry</Button>
    </MessagePage>
  )
}

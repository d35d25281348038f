import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { addUsersMachine } from '../../../machines/users/add-users.machine'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { selectBusy, selectFailure, selectVerificationSent } from './selectors'

/** An admin whose own address is not verified is asked to verify it before adding anyone. */
export function AddUsersVerifyDialog({ actor }: { actor: ActorRefFrom<typeof addUsersMachine> }) {
  const busy = useSelector(actor, selectBusy)
  const failure = useSelector(actor, selectFailure)
  const sent = useSelector(actor, selectVerificationSent)
  const close = () => actor.send({ type: 'users.close' })
  return (
    <Dialog
      open
      title="Verify your email"
      onClose={close}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            Close
          </Button>
          <Button
            disabled={busy}
            aria-busy={busy}
            onClick={() => actor.send({ type: 'users.resendVerification' })}
          >
            Resend Email Verification
          </Button>
        </>
      }
    >
      <p>Please verify your email address before adding users.</p>
      {sent ? <Alert tone="success">Email with verification link has been sent</Alert> : null}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
    </Dialog>
  )
}

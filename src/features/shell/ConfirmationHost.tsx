import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { ConfirmationActor } from './confirmation-context'

/** The global confirmation dialog: Confirm (error colour unless asked otherwise) and Cancel. */
export function ConfirmationHost() {
  const actor = ConfirmationActor.useActorRef()
  const request = ConfirmationActor.useSelector((s) => s.context.request)
  const open = ConfirmationActor.useSelector((s) => s.hasTag('open'))
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={request?.title ?? ''}
      onClose={() => actor.send({ type: 'confirm.cancel' })}
      actions={
        <>
          <Button variant="ghost" onClick={() => actor.send({ type: 'confirm.cancel' })}>
            Cancel
          </Button>
          <Button
            variant={request?.tone === 'error' ? 'danger' : 'solid'}
            onClick={() => actor.send({ type: 'confirm.accept' })}
          >
            {request?.confirmLabel ?? 'Confirm'}
          </Button>
        </>
      }
    >
      <p>{request?.message}</p>
    </Dialog>
  )
}

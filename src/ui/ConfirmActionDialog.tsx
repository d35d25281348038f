import { Alert } from './Alert'
import { Button } from './Button'
import { Dialog } from './Dialog'

/**
 * The "are you sure" of an action on a row (end or delete a training or a policy, cancel a tournament): its
 * title, what will happen, the danger button busy while the call runs, and the server's refusal kept in view.
 */
export function ConfirmActionDialog({
  title,
  warning,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy,
  failure,
  onConfirm,
  onCancel,
}: {
  title: string
  warning: string
  confirmLabel: string
  cancelLabel?: string
  busy: boolean
  failure: string | null
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Dialog
      open
      role="alertdialog"
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{warning}</p>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
    </Dialog>
  )
}

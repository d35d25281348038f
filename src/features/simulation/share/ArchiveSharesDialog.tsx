import { useSelector } from '@xstate/react'
import { SHARE_TEXTS } from '../../../domain/simulation/sharing'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import { selectArchiveConfirm, type ShareActor } from './selectors'

/** Archive: the ticked customers leave the campaign (complete); what they were sent stays in their reports. */
export function ArchiveSharesDialog({ share }: { share: ShareActor }) {
  const confirm = useSelector(share, selectArchiveConfirm)
  return (
    <Dialog
      open={confirm !== null}
      role="alertdialog"
      title={SHARE_TEXTS.archiveTitle}
      onClose={() => share.send({ type: 'confirm.no' })}
      actions={
        <>
          <Button variant="ghost" onClick={() => share.send({ type: 'confirm.no' })}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={confirm?.busy}
            aria-busy={confirm?.busy}
            onClick={() => share.send({ type: 'confirm.yes' })}
          >
            Archive
          </Button>
        </>
      }
    >
      <p>{SHARE_TEXTS.archiveText(confirm?.count ?? 0)}</p>
      {confirm?.failure ? <Alert tone="danger">{confirm.failure}</Alert> : null}
    </Dialog>
  )
}

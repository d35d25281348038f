import { useSelector } from '@xstate/react'
import { CAMPAIGN_TEXTS } from '../../domain/exercise-campaign'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { selectConfirm, selectConfirmTarget, selectListFailure } from './list-selectors'

import { type List } from './PackGrid'

export function ConfirmDialog({ list }: { list: List }) {
  const confirm = useSelector(list, selectConfirm)
  const target = useSelector(list, selectConfirmTarget)
  const failure = useSelector(list, selectListFailure)
  const archive = confirm?.kind === 'archive'
  const name = target?.name ?? ''
  return (
    <Dialog
      open={confirm !== null}
      role="alertdialog"
      title={archive ? CAMPAIGN_TEXTS.archiveTitle(name) : CAMPAIGN_TEXTS.deleteTitle(name)}
      onClose={() => list.send({ type: 'confirm.no' })}
      actions={
        <>
          <Button variant="ghost" onClick={() => list.send({ type: 'confirm.no' })}>
            Cancel
          </Button>
          <Button
            disabled={confirm?.busy}
            aria-busy={confirm?.busy}
            onClick={() => list.send({ type: 'confirm.yes' })}
          >
            {archive ? (confirm?.busy ? 'Archiving…' : 'Archive') : confirm?.busy ? 'Deleting…' : 'Delete'}
          </Button>
        </>
      }
    >
      <p>{archive ? CAMPAIGN_TEXTS.archiveWarning : CAMPAIGN_TEXTS.deleteWarning}</p>
      {failure && confirm ? <Alert tone="danger">{failure}</Alert> : null}
    </Dialog>
  )
}

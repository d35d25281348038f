import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import {
  SHARE_PAGE_SIZE,
  SHARE_TEXTS,
  shareDateLabel,
  unavailableLabel,
} from '../../../domain/simulation/sharing'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import { listControl } from '../../../ui/ListParts'
import { CandidatesList } from '../../sharing/CandidatesList'
import {
  selectAddLoadFailure,
  selectAddLoading,
  selectAddPage,
  selectAddQuery,
  selectAddSelection,
  selectCanSubmit,
  selectCloneFailure,
  selectCloning,
  selectStartDate,
  selectToday,
  type AddCustomersActor,
} from './selectors'

/** Add customers (002 §5 "Sharing"): eligible customers ticked, a start date, Add clones the campaign to them. */
export function AddCustomersDialog({ dialog }: { dialog: AddCustomersActor }) {
  const page = useSelector(dialog, selectAddPage)
  const query = useSelector(dialog, selectAddQuery)
  const loading = useSelector(dialog, selectAddLoading)
  const loadFailure = useSelector(dialog, selectAddLoadFailure)
  const cloneFailure = useSelector(dialog, selectCloneFailure)
  const cloning = useSelector(dialog, selectCloning)
  const canSubmit = useSelector(dialog, selectCanSubmit)
  const startDate = useSelector(dialog, selectStartDate)
  const today = useSelector(dialog, selectToday)
  const selection = useSelector(dialog, selectAddSelection)
  return (
    <Dialog
      open
      size="lg"
      title="Add customers"
      onClose={() => dialog.send({ type: 'add.cancel' })}
      actions={
        <>
          <Button variant="ghost" onClick={() => dialog.send({ type: 'add.cancel' })}>
            Cancel
          </Button>
          <Button
            disabled={!canSubmit}
            aria-busy={cloning}
            onClick={() => dialog.send({ type: 'add.submit' })}
          >
            Add
          </Button>
        </>
      }
    >
      <CandidatesList
        rows={
          page?.companies.map((row) => ({
            id: row.companyId,
            name: row.companyName,
            note: unavailableLabel(row),
          })) ?? null
        }
        query={query}
        total={page?.pageInfo.totalCount ?? 0}
        pageSize={SHARE_PAGE_SIZE}
        loading={loading}
        loadFailure={loadFailure}
        failure={cloneFailure}
        selection={selection}
        allAddedText={SHARE_TEXTS.allAdded}
        fields={
          <>
            <label className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
              {SHARE_TEXTS.startDate}
              <input
                type="date"
                className={listControl}
                min={today}
                value={startDate}
                aria-describedby="share-start-label"
                onChange={(event) => dialog.send({ type: 'add.startDate', date: event.target.value })}
              />
            </label>
            <span id="share-start-label" className={css({ fontSize: 'sm', color: 'text.muted', pb: '2.5' })}>
              {shareDateLabel(startDate)}
            </span>
          </>
        }
        onSearch={(text) => dialog.send({ type: 'add.search', text })}
        onRetry={() => dialog.send({ type: 'add.retry' })}
        onPage={(pageNumber) => dialog.send({ type: 'add.page', pageNumber })}
      />
    </Dialog>
  )
}

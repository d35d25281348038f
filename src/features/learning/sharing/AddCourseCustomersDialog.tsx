import { useSelector } from '@xstate/react'
import { COURSE_SHARE_PAGE_SIZE, COURSE_SHARE_TEXTS } from '../../../domain/course-sharing'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import { CandidatesList } from '../../sharing/CandidatesList'
import {
  selectAddBusy,
  selectAddChosen,
  selectAddFailure,
  selectAddLoadFailure,
  selectAddLoading,
  selectAddPage,
  selectAddQuery,
  selectAddSelection,
  selectCanAdd,
  type CourseAddActor,
} from './selectors'

/** 001 §4: boosted customers ticked (others "Not available, non boost customer"); Add hands them to the form. */
export function AddCourseCustomersDialog({ dialog }: { dialog: CourseAddActor }) {
  const page = useSelector(dialog, selectAddPage)
  const query = useSelector(dialog, selectAddQuery)
  const chosen = useSelector(dialog, selectAddChosen)
  const busy = useSelector(dialog, selectAddBusy)
  const canAdd = useSelector(dialog, selectCanAdd)
  const rows =
    page?.companies.map((row) => ({
      id: row.companyId,
      name: row.companyName,
      note: !row.isBoosted
        ? `(${COURSE_SHARE_TEXTS.notBoosted})`
        : chosen.includes(row.companyId)
          ? '(Already added)'
          : null,
    })) ?? null
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
          <Button disabled={!canAdd} aria-busy={busy} onClick={() => dialog.send({ type: 'add.submit' })}>
            Add
          </Button>
        </>
      }
    >
      <CandidatesList
        rows={rows}
        query={query}
        total={page?.pageInfo.totalCount ?? 0}
        pageSize={COURSE_SHARE_PAGE_SIZE}
        loading={useSelector(dialog, selectAddLoading)}
        loadFailure={useSelector(dialog, selectAddLoadFailure)}
        failure={useSelector(dialog, selectAddFailure)}
        selection={useSelector(dialog, selectAddSelection)}
        allAddedText={COURSE_SHARE_TEXTS.allAdded}
        searchMaxLength={255}
        onSearch={(text) => dialog.send({ type: 'add.search', text })}
        onRetry={() => dialog.send({ type: 'add.retry' })}
        onPage={(pageNumber) => dialog.send({ type: 'add.page', pageNumber })}
      />
    </Dialog>
  )
}

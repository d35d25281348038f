import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import { COURSE_SHARE_PAGE_SIZE, COURSE_SHARE_TEXTS } from '../../../domain/course-sharing'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import {
  listCell as cell,
  ListStatusRow,
  ListTable,
  LiveSearchField,
  RetryAlert,
} from '../../../ui/ListParts'
import { Pager } from '../../../ui/Pager'
import { CustomerSelectionBanner, PageCheckbox, RowCheckbox } from '../../sharing/CustomerSelectionBanner'
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
  const loading = useSelector(dialog, selectAddLoading)
  const loadFailure = useSelector(dialog, selectAddLoadFailure)
  const failure = useSelector(dialog, selectAddFailure)
  const busy = useSelector(dialog, selectAddBusy)
  const canAdd = useSelector(dialog, selectCanAdd)
  const selection = useSelector(dialog, selectAddSelection)
  const allAdded = page !== null && page.pageInfo.totalCount === 0 && query.searchText === ''
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
      <div className={css({ display: 'grid', gap: '3' })}>
        <LiveSearchField
          label="Search customers"
          maxLength={255}
          defaultValue={query.searchText}
          onSearch={(text) => dialog.send({ type: 'add.search', text })}
        />
        <RetryAlert message={loadFailure} onRetry={() => dialog.send({ type: 'add.retry' })} />
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        {selection ? <CustomerSelectionBanner selection={selection} /> : null}
        {allAdded ? (
          <p role="status" className={css({ p: '4', textAlign: 'center' })}>
            {COURSE_SHARE_TEXTS.allAdded}
          </p>
        ) : (
          <ListTable busy={loading}>
            <thead>
              <tr>
                <th className={cell}>
                  {selection ? (
                    <PageCheckbox selection={selection} label="Select all available customers on this page" />
                  ) : null}
                </th>
                <th className={cell}>Customer</th>
              </tr>
            </thead>
            <tbody>
              {page?.companies.map((row) => {
                const note = !row.isBoosted
                  ? COURSE_SHARE_TEXTS.notBoosted
                  : chosen.includes(row.companyId)
                    ? 'Already added'
                    : null
                return (
                  <tr key={row.companyId} className={css({ color: note ? 'text.muted' : undefined })}>
                    <td className={cell}>
                      {selection && !note ? (
                        <RowCheckbox
                          selection={selection}
                          id={row.companyId}
                          label={`Select ${row.companyName}`}
                        />
                      ) : null}
                    </td>
                    <td className={cell}>
                      {row.companyName}
                      {note ? <span className={css({ ml: '2', fontSize: 'xs' })}>({note})</span> : null}
                    </td>
                  </tr>
                )
              })}
              <ListStatusRow
                columns={2}
                noun="customers"
                loading={!page && loading}
                empty={page?.companies.length === 0}
              />
            </tbody>
          </ListTable>
        )}
        {page && page.pageInfo.totalCount > COURSE_SHARE_PAGE_SIZE ? (
          <Pager
            pageNumber={query.pageNumber}
            pageSize={query.pageSize}
            total={page.pageInfo.totalCount}
            sizes={[COURSE_SHARE_PAGE_SIZE]}
            onPage={(pageNumber) => dialog.send({ type: 'add.page', pageNumber })}
            onPageSize={() => {}}
          />
        ) : null}
      </div>
    </Dialog>
  )
}

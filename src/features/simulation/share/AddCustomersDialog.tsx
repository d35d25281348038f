import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import {
  SHARE_PAGE_SIZE,
  SHARE_TEXTS,
  shareDateLabel,
  unavailableLabel,
} from '../../../domain/simulation-sharing'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import {
  listCell as cell,
  listControl,
  ListStatusRow,
  ListTable,
  LiveSearchField,
  RetryAlert,
} from '../../../ui/ListParts'
import { Pager } from '../../../ui/Pager'
import { CustomerSelectionBanner, PageCheckbox, RowCheckbox } from '../../sharing/CustomerSelectionBanner'
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
      <div className={css({ display: 'grid', gap: '3' })}>
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}>
          <LiveSearchField
            label="Search customers"
            defaultValue={query.searchText}
            onSearch={(text) => dialog.send({ type: 'add.search', text })}
          />
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
        </div>
        <RetryAlert message={loadFailure} onRetry={() => dialog.send({ type: 'add.retry' })} />
        {cloneFailure ? <Alert tone="danger">{cloneFailure}</Alert> : null}
        {selection ? <CustomerSelectionBanner selection={selection} /> : null}
        {allAdded ? (
          <p role="status" className={css({ p: '4', textAlign: 'center' })}>
            {SHARE_TEXTS.allAdded}
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
                const unavailable = unavailableLabel(row)
                return (
                  <tr key={row.companyId} className={css({ color: unavailable ? 'text.muted' : undefined })}>
                    <td className={cell}>
                      {selection ? (
                        <RowCheckbox
                          selection={selection}
                          id={row.companyId}
                          label={`Select ${row.companyName}`}
                        />
                      ) : null}
                    </td>
                    <td className={cell}>
                      {row.companyName}
                      {unavailable ? (
                        <span className={css({ ml: '2', fontSize: 'xs' })}>{unavailable}</span>
                      ) : null}
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
        {page && page.pageInfo.totalCount > SHARE_PAGE_SIZE ? (
          <Pager
            pageNumber={query.pageNumber}
            pageSize={query.pageSize}
            total={page.pageInfo.totalCount}
            sizes={[SHARE_PAGE_SIZE]}
            onPage={(pageNumber) => dialog.send({ type: 'add.page', pageNumber })}
            onPageSize={() => {}}
          />
        ) : null}
      </div>
    </Dialog>
  )
}

import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import {
  COURSE_SHARE_PAGE_SIZE,
  COURSE_SHARE_TEXTS,
  STAGE_LABELS,
  type CourseCustomer,
} from '../../../domain/course-sharing'
import { Button } from '../../../ui/Button'
import { ConfirmActionDialog } from '../../../ui/ConfirmActionDialog'
import { Dialog } from '../../../ui/Dialog'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../../ui/ListParts'
import { Pager } from '../../../ui/Pager'
import { CustomerSelectionBanner, PageCheckbox, RowCheckbox } from '../../sharing/CustomerSelectionBanner'
import { CourseShareFields, submitLabel } from './CourseShareForm'
import {
  selectCustomersConfirm,
  selectCustomersData,
  selectCustomersFailure,
  selectCustomersLoading,
  selectCustomersPage,
  selectCustomersRows,
  selectCustomersSelection,
  selectShareBusy,
  selectShareDraft,
  selectShownActions,
  selectStartForm,
  type CourseCustomersActor,
  type CourseShareFormActor,
} from './selectors'
import { formatDate } from '../../../domain/intl-format'

const shortDate = (iso: string | null) =>
  iso ? formatDate(iso, 'en-US', { month: 'short', day: '2-digit', year: 'numeric' }) : '—'

const CONFIRM = {
  end: {
    title: 'End the training for these customers?',
    label: 'End training',
    warning: 'Their learners can no longer complete it; progress so far stays in their reports.',
  },
  remove: {
    title: 'Remove the course from these customers?',
    label: 'Remove',
    warning: 'The course leaves their library.',
  },
  update: {
    title: 'Update these customers to the latest version?',
    label: 'Update',
    warning: 'Their copy takes your current outline; learners keep their progress.',
  },
} as const

const hasDelivery = (row: CourseCustomer) => row.stage !== 'shared' && row.stage !== 'copied'

function VersionCell({ row, version }: { row: CourseCustomer; version: number }) {
  if (row.copiedVersion === null) return <>—</>
  return (
    <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
      v{row.copiedVersion}
      {row.updateAvailable ? (
        <span
          className={css({
            bg: 'orange.100',
            color: 'orange.800',
            borderRadius: 'full',
            px: '2',
            fontSize: 'xs',
          })}
          title={`The course is at version ${version}`}
        >
          {COURSE_SHARE_TEXTS.updateAvailable}
        </span>
      ) : null}
    </span>
  )
}

function StartDialog({ form }: { form: CourseShareFormActor }) {
  const draft = useSelector(form, selectShareDraft)
  const busy = useSelector(form, selectShareBusy)
  return (
    <Dialog
      open
      size="lg"
      title="Start delivery"
      onClose={() => form.send({ type: 'form.cancel' })}
      actions={
        <>
          <Button variant="ghost" onClick={() => form.send({ type: 'form.cancel' })}>
            Cancel
          </Button>
          <Button aria-busy={busy} disabled={busy} onClick={() => form.send({ type: 'form.submit' })}>
            {submitLabel(draft)}
          </Button>
        </>
      }
    >
      <CourseShareFields form={form} />
    </Dialog>
  )
}

/** The customers status tab (001 §4): the course's customers, ticked for Start, End, Remove or Update. */
export function CourseCustomersTab({ customers }: { customers: CourseCustomersActor }) {
  const data = useSelector(customers, selectCustomersData)
  const rows = useSelector(customers, selectCustomersRows)
  const pageNumber = useSelector(customers, selectCustomersPage)
  const loading = useSelector(customers, selectCustomersLoading)
  const failure = useSelector(customers, selectCustomersFailure)
  const actions = useSelector(customers, selectShownActions)
  const confirm = useSelector(customers, selectCustomersConfirm)
  const startForm = useSelector(customers, selectStartForm)
  const selection = useSelector(customers, selectCustomersSelection)
  const empty = data !== null && data.companies.length === 0
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <RetryAlert message={failure} onRetry={() => customers.send({ type: 'customers.retry' })} />
      <div
        role="toolbar"
        aria-label="Customer actions"
        className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}
      >
        {actions.start ? <Button onClick={() => customers.send({ type: 'start.open' })}>Start</Button> : null}
        {actions.end ? (
          <Button variant="outline" onClick={() => customers.send({ type: 'action.request', action: 'end' })}>
            End
          </Button>
        ) : null}
        {actions.update ? (
          <Button
            variant="outline"
            onClick={() => customers.send({ type: 'action.request', action: 'update' })}
          >
            Update
          </Button>
        ) : null}
        {actions.remove ? (
          <Button
            variant="outline"
            onClick={() => customers.send({ type: 'action.request', action: 'remove' })}
          >
            Remove
          </Button>
        ) : null}
      </div>
      {selection ? <CustomerSelectionBanner selection={selection} /> : null}
      {empty ? (
        <p className={css({ p: '6', textAlign: 'center', bg: 'surface.card', borderRadius: 'lg' })}>
          {COURSE_SHARE_TEXTS.empty}
        </p>
      ) : (
        <ListTable busy={loading}>
          <thead>
            <tr>
              <th className={cell}>
                {selection ? (
                  <PageCheckbox selection={selection} label="Select all customers on this page" />
                ) : null}
              </th>
              <th className={cell}>Customer</th>
              <th className={cell}>Status</th>
              <th className={cell}>Version</th>
              <th className={cell}>Progress</th>
              <th className={cell}>Start date</th>
              <th className={cell}>Received</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.companyId}>
                <td className={cell}>
                  {selection ? (
                    <RowCheckbox
                      selection={selection}
                      id={row.companyId}
                      label={`Select ${row.companyName}`}
                    />
                  ) : null}
                </td>
                <td className={cell}>{row.companyName}</td>
                <td className={cell}>{STAGE_LABELS[row.stage]}</td>
                <td className={cell}>
                  <VersionCell row={row} version={data?.courseVersion ?? 1} />
                </td>
                <td className={cell}>{hasDelivery(row) ? `${row.progress}%` : '—'}</td>
                <td className={cell}>{shortDate(row.startDate)}</td>
                <td className={cell}>{shortDate(row.receivedDate)}</td>
              </tr>
            ))}
            <ListStatusRow columns={7} noun="customers" loading={!data && loading} empty={false} />
          </tbody>
        </ListTable>
      )}
      {data && data.companies.length > COURSE_SHARE_PAGE_SIZE ? (
        <Pager
          pageNumber={pageNumber}
          pageSize={COURSE_SHARE_PAGE_SIZE}
          total={data.companies.length}
          sizes={[COURSE_SHARE_PAGE_SIZE]}
          onPage={(next) => customers.send({ type: 'customers.page', pageNumber: next })}
          onPageSize={() => {}}
        />
      ) : null}
      {confirm ? (
        <ConfirmActionDialog
          title={CONFIRM[confirm.action].title}
          warning={`${CONFIRM[confirm.action].warning} ${confirm.customers.map((c) => c.companyName).join(', ')}.`}
          confirmLabel={CONFIRM[confirm.action].label}
          busy={confirm.busy}
          failure={confirm.failure}
          onConfirm={() => customers.send({ type: 'confirm.yes' })}
          onCancel={() => customers.send({ type: 'confirm.no' })}
        />
      ) : null}
      {startForm ? <StartDialog form={startForm} /> : null}
    </div>
  )
}

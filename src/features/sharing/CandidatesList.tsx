import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { Alert } from '../../ui/Alert'
import { listCell as cell, ListStatusRow, ListTable, LiveSearchField, RetryAlert } from '../../ui/ListParts'
import { Pager } from '../../ui/Pager'
import {
  CustomerSelectionBanner,
  PageCheckbox,
  RowCheckbox,
  type CustomerSelectionActor,
} from './CustomerSelectionBanner'

// The body of every add-customers dialog (a simulation's share, a course's share): the partner's customers
// searched and paged, each ticked through the shared selection or greyed out with why it cannot be, and the
// line that says none are left to add.

export interface CandidateRow {
  id: string
  name: string
  /** Why it cannot be ticked (shown after its name), or null. */
  note: string | null
}

export function CandidatesList({
  rows,
  query,
  total,
  pageSize,
  loading,
  loadFailure,
  failure,
  selection,
  allAddedText,
  searchMaxLength,
  fields,
  onSearch,
  onRetry,
  onPage,
}: {
  rows: readonly CandidateRow[] | null
  query: { pageNumber: number; searchText: string }
  total: number
  pageSize: number
  loading: boolean
  loadFailure: string | null
  failure: string | null
  selection: CustomerSelectionActor | undefined
  allAddedText: string
  searchMaxLength?: number
  /** The dialog's own fields beside the search (a start date). */
  fields?: ReactNode
  onSearch: (text: string) => void
  onRetry: () => void
  onPage: (pageNumber: number) => void
}) {
  const allAdded = rows !== null && total === 0 && query.searchText === ''
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}>
        <LiveSearchField
          label="Search customers"
          defaultValue={query.searchText}
          {...(searchMaxLength ? { maxLength: searchMaxLength } : {})}
          onSearch={onSearch}
        />
        {fields}
      </div>
      <RetryAlert message={loadFailure} onRetry={onRetry} />
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      {selection ? <CustomerSelectionBanner selection={selection} /> : null}
      {allAdded ? (
        <p role="status" className={css({ p: '4', textAlign: 'center' })}>
          {allAddedText}
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
            {rows?.map((row) => (
              <tr key={row.id} className={css({ color: row.note ? 'text.muted' : undefined })}>
                <td className={cell}>
                  {selection ? (
                    <RowCheckbox selection={selection} id={row.id} label={`Select ${row.name}`} />
                  ) : null}
                </td>
                <td className={cell}>
                  {row.name}
                  {row.note ? <span className={css({ ml: '2', fontSize: 'xs' })}>{row.note}</span> : null}
                </td>
              </tr>
            ))}
            <ListStatusRow
              columns={2}
              noun="customers"
              loading={!rows && loading}
              empty={rows?.length === 0}
            />
          </tbody>
        </ListTable>
      )}
      {rows && total > pageSize ? (
        <Pager
          pageNumber={query.pageNumber}
          pageSize={pageSize}
          total={total}
          sizes={[pageSize]}
          onPage={onPage}
          onPageSize={() => {}}
        />
      ) : null}
    </div>
  )
}

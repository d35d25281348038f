import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import { withSearchText, type ListQuery } from '../../../domain/list-query'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../../ui/ListParts'
import { ListQueryPager } from '../../../ui/Pager'
import { SearchForm } from '../../../ui/SearchForm'
import { QuerySortHeader } from '../../../ui/SortHeader'
import {
  selectAllocationPage,
  selectAllocationQuery,
  selectAllocationsFailure,
  selectAllocationsLoading,
  shortDate,
  type AllocationsActor,
} from './selectors'

/** The licence allocations log: who gave which customer how many licences, when. */
export function AllocationsPage({ actor }: { actor: AllocationsActor }) {
  const query = useSelector(actor, selectAllocationQuery)
  const page = useSelector(actor, selectAllocationPage)
  const loading = useSelector(actor, selectAllocationsLoading)
  const failure = useSelector(actor, selectAllocationsFailure)
  const setQuery = (next: ListQuery) => actor.send({ type: 'allocations.query', query: next })
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <SearchForm
        label="Search allocations"
        value={query.search}
        onSearch={(text) => setQuery(withSearchText(query, text))}
      />
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'allocations.retry' })} />
      <ListTable busy={loading}>
        <thead className={css({ color: 'fg.muted', fontWeight: 'semibold' })}>
          <tr>
            <QuerySortHeader label="Company" column="companyName" query={query} onQuery={setQuery} />
            <QuerySortHeader label="Licenses" column="licences" query={query} onQuery={setQuery} />
            <th className={cell}>Allocated by</th>
            <QuerySortHeader label="Date" column="createdAt" query={query} onQuery={setQuery} />
          </tr>
        </thead>
        <tbody>
          {page?.items.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cell} ${css({ textAlign: 'left', fontWeight: 'semibold' })}`}>
                {row.companyName}
              </th>
              <td className={cell}>{row.licences.toLocaleString('en-US')}</td>
              <td className={cell}>{row.allocatedBy}</td>
              <td className={cell}>{shortDate(row.createdAt)}</td>
            </tr>
          ))}
          <ListStatusRow
            columns={4}
            noun="allocations"
            loading={!page && loading}
            empty={page?.items.length === 0}
          />
        </tbody>
      </ListTable>
      <ListQueryPager query={query} total={page?.pageInfo.totalCount ?? 0} onQuery={setQuery} />
    </div>
  )
}

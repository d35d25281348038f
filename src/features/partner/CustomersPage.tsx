import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { customersListMachine } from '../../../machines/customers-list.machine'
import { PAGE_SIZES } from '../../domain/constants'
import type { ListQuery } from '../../domain/list-query'
import { withSearchText } from '../../domain/list-query'
import { ActionsHeader, QuerySortHeader } from '../../ui/SortHeader'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../ui/ListParts'
import { Pager } from '../../ui/Pager'
import { SearchForm } from '../../ui/SearchForm'
import {
  selectBusyCustomer,
  selectFailure,
  selectIsLoading,
  selectPage,
  selectQuery,
} from './customer-selectors'

import { CustomerFilters } from './CustomerFilters'
import { CustomerLine } from './CustomerLine'
/** My Customers: the partner's customer list with the log-in-as-customer actions. */
export default function CustomersPage({
  title,
  logic,
  input,
  inspect,
}: {
  title: string
  logic: typeof customersListMachine
  input: { query: ListQuery }
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const query = useSelector(actor, selectQuery)
  const page = useSelector(actor, selectPage)
  const loading = useSelector(actor, selectIsLoading)
  const failure = useSelector(actor, selectFailure)
  const busyId = useSelector(actor, selectBusyCustomer)
  const setQuery = (next: ListQuery) => actor.send({ type: 'customers.query', query: next })

  return (
    <section
      aria-labelledby="customers-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <h1 id="customers-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {title}
      </h1>
      <SearchForm
        label="Search customers"
        value={query.search}
        onSearch={(text) => setQuery(withSearchText(query, text))}
      ></SearchForm>
      <CustomerFilters query={query} onQuery={setQuery} />

      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'customers.retry' })} />

      <ListTable busy={loading}>
        <thead className={css({ color: 'fg.muted', fontWeight: 'semibold' })}>
          <tr>
            <QuerySortHeader label="Name" column="name" query={query} onQuery={setQuery} />
            <th className={cell}>Status</th>
            <th className={cell}>Standing</th>
            <th className={cell}>Expires</th>
            <th className={cell}>Licenses</th>
            <th className={cell}>Users</th>
            <th className={cell}>Overage</th>
            <th className={cell}>Access</th>
            <th className={cell}>Email</th>
            <QuerySortHeader label="Created" column="createdAt" query={query} onQuery={setQuery} />
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {page?.items.map((row) => (
            <CustomerLine
              key={row.id}
              row={row}
              busy={busyId === row.id}
              disabled={busyId !== null}
              onRequest={() => actor.send({ type: 'customers.requestAccess', customerId: row.id })}
              onLogIn={() => actor.send({ type: 'customers.logIn', customerId: row.id })}
            />
          ))}
          <ListStatusRow
            columns={11}
            noun="customers"
            loading={!page && loading}
            empty={page?.items.length === 0}
          />
        </tbody>
      </ListTable>

      <Pager
        pageNumber={query.pageNumber}
        pageSize={query.pageSize}
        total={page?.pageInfo.totalCount ?? 0}
        sizes={PAGE_SIZES}
        onPage={(pageNumber) => setQuery({ ...query, pageNumber })}
        onPageSize={(pageSize) => setQuery({ ...query, pageSize, pageNumber: 0 })}
      />
    </section>
  )
}

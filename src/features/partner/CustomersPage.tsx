import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type {
  CustomersListInput,
  customersListMachine,
} from '../../../machines/partner/customers-list.machine'
import type { ListQuery } from '../../domain/list-query'
import { withSearchText } from '../../domain/list-query'
import { withSubReseller } from '../../domain/customers'
import { ActionsHeader, QuerySortHeader } from '../../ui/SortHeader'
import {
  denseListCell as cell,
  ListStatusRow,
  ListTable,
  RetryAlert,
  stickyEndCell,
} from '../../ui/ListParts'
import { ListQueryPager } from '../../ui/Pager'
import { SearchForm } from '../../ui/SearchForm'
import {
  selectBusyCustomer,
  selectBusyKind,
  selectCanInvite,
  selectFailure,
  selectInvite,
  selectInviteOpenable,
  selectIsLoading,
  selectMessageEditor,
  selectAllocate,
  selectBuy,
  selectPage,
  selectQuery,
  selectSelection,
  selectReadOnly,
} from './customer-selectors'
import { PageCheckbox, RowCheckbox } from '../sharing/CustomerSelectionBanner'
import { Button } from '../../ui/Button'
import { CustomerBulkBar, CustomerBulkConfirm } from './CustomerBulkBar'
import { InviteCustomersDialog } from './invitations/InviteCustomersDialog'
import { InviteMessageDialog } from './invitations/InviteMessageDialog'
import { LicenceAllocateDialog } from './licences/LicenceAllocateDialog'
import { LicenceBuyDialog } from './licences/LicenceBuyDialog'

import { CustomerFilters } from './CustomerFilters'
import { CustomerLine } from './CustomerLine'
/** My Customers: the partner's customer list with the log-in-as-customer actions. */
export default function CustomersPage({
  title,
  logic,
  input,
  inspect,
  grandchildAccess = false,
}: {
  title: string
  /** A reseller allowed to see its sub-resellers' customers (isGrandChildrenAccessAllowed). */
  grandchildAccess?: boolean
  logic: typeof customersListMachine
  input: CustomersListInput
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const query = useSelector(actor, selectQuery)
  const page = useSelector(actor, selectPage)
  const loading = useSelector(actor, selectIsLoading)
  const failure = useSelector(actor, selectFailure)
  const busyId = useSelector(actor, selectBusyCustomer)
  const busyKind = useSelector(actor, selectBusyKind)
  const canInvite = useSelector(actor, selectCanInvite)
  const inviteOpenable = useSelector(actor, selectInviteOpenable)
  const selection = useSelector(actor, selectSelection)
  const invite = useSelector(actor, selectInvite)
  const messageEditor = useSelector(actor, selectMessageEditor)
  const allocate = useSelector(actor, selectAllocate)
  const buy = useSelector(actor, selectBuy)
  const readOnly = useSelector(actor, selectReadOnly)
  const setQuery = (next: ListQuery) => actor.send({ type: 'customers.query', query: next })

  return (
    <section
      aria-labelledby="customers-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <h1 id="customers-title" className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>
          {title}
        </h1>
        {canInvite ? (
          <>
            <Button
              variant="outline"
              disabled={!inviteOpenable}
              onClick={() => actor.send({ type: 'message.open' })}
            >
              Invite message
            </Button>
            <Button disabled={!inviteOpenable} onClick={() => actor.send({ type: 'invite.open' })}>
              Invite customers
            </Button>
          </>
        ) : null}
      </div>
      <SearchForm
        label="Search customers"
        value={query.search}
        onSearch={(text) => setQuery(withSearchText(query, text))}
      ></SearchForm>
      <CustomerFilters
        query={query}
        onQuery={setQuery}
        subResellerName={page?.items[0]?.parentCompanyName ?? undefined}
      />

      {readOnly ? null : <CustomerBulkBar list={actor} />}

      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'customers.retry' })} />

      <ListTable busy={loading}>
        <thead className={css({ color: 'fg.muted', fontWeight: 'semibold' })}>
          <tr>
            <th className={cell}>
              {selection && !readOnly ? (
                <PageCheckbox selection={selection} label="Select all customers on this page" />
              ) : null}
            </th>
            <QuerySortHeader label="Name" column="name" query={query} onQuery={setQuery} />
            <th className={cell}>Status</th>
            <th className={cell}>Expires</th>
            <th className={cell}>Licenses</th>
            <th className={cell}>Users</th>
            <th className={cell}>Access</th>
            <th className={cell}>Email</th>
            <QuerySortHeader label="Created" column="createdAt" query={query} onQuery={setQuery} />
            <ActionsHeader className={stickyEndCell} />
          </tr>
        </thead>
        <tbody>
          {page?.items.map((row) => (
            <CustomerLine
              key={row.id}
              row={row}
              busy={busyId === row.id ? busyKind : null}
              disabled={busyId !== null}
              canResend={canInvite}
              readOnly={readOnly}
              selectBox={
                selection && !readOnly ? (
                  <RowCheckbox selection={selection} id={row.id} label={`Select ${row.name}`} />
                ) : null
              }
              onRequest={() => actor.send({ type: 'customers.requestAccess', customerId: row.id })}
              onLogIn={() => actor.send({ type: 'customers.logIn', customerId: row.id })}
              onResend={() => actor.send({ type: 'customers.resendInvite', customerId: row.id })}
              onAllocate={() => actor.send({ type: 'customers.allocate', customerId: row.id })}
              onBuy={() => actor.send({ type: 'customers.buy', customerId: row.id })}
              onSubResellerCustomers={
                grandchildAccess ? () => setQuery(withSubReseller(query, row.id)) : undefined
              }
            />
          ))}
          <ListStatusRow
            columns={10}
            noun="customers"
            loading={!page && loading}
            empty={page?.items.length === 0}
          />
        </tbody>
      </ListTable>

      <ListQueryPager query={query} total={page?.pageInfo.totalCount ?? 0} onQuery={setQuery} />
      <CustomerBulkConfirm list={actor} />
      {invite ? <InviteCustomersDialog invite={invite} /> : null}
      {messageEditor ? <InviteMessageDialog editor={messageEditor} /> : null}
      {allocate ? <LicenceAllocateDialog allocate={allocate} /> : null}
      {buy ? <LicenceBuyDialog buy={buy} /> : null}
    </section>
  )
}

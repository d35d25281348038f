import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { css } from '../../../styled-system/css'
import { parseListQuery } from '../../domain/list-query'
import { ALLOCATION_LIST, TRANSACTION_LIST } from '../../domain/partner-transactions'
import { AllocationsPage } from '../../features/partner/transactions/AllocationsPage'
import { TransactionsPage } from '../../features/partner/transactions/TransactionsPage'
import { TabLinks } from '../../ui/TabLinks'
import { useFlowDeps } from '../browser-deps'
import { bindLicenceAllocations, bindPartnerTransactions } from '../flows/partner/partner-transactions'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}
const TABS = [
  { id: 'billing', label: 'Billing', href: '/partner-portal/transactions/billing' },
  {
    id: 'license-allocations',
    label: 'License allocations',
    href: '/partner-portal/transactions/license-allocations',
  },
] as const

function BillingTab({ source }: { source: 'partner' | 'reseller' | 'subreseller' }) {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindPartnerTransactions(deps, source), [deps, source])
  const actor = useActorRef(logic, {
    ...options,
    input: {
      query: parseListQuery(window.location.search, TRANSACTION_LIST),
      email: deps.who().user?.email ?? '',
    },
  })
  return <TransactionsPage actor={actor} />
}

function AllocationsTab() {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindLicenceAllocations(deps), [deps])
  const actor = useActorRef(logic, {
    ...options,
    input: { query: parseListQuery(window.location.search, ALLOCATION_LIST) },
  })
  return <AllocationsPage actor={actor} />
}

/** Transactions: the partner's tabs (billing, licence allocations), or the reseller's and sub-reseller's page. */
export default function TransactionsRoute() {
  const [path] = useLocation()
  const partnerTabs = path.startsWith('/partner-portal/transactions')
  const tab = path.endsWith('/license-allocations') ? 'license-allocations' : 'billing'
  const source = path.startsWith('/partner-portal/reseller')
    ? 'reseller'
    : path.startsWith('/partner-portal/subreseller')
      ? 'subreseller'
      : 'partner'
  return (
    <section
      aria-labelledby="transactions-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <h1 id="transactions-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Transactions
      </h1>
      {partnerTabs ? <TabLinks label="Transactions" tabs={TABS} current={tab} /> : null}
      {tab === 'license-allocations' ? (
        <AllocationsTab key="allocations" />
      ) : (
        <BillingTab key={source} source={source} />
      )}
    </section>
  )
}

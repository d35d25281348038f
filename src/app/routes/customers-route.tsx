import { useMemo } from 'react'

import { CUSTOMER_LIST } from '../../domain/customers'
import { parseListQuery } from '../../domain/list-query'
import CustomersPage from '../../features/partner/CustomersPage'
import { useBoundFlow } from '../browser-deps'
import { bindCustomersList } from '../flows/customers-list'
import { inspect } from '../inspector'

/** My Customers (one list for MSP partners, resellers and sub-resellers, each at its own route). */
export default function CustomersRoute() {
  const logic = useBoundFlow(bindCustomersList)
  const query = useMemo(() => parseListQuery(window.location.search, CUSTOMER_LIST), [])
  const title = window.location.pathname.startsWith('/partner-portal/companies')
    ? 'My Customers'
    : 'Customers'
  return <CustomersPage title={title} logic={logic} input={{ query }} inspect={inspect} />
}

import { useMemo } from 'react'

import { CUSTOMER_LIST } from '../../domain/customers'
import { parseListQuery } from '../../domain/list-query'
import CustomersPage from '../../features/partner/CustomersPage'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { bindCustomersList } from '../flows/customers-list'
import { inspect } from '../inspector'

/** My Customers (one list for MSP partners, resellers and sub-resellers, each at its own route). */
export default function CustomersRoute() {
  const logic = useBoundFlow(bindCustomersList)
  const deps = useFlowDeps()
  const input = useMemo(() => {
    const company = deps.who().company
    return {
      query: parseListQuery(window.location.search, CUSTOMER_LIST),
      defaultMessage: company?.distribution.defaultChildInviteMessage ?? null,
      canInvite: company?.features.isPartnerInviteAllowed === true,
    }
  }, [deps])
  const title = window.location.pathname.startsWith('/partner-portal/companies')
    ? 'My Customers'
    : 'Customers'
  const company = deps.who().company
  const grandchildAccess =
    company?.type === 'RESELLER' && company.features.isGrandChildrenAccessAllowed === true
  return (
    <CustomersPage
      title={title}
      logic={logic}
      input={input}
      inspect={inspect}
      grandchildAccess={grandchildAccess}
    />
  )
}

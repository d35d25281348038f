import { useMemo } from 'react'

import { CUSTOMER_LIST } from '../../domain/customers'
import { parseListQuery } from '../../domain/list-query'
import CustomersPage from '../../features/partner/CustomersPage'
import { SessionActor } from '../../features/session/session-context'
import { useFlowDeps } from '../browser-deps'
import { bindCustomersList, customerPages } from '../flows/partner/customers-list'
import { inspect } from '../inspector'

/** My Customers (one list for MSP partners, resellers and sub-resellers, each at its own route). */
export default function CustomersRoute() {
  const deps = useFlowDeps()
  const session = SessionActor.useActorRef()
  const logic = useMemo(
    () =>
      bindCustomersList(deps, (message) => {
        const company = session.getSnapshot().context.company
        if (company)
          session.send({
            type: 'session.companyChanged',
            company: {
              ...company,
              distribution: { ...company.distribution, defaultChildInviteMessage: message },
            },
          })
      }),
    [deps, session],
  )
  const input = useMemo(() => {
    const company = deps.who().company
    const query = parseListQuery(window.location.search, CUSTOMER_LIST)
    return {
      query,
      cached: customerPages.last(deps, query),
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

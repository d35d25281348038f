import { useMemo } from 'react'
import { navigate } from 'wouter/use-browser-location'

import { customersListMachine } from '../../../machines/customers-list.machine'
import { issueCompanyToken, listCustomers, requestAccess } from '../../api/partner-access'
import { CUSTOMER_LIST } from '../../domain/customers'
import { parseListQuery, serializeListQuery } from '../../domain/list-query'
import CustomersPage from '../../features/partner/CustomersPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { toaster } from '../../ui/Toaster'
import { inspect } from '../inspector'
import { rememberPseudoReturn } from '../pseudo-session'
import { api, gatewayCall } from '../services'

/** My Customers with its actors: the partner's own company id, the URL and the toaster. */
export default function CustomersRoute() {
  const partnerId = SessionActor.useSelector(selectCompany)?.id ?? ''
  const logic = useMemo(
    () =>
      customersListMachine.provide({
        actors: {
          loadCustomers: gatewayCall((input) => listCustomers(api, partnerId, input)),
          requestAccess: gatewayCall((input) => requestAccess(api, input.customerId)),
          issueCompanyToken: gatewayCall((input) => issueCompanyToken(api, input.customerId)),
        },
        actions: {
          writeQuery: (_, query) =>
            navigate(
              `${window.location.pathname}${serializeListQuery(window.location.search, query, CUSTOMER_LIST)}`,
              { replace: true },
            ),
          notify: (_, toast) => toaster.create({ title: toast.title, type: toast.type }),
          openCompany: (_, companyToken) => {
            rememberPseudoReturn(`${window.location.pathname}${window.location.search}`)
            navigate(`/login_as_company?companyToken=${encodeURIComponent(companyToken)}`)
          },
        },
      }),
    [partnerId],
  )
  const query = useMemo(() => parseListQuery(window.location.search, CUSTOMER_LIST), [])
  const title = window.location.pathname.startsWith('/partner-portal/companies')
    ? 'My Customers'
    : 'Customers'
  return <CustomersPage title={title} logic={logic} input={{ query }} inspect={inspect} />
}

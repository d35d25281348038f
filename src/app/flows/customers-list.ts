import { customersListMachine } from '../../../machines/customers-list.machine'
import { issueCompanyToken, listCustomers, requestAccess } from '../../api/partner-access'
import { CUSTOMER_LIST } from '../../domain/customers'
import { serializeListQuery } from '../../domain/list-query'
import { rememberPseudoReturn } from '../pseudo-session'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

/** My Customers of the signed-in partner, its query kept in the address. */
export function bindCustomersList(deps: FlowDeps) {
  return customersListMachine.provide({
    actors: {
      loadCustomers: gatewayCall((input) => listCustomers(deps.api, companyIdOf(deps), input)),
      requestAccess: gatewayCall((input) => requestAccess(deps.api, input.customerId)),
      issueCompanyToken: gatewayCall((input) => issueCompanyToken(deps.api, input.customerId)),
    },
    actions: {
      writeQuery: (_, query) =>
        deps.navigate(
          `${window.location.pathname}${serializeListQuery(window.location.search, query, CUSTOMER_LIST)}`,
          { replace: true },
        ),
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      openCompany: (_, companyToken) => {
        rememberPseudoReturn(`${window.location.pathname}${window.location.search}`)
        deps.navigate(`/login_as_company?companyToken=${encodeURIComponent(companyToken)}`)
      },
    },
  })
}

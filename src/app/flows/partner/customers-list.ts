import { customersListMachine } from '../../../../machines/partner/customers-list.machine'
import { issueCompanyToken, listCustomers, requestAccess } from '../../../api/partner/partner-access'
import {
  inviteCustomers,
  resendCustomerInvite,
  runCustomerBulk,
  saveInviteMessage,
} from '../../../api/partner/partner-customers'
import { inviteCustomersMachine } from '../../../../machines/partner/invite-customers.machine'
import { inviteMessageMachine } from '../../../../machines/partner/invite-message.machine'
import { licenceAllocateMachine } from '../../../../machines/partner/licence-allocate.machine'
import { licenceBuyMachine } from '../../../../machines/partner/licence-buy.machine'
import {
  allocateLicences,
  buyLicences,
  loadPartnerWallet,
  quoteLicences,
} from '../../../api/partner/customer-licences'
import { CUSTOMER_LIST, type CustomerPage } from '../../../domain/customers'
import { serializeListQuery, type ListQuery } from '../../../domain/list-query'
import { cachedList } from '../../list-cache'
import { rememberPseudoReturn } from '../../pseudo-session'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Pages by query: drawn at once when the list opens again, and fetched when its item is pointed at. */
export const customerPages = cachedList<ListQuery, CustomerPage>('customers', (deps, query) =>
  listCustomers(deps.api, companyIdOf(deps), query),
)

/**
 * My Customers of the signed-in partner, its query kept in the address. A saved default invite message goes
 * to the session's company view too (`messageSaved`), so the list opened again starts from it.
 */
export function bindCustomersList(deps: FlowDeps, messageSaved: (message: string) => void = () => {}) {
  return customersListMachine.provide({
    actors: {
      loadCustomers: gatewayCall((query) => customerPages.load(deps, query)),
      requestAccess: gatewayCall((input) => requestAccess(deps.api, input.customerId)),
      issueCompanyToken: gatewayCall((input) => issueCompanyToken(deps.api, input.customerId)),
      resendInvite: gatewayCall(({ customer }) =>
        resendInviteOf(deps, {
          id: customer.id,
          name: customer.name,
          email: customer.invitation?.email ?? '',
        }),
      ),
      runBulk: gatewayCall(({ action, payload }) =>
        runCustomerBulk(deps.api, companyIdOf(deps), action, payload),
      ),
      inviteCustomers: bindInviteCustomers(deps),
      inviteMessage: bindInviteMessage(deps, messageSaved),
      licenceAllocate: bindLicenceAllocate(deps),
      licenceBuy: bindLicenceBuy(deps),
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

/** Resend a customer's invitation in the signed-in partner admin's name. */
export function resendInviteOf(deps: FlowDeps, customer: { id: string; name: string; email: string }) {
  const { user, company } = deps.who()
  return resendCustomerInvite(
    deps.api,
    { id: company?.id ?? '', name: company?.name ?? '' },
    { name: user?.name ?? '', email: user?.email ?? '' },
    customer,
  )
}

/** The invite dialog: its call and its toast. */
export function bindInviteCustomers(deps: FlowDeps) {
  return inviteCustomersMachine.provide({
    actors: { sendInvites: gatewayCall((input) => inviteCustomers(deps.api, companyIdOf(deps), input)) },
  })
}

/** The default invite message editor: its call and its toast. */
export function bindInviteMessage(deps: FlowDeps, saved: (message: string) => void = () => {}) {
  return inviteMessageMachine.provide({
    actors: {
      saveMessage: gatewayCall(async (input) => {
        const message = await saveInviteMessage(deps.api, companyIdOf(deps), input.message)
        saved(message)
        return message
      }),
    },
  })
}

/** Allocating from the partner's wallet. */
export function bindLicenceAllocate(deps: FlowDeps) {
  return licenceAllocateMachine.provide({
    actors: {
      loadWallet: gatewayCall(() => loadPartnerWallet(deps.api, companyIdOf(deps))),
      allocate: gatewayCall((input) =>
        allocateLicences(deps.api, companyIdOf(deps), input.customerId, input.count),
      ),
    },
  })
}

/** Buying for a customer through the reseller's or the sub-reseller's calls, as the partner is one or the other. */
export function bindLicenceBuy(deps: FlowDeps) {
  const purchase = <T extends { customerId: string; upsell: boolean }>(input: T) => ({
    ...input,
    partnerId: companyIdOf(deps),
    subReseller: deps.who().company?.type === 'SUBRESELLER',
  })
  return licenceBuyMachine.provide({
    actors: {
      quote: gatewayCall((input) => quoteLicences(deps.api, purchase(input))),
      buy: gatewayCall((input) => buyLicences(deps.api, purchase(input))),
    },
  })
}

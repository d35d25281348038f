import { defineFlow } from '../flow'
import { customersListMachine } from './customers-list.machine'
import { customerPage, firstCustomerQuery, searchedCustomerQuery } from '../samples/customers.samples'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const CUSTOMERS_INPUT = {
  query: firstCustomerQuery,
  defaultMessage: 'Northwind has set up security-awareness training for your team.',
  canInvite: true,
}

export const customersListScenarios: Scenarios<typeof customersListMachine> = {
  inputs: [CUSTOMERS_INPUT, { ...CUSTOMERS_INPUT, cached: customerPage }],
  events: {
    'customers.query': [{ type: 'customers.query', query: searchedCustomerQuery }],
    'customers.retry': [{ type: 'customers.retry' }],
    'customers.requestAccess': [
      { type: 'customers.requestAccess', customerId: 'cmp_none' },
      { type: 'customers.requestAccess', customerId: 'cmp_granted' },
    ],
    'customers.logIn': [
      { type: 'customers.logIn', customerId: 'cmp_granted' },
      { type: 'customers.logIn', customerId: 'cmp_pending' },
    ],
    'customers.resendInvite': [
      { type: 'customers.resendInvite', customerId: 'cmp_invited' },
      { type: 'customers.resendInvite', customerId: 'cmp_granted' },
    ],
    'customers.allocate': [{ type: 'customers.allocate', customerId: 'cmp_granted' }],
    'customers.buy': [{ type: 'customers.buy', customerId: 'cmp_none' }],
    'selection.changed': [
      { type: 'selection.changed', selected: ['cmp_granted', 'cmp_pending'], allSelected: false },
      {
        type: 'selection.changed',
        selected: ['cmp_granted', 'cmp_pending', 'cmp_none', 'cmp_invited'],
        allSelected: true,
      },
    ],
    'bulk.request': [
      { type: 'bulk.request', action: 'remove' },
      { type: 'bulk.request', action: 'setPartner' },
      { type: 'bulk.request', action: 'setDirect' },
    ],
    'bulk.confirm': [{ type: 'bulk.confirm' }],
    'bulk.cancel': [{ type: 'bulk.cancel' }],
    'invite.open': [{ type: 'invite.open' }],
    'message.open': [{ type: 'message.open' }],
  },
  outcomes: {
    loadCustomers: { done: [customerPage], error: [offline] },
    requestAccess: {
      done: [undefined],
      error: [failure(403, 'forbidden', "You don't have permission to access")],
    },
    issueCompanyToken: {
      done: ['company-token'],
      error: [failure(403, 'forbidden', 'Access to this company has not been granted')],
    },
    resendInvite: {
      done: [undefined],
      error: [
        failure(409, 'not_invited', 'This customer has no open invitation: it has registered already.'),
      ],
    },
    runBulk: {
      done: [2],
      error: [failure(409, 'subreseller_selected', 'Unmark these sub-resellers first: Fabrikam.')],
    },
    inviteCustomers: { done: [{ sent: 1 }, { sent: 0 }] },
    licenceAllocate: { done: [{ allocated: 10 }, { allocated: 0 }] },
    licenceBuy: { done: [{ bought: 30 }, { bought: 0 }] },
    inviteMessage: { done: [{ saved: 'Welcome aboard from Northwind.' }, { saved: null }] },
  },
  enabledEventsOnly:
    'Row actions exist only where a customer offers them, the bulk buttons are disabled until a customer is ticked, and the list is behind the confirmation and the dialogs while they are open: the refusals are the guards.',
  abstractContext: (context) => ({
    search: context.query.search,
    loaded: context.page !== null,
    failure: context.failure !== null,
    busy: context.busyCustomerId,
    statuses: context.page?.items.map((row) => row.loginAsCompanyStatus).join(','),
    selected: context.selection.allSelected ? 'all' : context.selection.selected.length,
    bulk: context.bulkAction,
  }),
  maxStates: 20000,
}

export const customersListFlow = defineFlow({
  id: 'customersList',
  file: 'partner/customers-list',
  title: 'My Customers',
  description:
    'The partner customer list: paged, sorted, searched and filtered with the query in the URL; per customer, Request access ("Request sent"), Log in once granted, or Resend invite for one not registered yet ("Invite sent"); ticked customers (or all under the filters) removed ("Customer(s) removed successfully"), set as partner or as direct customer after a confirmation; Invite customers and the default invite message open their own flows.',
  routes: [
    '/partner-portal/companies',
    '/partner-portal/reseller/customers',
    '/partner-portal/subreseller/customers',
  ],
  machine: customersListMachine,
  scenarios: customersListScenarios,
})

import { defineFlow } from './flow'
import { customersListMachine } from './customers-list.machine'
import { customerPage, firstCustomerQuery, searchedCustomerQuery } from './samples/customers.samples'
import { failure, offline } from './samples/failures'
import type { Scenarios } from './scenarios'

export const customersListScenarios: Scenarios<typeof customersListMachine> = {
  inputs: [{ query: firstCustomerQuery }],
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
  },
  abstractContext: (context) => ({
    search: context.query.search,
    loaded: context.page !== null,
    failure: context.failure,
    busy: context.busyCustomerId,
    statuses: context.page?.items.map((row) => row.loginAsCompanyStatus).join(','),
  }),
  maxStates: 5000,
}

export const customersListFlow = defineFlow({
  id: 'customersList',
  file: 'customers-list',
  title: 'My Customers',
  description:
    'The partner customer list: paged, sorted and searched with the query in the URL; per customer, Request access ("Request sent") or, once the customer granted it, Log in as that customer.',
  routes: ['/partner-portal/companies'],
  machine: customersListMachine,
  scenarios: customersListScenarios,
})

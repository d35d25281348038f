import { defineFlow } from '../flow'
import { licenceAllocationsMachine } from './licence-allocations.machine'
import { offline } from '../samples/failures'
import {
  allocationPage,
  firstAllocationQuery,
  searchedAllocationQuery,
} from '../samples/transactions.samples'
import type { Scenarios } from '../scenarios'

export const licenceAllocationsScenarios: Scenarios<typeof licenceAllocationsMachine> = {
  inputs: [{ query: firstAllocationQuery }],
  events: {
    'allocations.query': [{ type: 'allocations.query', query: searchedAllocationQuery }],
    'allocations.retry': [{ type: 'allocations.retry' }],
  },
  outcomes: { loadAllocations: { done: [allocationPage], error: [offline] } },
  abstractContext: (context) => ({
    search: context.query.search,
    loaded: context.page !== null,
    failure: context.failure !== null,
  }),
  maxStates: 2000,
}

export const licenceAllocationsFlow = defineFlow({
  id: 'licenceAllocations',
  file: 'partner/licence-allocations',
  title: 'Licence allocations',
  description:
    'The licence allocations tab of Transactions: company, number of licenses, allocated by and date, paged, sorted and searched with the query in the URL.',
  routes: ['/partner-portal/transactions/license-allocations'],
  machine: licenceAllocationsMachine,
  scenarios: licenceAllocationsScenarios,
})

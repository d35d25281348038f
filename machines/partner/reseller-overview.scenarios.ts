import { defineFlow } from '../flow'
import { resellerOverviewMachine } from './reseller-overview.machine'
import { offline } from '../samples/failures'
import { emptyResellerOverview, resellerOverviewData } from '../samples/reseller.samples'
import type { Scenarios } from '../scenarios'

export const resellerOverviewScenarios: Scenarios<typeof resellerOverviewMachine> = {
  events: {
    'overview.retry': [{ type: 'overview.retry' }],
    'overview.reload': [{ type: 'overview.reload' }],
  },
  outcomes: { loadOverview: { done: [resellerOverviewData, emptyResellerOverview], error: [offline] } },
  abstractContext: (context) => ({
    loaded: context.data === null ? null : context.data.customers.customers.length,
    failure: context.failure !== null,
  }),
  maxStates: 2000,
}

export const resellerOverviewFlow = defineFlow({
  id: 'resellerOverview',
  file: 'partner/reseller-overview',
  title: 'Reseller overview',
  description:
    'Behind its feature flag: the reseller’s customers (with its sub-resellers’ where grandchild access allows) and its sub-resellers, read together; figures for customers, seats, users and overage, customers by licence state, and one line per sub-reseller linking to its customers; Refresh reads them again.',
  routes: ['/partner-portal/reseller/overview'],
  machine: resellerOverviewMachine,
  scenarios: resellerOverviewScenarios,
})

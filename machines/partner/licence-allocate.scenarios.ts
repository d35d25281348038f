import { LICENCE_TEXTS } from '../../src/domain/customer-licences'
import { defineFlow } from '../flow'
import { licenceAllocateMachine } from './licence-allocate.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const licenceAllocateScenarios: Scenarios<typeof licenceAllocateMachine> = {
  inputs: [{ customerId: 'cmp_none', customerName: 'Wide World Importers' }],
  events: {
    'allocate.count': [
      { type: 'allocate.count', text: '10' },
      { type: 'allocate.count', text: '2.5' },
      { type: 'allocate.count', text: '500' },
    ],
    'allocate.submit': [{ type: 'allocate.submit' }],
    'allocate.retry': [{ type: 'allocate.retry' }],
    'allocate.cancel': [{ type: 'allocate.cancel' }],
  },
  outcomes: {
    loadWallet: {
      done: [
        { balance: 240, expiresAt: '2027-08-26T00:00:00.000Z' },
        { balance: 0, expiresAt: null },
      ],
      error: [offline],
    },
    allocate: {
      done: [10],
      error: [failure(409, 'wallet_insufficient', LICENCE_TEXTS.wallet(4)), offline],
    },
  },
  enabledEventsOnly: 'The count and Allocate exist only once the wallet is read; Retry only after it failed.',
  abstractContext: (context) => ({
    wallet: context.wallet?.balance ?? null,
    count: context.count,
    attempted: context.attempted,
    failure: context.failure !== null,
  }),
  maxStates: 20000,
}

export const licenceAllocateFlow = defineFlow({
  id: 'licenceAllocate',
  file: 'partner/licence-allocate',
  title: 'Allocate licenses',
  description:
    'From My Customers, per customer: the partner’s wallet is read, the dialog says how many licenses it holds, a count that is not a whole number of at least 1 or is over the wallet is refused before sending, and "Licenses have been allocated!" closes it; a wallet spent meanwhile is read again with the count kept.',
  routes: [
    '/partner-portal/companies',
    '/partner-portal/reseller/customers',
    '/partner-portal/subreseller/customers',
  ],
  machine: licenceAllocateMachine,
  scenarios: licenceAllocateScenarios,
})

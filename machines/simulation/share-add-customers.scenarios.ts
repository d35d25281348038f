import { defineFlow } from '../flow'
import type { ShareCandidate, ShareCandidatesPage } from '../../src/domain/simulation/sharing'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { shareAddCustomersMachine } from './share-add-customers.machine'

export const sampleCandidate = (id: string, patch: Partial<ShareCandidate> = {}): ShareCandidate => ({
  companyId: id,
  companyName: `Customer ${id}`,
  isBoosted: true,
  isWithRegisteredUsers: true,
  ...patch,
})

const pageInfo = (totalCount: number) => ({ totalCount, pageNumber: 0, pageSize: 25 })
export const CANDIDATE_PAGES: Record<'some' | 'none', ShareCandidatesPage> = {
  // Two shareable customers and one greyed out, out of four under the query.
  some: {
    companies: [
      sampleCandidate('cmp_a', { companyName: 'Contoso' }),
      sampleCandidate('cmp_b', { companyName: 'Litware' }),
      sampleCandidate('cmp_c', { companyName: 'Adventure Works', isBoosted: false }),
    ],
    totalAvailableCount: 3,
    pageInfo: pageInfo(30),
  },
  none: { companies: [], totalAvailableCount: 0, pageInfo: pageInfo(0) },
}

export const SHARE_ADD_INPUT = {
  companyId: 'cmp_partner',
  campaignId: 'sim_partner',
  name: 'Customer phishing baseline',
  timeZone: 'Europe/Kyiv',
  today: '2026-11-25',
}

export const shareAddCustomersScenarios: Scenarios<typeof shareAddCustomersMachine> = {
  inputs: [SHARE_ADD_INPUT],
  events: {
    'add.search': [
      { type: 'add.search', text: 'con' },
      { type: 'add.search', text: 'cont' },
    ],
    'add.page': [{ type: 'add.page', pageNumber: 1 }],
    'add.retry': [{ type: 'add.retry' }],
    'add.startDate': [
      { type: 'add.startDate', date: '2026-12-01' },
      { type: 'add.startDate', date: '2026-11-01' },
    ],
    'add.submit': [{ type: 'add.submit' }],
    'add.cancel': [{ type: 'add.cancel' }],
    'selection.changed': [
      { type: 'selection.changed', selected: ['cmp_a', 'cmp_b'], allSelected: false },
      { type: 'selection.changed', selected: ['cmp_a', 'cmp_b'], allSelected: true },
    ],
  },
  outcomes: {
    loadCandidates: { done: [CANDIDATE_PAGES.some, CANDIDATE_PAGES.none], error: [offline] },
    cloneCampaign: {
      done: [{ added: 2 }],
      error: [failure(422, 'invalid_request', 'Missing or invalid request parameters: companyIds')],
    },
  },
  enabledEventsOnly:
    'The date picker offers no past day, Add is disabled until a customer is ticked, and nothing but waiting is possible while the clone runs: the refusals are the guards.',
  abstractContext: (context) => ({
    page: context.page === null ? null : context.page.companies.length,
    pageNumber: context.query.pageNumber,
    searched: context.query.searchText !== '',
    selected: context.selection.allSelected ? 'all' : context.selection.selected.length,
    later: context.startDate !== context.today,
    failure: context.failure !== null,
  }),
  maxStates: 20000,
}

export const shareAddCustomersFlow = defineFlow({
  id: 'shareAddCustomers',
  file: 'simulation/share-add-customers',
  title: 'Add customers to a shared simulation',
  description:
    'The add-customers dialog of Share To My Customers: the partner\'s customers that do not have the campaign yet, searched 300 ms after typing pauses and paged; "(Not available to share: …)" rows greyed out; a Start Date that cannot be in the past; Add clones the campaign into the ticked customers (or all of them). A failed clone keeps the dialog, ticks and date, and shows the server\'s reason or "Something went wrong!".',
  routes: ['/phishing-simulation/share/:campaignId'],
  machine: shareAddCustomersMachine,
  scenarios: shareAddCustomersScenarios,
})

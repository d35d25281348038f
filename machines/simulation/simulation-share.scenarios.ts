import { defineFlow } from '../flow'
import type { ShareCustomerRow, SharedCustomersPage } from '../../src/domain/simulation/sharing'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { simulationShareMachine } from './simulation-share.machine'

export const sampleShareRow = (id: string, patch: Partial<ShareCustomerRow> = {}): ShareCustomerRow => ({
  companyId: `cmp_${id}`,
  companyName: `Customer ${id}`,
  campaignId: `sim_${id}`,
  sentPercent: 40,
  createdDate: '2026-10-26T09:00:00.000Z',
  startDate: '2026-10-27T09:00:00.000Z',
  ...patch,
})

export const SHARED_PAGES: Record<'some' | 'none', SharedCustomersPage> = {
  some: {
    companies: [
      sampleShareRow('a', { companyName: 'Contoso' }),
      sampleShareRow('b', { companyName: 'Litware' }),
    ],
    pageInfo: { totalCount: 27, pageNumber: 0, pageSize: 25 },
    parentCampaignName: 'Customer phishing baseline',
  },
  none: {
    companies: [],
    pageInfo: { totalCount: 0, pageNumber: 0, pageSize: 25 },
    parentCampaignName: 'Customer phishing baseline',
  },
}

export const SHARE_INPUT = {
  companyId: 'cmp_partner',
  campaignId: 'sim_partner',
  query: { pageNumber: 0, pageSize: 25, searchText: '' },
  timeZone: 'Europe/Kyiv',
  today: '2026-11-25',
}

export const simulationShareScenarios: Scenarios<typeof simulationShareMachine> = {
  inputs: [SHARE_INPUT],
  events: {
    'share.query': [{ type: 'share.query', query: { pageNumber: 1, pageSize: 25, searchText: '' } }],
    'share.search': [
      { type: 'share.search', text: 'con' },
      { type: 'share.search', text: 'cont' },
    ],
    'share.retry': [{ type: 'share.retry' }],
    'archive.request': [{ type: 'archive.request' }],
    'confirm.yes': [{ type: 'confirm.yes' }],
    'confirm.no': [{ type: 'confirm.no' }],
    'add.open': [{ type: 'add.open' }],
    'selection.changed': [
      { type: 'selection.changed', selected: ['sim_a'], allSelected: false },
      { type: 'selection.changed', selected: ['sim_a', 'sim_b'], allSelected: true },
    ],
  },
  outcomes: {
    loadShared: { done: [SHARED_PAGES.some, SHARED_PAGES.none], error: [offline] },
    completeShares: {
      done: [{ removed: 1 }],
      error: [failure(422, 'invalid_request', 'Missing or invalid request parameters: campaignIds')],
    },
    addCustomers: { done: [{ added: 2 }, { added: 0 }] },
  },
  enabledEventsOnly:
    'Archive is disabled until a customer is ticked, and the table is behind the confirmation and the add dialog while they are open: the refusals are the guards.',
  abstractContext: (context) => ({
    page: context.page === null ? null : context.page.companies.length,
    pageNumber: context.query.pageNumber,
    searched: context.query.searchText !== '',
    selected: context.selection.allSelected ? 'all' : context.selection.selected.length,
    failure: context.failure !== null,
  }),
  maxStates: 20000,
}

export const simulationShareFlow = defineFlow({
  id: 'simulationShare',
  file: 'simulation/simulation-share',
  title: 'Share a simulation with customers',
  description:
    '"{name} Share To My Customers" for partners: the customers that have the campaign (sent %, created, start date), paged in the query string and searched 300 ms after typing pauses; ticked rows (or "Select all N customers") are removed with Archive ("N customer(s) were removed from the campaign!"); Add customers opens the add dialog, whose clone ends with "Customer was successfully added!" or "Customers were successfully added!". An empty campaign shows the add prompt.',
  routes: ['/phishing-simulation/share/:campaignId'],
  machine: simulationShareMachine,
  scenarios: simulationShareScenarios,
})

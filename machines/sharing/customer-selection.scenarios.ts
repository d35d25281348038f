import { defineFlow } from '../flow'
import { customerSelectionMachine } from './customer-selection.machine'
import type { Scenarios } from '../scenarios'

// Two pages' worth: a page of two offered rows out of five (Select all N is offered), and a last page of one.
export const SELECTION_PAGES = {
  first: { type: 'selection.page', ids: ['cus_1', 'cus_2'], total: 5 },
  last: { type: 'selection.page', ids: ['cus_5'], total: 1 },
} as const

export const customerSelectionScenarios: Scenarios<typeof customerSelectionMachine> = {
  events: {
    'selection.page': [SELECTION_PAGES.first, SELECTION_PAGES.last],
    'selection.toggle': [
      { type: 'selection.toggle', id: 'cus_1' },
      { type: 'selection.toggle', id: 'cus_2' },
      { type: 'selection.toggle', id: 'cus_5' },
    ],
    'selection.togglePage': [
      { type: 'selection.togglePage', selected: true },
      { type: 'selection.togglePage', selected: false },
    ],
    'selection.selectAll': [{ type: 'selection.selectAll' }],
    'selection.clear': [{ type: 'selection.clear' }],
  },
  outcomes: {},
  enabledEventsOnly:
    'A row not on the page has no checkbox, Select all shows only when the page is fully ticked and Clear Selection only with something chosen: the refusals are the guards.',
  abstractContext: (context) => ({
    page: context.pageIds.join(','),
    selected: [...context.selected].sort().join(','),
    all: context.allSelected,
  }),
  maxStates: 20000,
}

export const customerSelectionFlow = defineFlow({
  id: 'customerSelection',
  file: 'sharing/customer-selection',
  title: 'Customer selection',
  description:
    'Ticking customers in a paged share table: one row, or the whole page; with the page ticked and more customers under the query, "Select all N customers" takes them all and "Clear Selection" drops it; a new page starts with nothing ticked. Rows "Not available to share" cannot be ticked. Used by the simulation\'s share page and its add-customers dialog.',
  routes: ['/phishing-simulation/share/:campaignId'],
  machine: customerSelectionMachine,
  scenarios: customerSelectionScenarios,
})

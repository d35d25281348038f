import { assign, sendParent, setup } from 'xstate'

// Choosing customers in a paged table (002 §2.9 "Selection behaviour"): rows tick one by one or a page at a
// time; once the whole page is ticked and more exist, "Select all N customers" takes everyone under the query
// (the calls' isAllSelected) and "Clear Selection" drops it all. A new page starts with nothing ticked. Only
// the rows the table offers can be ticked (a customer "Not available to share" is not among them). Shared by
// every table that shares something with customers (the simulation's share page and its add-customers
// dialog; the course sharing of the learning area); each owner hears every change as `selection.changed`.

export interface CustomerSelectionContext {
  /** The ids the current page offers for ticking. */
  pageIds: string[]
  /** How many could be ticked under the query, across pages: the N of "Select all N customers". */
  total: number
  selected: string[]
  allSelected: boolean
}

export interface CustomerSelection {
  selected: string[]
  allSelected: boolean
}

export type CustomerSelectionEvent =
  | { type: 'selection.page'; ids: string[]; total: number }
  | { type: 'selection.toggle'; id: string }
  | { type: 'selection.togglePage'; selected: boolean }
  | { type: 'selection.selectAll' }
  | { type: 'selection.clear' }

/** "Select all N" is offered once every offered row of the page is ticked and more exist than it shows. */
export const offersSelectAll = (context: CustomerSelectionContext) =>
  !context.allSelected &&
  context.pageIds.length > 0 &&
  context.pageIds.every((id) => context.selected.includes(id)) &&
  context.total > context.pageIds.length

export const selectionCount = (
  context: Pick<CustomerSelectionContext, 'selected' | 'allSelected' | 'total'>,
) => (context.allSelected ? context.total : context.selected.length)

const report = {
  type: 'report' as const,
  params: ({ context }: { context: CustomerSelectionContext }) => ({
    selected: context.selected,
    allSelected: context.allSelected,
  }),
}

export const customerSelectionMachine = setup({
  types: { context: {} as CustomerSelectionContext, events: {} as CustomerSelectionEvent },
  guards: {
    isOffered: ({ context }, id: string) => context.pageIds.includes(id),
    hasRows: ({ context }) => context.pageIds.length > 0,
    canSelectAll: ({ context }) => offersSelectAll(context),
    hasSelection: ({ context }) => context.selected.length > 0 || context.allSelected,
  },
  actions: {
    setPage: assign({
      pageIds: (_, page: { ids: string[]; total: number }) => page.ids,
      total: (_, page: { ids: string[]; total: number }) => Math.max(page.total, page.ids.length),
      selected: [],
      allSelected: false,
    }),
    toggle: assign({
      // Unticking anyone ends "all customers": the selection is the ticked rows again.
      allSelected: ({ context }, id: string) => context.allSelected && !context.selected.includes(id),
      selected: ({ context }, id: string) =>
        context.selected.includes(id)
          ? context.selected.filter((other) => other !== id)
          : [...context.selected, id],
    }),
    togglePage: assign({
      selected: ({ context }, selected: boolean) => (selected ? [...context.pageIds] : []),
      allSelected: false,
    }),
    selectAll: assign({ selected: ({ context }) => [...context.pageIds], allSelected: true }),
    clear: assign({ selected: [], allSelected: false }),
    /** Provided by the owner: tells it what is selected now. */
    report: (_, _selection: CustomerSelection) => {},
  },
}).createMachine({
  id: 'customerSelection',
  context: { pageIds: [], total: 0, selected: [], allSelected: false },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'selection.page': {
          actions: [
            { type: 'setPage', params: ({ event }) => ({ ids: event.ids, total: event.total }) },
            report,
          ],
        },
        'selection.toggle': {
          guard: { type: 'isOffered', params: ({ event }) => event.id },
          actions: [{ type: 'toggle', params: ({ event }) => event.id }, report],
        },
        'selection.togglePage': {
          guard: 'hasRows',
          actions: [{ type: 'togglePage', params: ({ event }) => event.selected }, report],
        },
        'selection.selectAll': {
          guard: 'canSelectAll',
          actions: ['selectAll', report],
        },
        'selection.clear': {
          guard: 'hasSelection',
          actions: ['clear', report],
        },
      },
    },
  },
})

/** The selection as its owner invokes it: every change reported as `selection.changed`. */
export const reportingSelection = customerSelectionMachine.provide({
  actions: {
    report: sendParent((_, selection: CustomerSelection) => ({
      type: 'selection.changed' as const,
      ...selection,
    })),
  },
})

/** What the selection can report for a page offering `offered`: its rows only, and "all" only with rows. */
export const isOfferedSelection = (offered: readonly string[], selection: CustomerSelection) =>
  selection.selected.every((id) => offered.includes(id)) && (!selection.allSelected || offered.length > 0)

/**
 * The owner's `ready` transition for `selection.changed` (guard `isOffered`, action `setSelection`, both named in
 * its setup): the selection reports only once its page is on screen.
 */
export const selectionChanged = {
  guard: {
    type: 'isOffered' as const,
    params: ({ event }: { event: CustomerSelection }) => ({
      selected: event.selected,
      allSelected: event.allSelected,
    }),
  },
  actions: {
    type: 'setSelection' as const,
    params: ({ event }: { event: CustomerSelection }) => ({
      selected: event.selected,
      allSelected: event.allSelected,
    }),
  },
}

/**
 * A paged list's `loading` state for an owner of the selection: the page is kept (`setPage`) and its rows are
 * offered to the selection (`offerRows`), both named in the owner's setup.
 */
export const loadingWithSelection = <Page, Loading extends { invoke: object }>(loading: Loading) => ({
  ...loading,
  invoke: {
    ...loading.invoke,
    onDone: {
      target: 'ready' as const,
      actions: [
        { type: 'setPage' as const, params: ({ event }: { event: { output: Page } }) => event.output },
        { type: 'offerRows' as const, params: ({ event }: { event: { output: Page } }) => event.output },
      ],
    },
  },
})

import { assign, fromPromise, sendTo, setup } from 'xstate'
import {
  COURSE_SHARE_PAGE_SIZE,
  type CandidateQuery,
  type ChosenCustomer,
  type CourseCandidatesPage,
  type CourseShareCandidate,
  type InheritSetting,
} from '../../src/domain/course-sharing'
import { SHARE_SEARCH_DEBOUNCE_MS } from '../../src/domain/simulation/sharing'
import {
  isOfferedSelection,
  loadingWithSelection,
  reportingSelection,
  selectionChanged,
  type CustomerSelection,
} from '../sharing/customer-selection.machine'
import { failureMessage } from '../event-params'
import { candidateDebouncing, candidateReadyOn, isOtherPage } from '../candidate-list'
import { pagedListStates } from '../paged-list'

// The add-customers dialog of course sharing (001 §4 "Course customers (selection)"): the partner's customers
// that can still get the course (for Copy: without it; for Copy and start: without a running delivery), paged
// and searched 300 ms after typing pauses; a non-boosted customer shows "Not available, non boost customer" and
// is never tickable, nor is one the form already has; none left shows "All customers added!". Add hands the
// ticked customers to the form — with "Select all N customers", every available one, gathered page by page.

export interface CourseAddInput {
  companyId: string
  courseId: string
  actionType: InheritSetting
  /** The customers the form already has. */
  chosen: string[]
}

export interface CourseAddContext extends CourseAddInput {
  query: CandidateQuery
  page: CourseCandidatesPage | null
  failure: string | null
  selection: CustomerSelection
  picked: ChosenCustomer[]
}

export type CourseAddEvent =
  | { type: 'add.search'; text: string }
  | { type: 'add.page'; pageNumber: number }
  | { type: 'add.retry' }
  | { type: 'add.submit' }
  | { type: 'add.cancel' }
  | ({ type: 'selection.changed' } & CustomerSelection)

export interface CollectInput {
  companyId: string
  courseId: string
  query: CandidateQuery
}

const list = pagedListStates<CourseCandidatesPage>()({
  load: 'loadCandidates',
  retry: 'add.retry',
  input: ({ context }: { context: CourseAddContext }) => ({
    companyId: context.companyId,
    courseId: context.courseId,
    query: context.query,
  }),
})

/** A row the dialog lets the partner tick: boosted, and not already in the form. */
export const isAddable = (row: CourseShareCandidate, chosen: readonly string[]) =>
  row.isBoosted && !chosen.includes(row.companyId)

const addable = (context: Pick<CourseAddContext, 'page' | 'chosen'>) =>
  (context.page?.companies ?? []).filter((row) => isAddable(row, context.chosen))

const toChosen = (rows: readonly CourseShareCandidate[]): ChosenCustomer[] =>
  rows.map(({ companyId, companyName }) => ({ companyId, companyName }))

export const courseAddCustomersMachine = setup({
  types: {
    context: {} as CourseAddContext,
    events: {} as CourseAddEvent,
    input: {} as CourseAddInput,
    output: {} as { customers: ChosenCustomer[] },
  },
  actors: {
    loadCandidates: fromPromise<
      CourseCandidatesPage,
      { companyId: string; courseId: string; query: CandidateQuery }
    >(async () => ({
      companies: [],
      totalAvailableCount: 0,
      pageInfo: { totalCount: 0, pageNumber: 0, pageSize: COURSE_SHARE_PAGE_SIZE },
    })),
    /** Every available customer under the query, for "Select all N customers". */
    collectCandidates: fromPromise<CourseShareCandidate[], CollectInput>(async () => []),
    selection: reportingSelection,
  },
  delays: { searchPause: SHARE_SEARCH_DEBOUNCE_MS },
  guards: {
    otherSearch: ({ context }, text: string) => text !== context.query.searchText,
    otherPage: ({ context }, pageNumber: number) =>
      isOtherPage(context.query, context.page?.pageInfo.totalCount ?? 0, pageNumber),
    isOffered: ({ context }, selection: CustomerSelection) =>
      isOfferedSelection(
        addable(context).map((row) => row.companyId),
        selection,
      ),
    hasSelection: ({ context }) => context.selection.selected.length > 0 || context.selection.allSelected,
    isAllSelected: ({ context }) => context.selection.allSelected,
  },
  actions: {
    setPage: assign({
      page: (_, page: CourseCandidatesPage) => page,
      failure: null,
      selection: { selected: [], allSelected: false },
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
    setSearch: assign({
      query: ({ context }, text: string) => ({ ...context.query, searchText: text, pageNumber: 0 }),
    }),
    setPageNumber: assign({ query: ({ context }, pageNumber: number) => ({ ...context.query, pageNumber }) }),
    setSelection: assign({ selection: (_, selection: CustomerSelection) => selection }),
    pickTicked: assign({
      picked: ({ context }) =>
        toChosen(addable(context).filter((row) => context.selection.selected.includes(row.companyId))),
    }),
    pickAll: assign({
      picked: ({ context }, rows: CourseShareCandidate[]) =>
        toChosen(rows.filter((row) => isAddable(row, context.chosen))),
    }),
    offerRows: sendTo('selection', ({ context }, page: CourseCandidatesPage) => ({
      type: 'selection.page' as const,
      ids: page.companies.filter((row) => isAddable(row, context.chosen)).map((row) => row.companyId),
      total: page.totalAvailableCount,
    })),
  },
}).createMachine({
  id: 'courseAddCustomers',
  context: ({ input }) => ({
    ...input,
    query: { actionType: input.actionType, pageNumber: 0, pageSize: COURSE_SHARE_PAGE_SIZE, searchText: '' },
    page: null,
    failure: null,
    selection: { selected: [], allSelected: false },
    picked: [],
  }),
  invoke: { id: 'selection', src: 'selection' },
  output: ({ context }) => ({ customers: context.picked }),
  on: { 'add.cancel': '.cancelled' },
  initial: 'loading',
  states: {
    ...list,
    loading: loadingWithSelection<CourseCandidatesPage, typeof list.loading>(list.loading),
    debouncing: candidateDebouncing,
    ready: {
      on: {
        'selection.changed': selectionChanged,
        ...candidateReadyOn,
        'add.submit': [
          { guard: 'isAllSelected', target: 'collecting', actions: 'clearFailure' },
          { guard: 'hasSelection', target: 'done', actions: 'pickTicked' },
        ],
      },
    },
    collecting: {
      tags: ['busy'],
      on: { 'add.cancel': {} },
      invoke: {
        id: 'collectCandidates',
        src: 'collectCandidates',
        input: ({ context }) => ({
          companyId: context.companyId,
          courseId: context.courseId,
          query: context.query,
        }),
        onDone: { target: 'done', actions: { type: 'pickAll', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
})

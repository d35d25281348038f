// The add-customers dialogs' list (a simulation's share, a course's share): a search that waits for typing to
// pause and the pages of the customers that could still be added. Both dialogs name in their setup() the
// guards `otherSearch(text)`, `otherPage(pageNumber)`, the actions `setSearch(text)`, `setPageNumber(n)` and the
// delay `searchPause`; these are the states and transitions that use them.

interface Query {
  pageNumber: number
  pageSize: number
  searchText: string
}

/** A page the list has and is not on. */
export const isOtherPage = (query: Query, totalCount: number, pageNumber: number) =>
  Number.isSafeInteger(pageNumber) &&
  pageNumber >= 0 &&
  pageNumber !== query.pageNumber &&
  pageNumber * query.pageSize < totalCount

const search = {
  guard: { type: 'otherSearch' as const, params: ({ event }: { event: { text: string } }) => event.text },
  actions: { type: 'setSearch' as const, params: ({ event }: { event: { text: string } }) => event.text },
}

/** Not a root transition: re-entering the root would restart the selection the dialog invokes. */
export const candidateDebouncing = {
  on: { 'add.search': { ...search, target: 'debouncing' as const, reenter: true } },
  after: { searchPause: 'loading' as const },
}

/** The list's own transitions in `ready`, beside the dialog's. */
export const candidateReadyOn = {
  'add.page': {
    guard: {
      type: 'otherPage' as const,
      params: ({ event }: { event: { pageNumber: number } }) => event.pageNumber,
    },
    target: 'loading' as const,
    actions: {
      type: 'setPageNumber' as const,
      params: ({ event }: { event: { pageNumber: number } }) => event.pageNumber,
    },
  },
  'add.search': { ...search, target: 'debouncing' as const },
}

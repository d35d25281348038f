import { failureMessage } from './event-params'

// The part every list shares (ARCHITECTURE §1, one paged list): a page loads → ready, or → failed with a retry;
// a search waits for typing to pause. A list's machine spreads these states into its own and keeps in `ready`
// and beside it only what is its own (a selection, row actions, confirmations, a tab count). Its query events
// re-enter `loading`, which stops the request on its way: the newest request wins.
//
// By composition, not by a generic machine: XState v5's setup() cannot type named actions and actor outputs
// over type parameters (statelyai/xstate#4855), so the list's machine names in its own setup() the loader
// actor (`load`), `setPage(page)` and `setFailure(message)`, and these states refer to them by name.

interface PagedListSpec<Load extends string, Retry extends string, Context, Input> {
  /** The loader actor's name in the list's setup(). */
  load: Load
  /** The event that loads the same query again after a failure. */
  retry: Retry
  /** What the loader is asked for, read from the list's context. */
  input: (args: { context: Context }) => Input
}

/** `pagedListStates<Page>()({ load, retry, input })` → the `loading` and `failed` states. */
export function pagedListStates<Page>() {
  return <const Load extends string, const Retry extends string, Context, Input>(
    list: PagedListSpec<Load, Retry, Context, Input>,
  ) => ({
    loading: {
      tags: ['busy'] as const,
      invoke: {
        id: list.load,
        src: list.load,
        input: list.input,
        onDone: {
          target: 'ready' as const,
          actions: {
            type: 'setPage' as const,
            params: ({ event }: { event: { output: Page } }) => event.output,
          },
        },
        onError: {
          target: 'failed' as const,
          actions: { type: 'setFailure' as const, params: failureMessage },
        },
      },
    },
    failed: { on: { [list.retry]: 'loading' as const } as Record<Retry, 'loading'> },
  })
}

/** The wait before a typed search loads (the list's search event targets `.debouncing` with reenter). */
export const searchDebounce = (ms: number) => ({ after: { [ms]: 'loading' as const } })

/** A new query from the address (page, size, order, search, filters): kept, written back, and loaded. */
export const queryChange = <Query>() => ({
  target: '.loading' as const,
  actions: [
    { type: 'setQuery' as const, params: ({ event }: { event: { query: Query } }) => event.query },
    { type: 'writeQuery' as const, params: ({ event }: { event: { query: Query } }) => event.query },
  ],
})

import type { FlowDeps } from './flows/deps'

// Stale-while-revalidate for the paged lists, and a page's first data fetched ahead of it (issue 23): the last page each query answered is kept, so a
// list opened again draws it at once while its machine loads the same query afresh. A prefetch (a sidebar
// item hovered or focused) fills the same place ahead of the click; the load that follows within a moment
// takes the prefetched answer (or the prefetch still on its way) instead of asking twice.

const MAX_ENTRIES = 50
/** How long a prefetched answer stands in for the first load after it (SWR's deduping interval). */
export const PREFETCH_FRESH_MS = 2_000

interface Entry {
  value: unknown
  at: number
  /** Filled by a prefetch and not yet taken by a load. */
  prefetched: boolean
}

/** A prefetch that failed, for the load right after it: it fails the same way instead of asking again. */
const failedPrefetches = new Map<string, { error: unknown; at: number }>()

const entries = new Map<string, Entry>()
const inFlight = new Map<string, Promise<unknown>>()

/** The key of one list query, scoped to who asks (a list of one company never shows for another). */
export function listKey(deps: FlowDeps, list: string, query: unknown): string {
  const { user, company } = deps.who()
  return JSON.stringify([user?.id ?? null, company?.id ?? null, list, query])
}

function store(key: string, value: unknown, prefetched: boolean) {
  entries.delete(key)
  entries.set(key, { value, at: Date.now(), prefetched })
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
}

/** The last answer for this key, to draw while the list revalidates; null when there is none. */
export function lastAnswer<T>(key: string): T | null {
  return (entries.get(key)?.value as T | undefined) ?? null
}

/** A list load: a prefetch of this key on its way or a moment old answers it; otherwise the gateway does. */
export async function loadThroughCache<T>(key: string, load: () => Promise<T>): Promise<T> {
  const pending = inFlight.get(key)
  if (pending) {
    const value = (await pending.catch((error: unknown) => {
      failedPrefetches.delete(key) // this load reports it; the retry asks again
      throw error
    })) as T
    const taken = entries.get(key)
    if (taken) taken.prefetched = false
    return value
  }
  const entry = entries.get(key)
  if (entry?.prefetched && Date.now() - entry.at <= PREFETCH_FRESH_MS) {
    entry.prefetched = false
    return entry.value as T
  }
  const failed = failedPrefetches.get(key)
  failedPrefetches.delete(key)
  if (failed && Date.now() - failed.at <= PREFETCH_FRESH_MS) throw failed.error
  const value = await load()
  store(key, value, false)
  return value
}

/** Fetches a list ahead of its page; once per key while one is on its way or fresh. Resolves to the answer. */
export function prefetchList<T>(key: string, load: () => Promise<T>): Promise<T> {
  const pending = inFlight.get(key)
  if (pending) return pending as Promise<T>
  const entry = entries.get(key)
  if (entry && Date.now() - entry.at <= PREFETCH_FRESH_MS) return Promise.resolve(entry.value as T)
  const call = load()
  inFlight.set(key, call)
  call.then(
    (value) => store(key, value, true),
    (error: unknown) => failedPrefetches.set(key, { error, at: Date.now() }),
  )
  void call.finally(() => inFlight.delete(key)).catch(() => undefined)
  return call
}

/** One list's cache: its loads, its last answer per query and its prefetch, keyed by who asks and the query. */
export function cachedList<Query, Page>(
  list: string,
  fetchPage: (deps: FlowDeps, query: Query) => Promise<Page>,
) {
  const key = (deps: FlowDeps, query: Query) => listKey(deps, list, query)
  return {
    load: (deps: FlowDeps, query: Query) => loadThroughCache(key(deps, query), () => fetchPage(deps, query)),
    last: (deps: FlowDeps, query: Query) => lastAnswer<Page>(key(deps, query)),
    prefetch: (deps: FlowDeps, query: Query) =>
      void prefetchList(key(deps, query), () => fetchPage(deps, query)).catch(() => undefined),
    /** For machines of one page that ask for the same list as they start: one call answers them all. */
    shared: (deps: FlowDeps, query: Query) => prefetchList(key(deps, query), () => fetchPage(deps, query)),
  }
}

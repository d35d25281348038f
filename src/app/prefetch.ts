import { matchRoute } from '../domain/routing'
import type { FlowDeps } from './flows/deps'
import { PAGES } from './pages'

// What a sidebar item pointed at fetches ahead of the click (issue 23, route changes from cache): the
// page's code always, and the first list of the pages whose list is their first screen (its binding comes
// with the page's code, so the shell carries none of it).

const FIRST_LISTS: Record<string, (deps: FlowDeps, search: string) => void> = {
  allUsers: (deps, search) =>
    void Promise.all([
      import('./flows/users-list'),
      import('../domain/list-query'),
      import('../domain/users'),
    ])
      .then(([flow, query, users]) =>
        flow.prefetchUsers(deps, {}, query.parseListQuery(search, users.USER_LIST)),
      )
      .catch(() => undefined),
}

export function prefetchPage(href: string, deps: FlowDeps): void {
  const url = new URL(href, window.location.origin)
  const match = matchRoute(url.pathname)
  if (!match) return
  PAGES[match.route.id]?.preload?.()
  FIRST_LISTS[match.route.id]?.(deps, url.search)
}

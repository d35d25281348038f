import { matchRoute } from '../domain/routing'
import type { FlowDeps } from './flows/deps'
import { PAGES } from './pages'

// A page's code and first data, fetched ahead of it (issue 23): when its sidebar item is pointed at (route
// changes from cache), and when a page load lands on it, while the shell draws (a first screen without a
// waterfall). Each page's binding comes with its own code, so the shell carries none of it.

const FIRST_DATA: Record<string, (deps: FlowDeps, search: string, path: string) => Promise<void>> = {
  home: async (deps) => (await import('./flows/home/get-started')).prefetchGetStarted(deps),
  departments: async (deps) =>
    (await import('./flows/users/directory-list')).directoryEntries.prefetch(deps, 'departments'),
  groups: async (deps) =>
    (await import('./flows/users/directory-list')).directoryEntries.prefetch(deps, 'groups'),
  exercise: (deps, search, path) => prefetchCampaigns(deps, search, path),
  'exercise.active': (deps, search, path) => prefetchCampaigns(deps, search, path),
  'exercise.archived': (deps, search, path) => prefetchCampaigns(deps, search, path),
  allUsers: async (deps, search) => {
    const [flow, query, users] = await Promise.all([
      import('./flows/users/users-list'),
      import('../domain/list-query'),
      import('../domain/users'),
    ])
    flow.usersPages.prefetch(deps, { scope: {}, query: query.parseListQuery(search, users.USER_LIST) })
  },
  companies: (deps, search) => prefetchCustomers(deps, search),
  resellerCustomers: (deps, search) => prefetchCustomers(deps, search),
  subResellerCustomers: (deps, search) => prefetchCustomers(deps, search),
}

async function prefetchCustomers(deps: FlowDeps, search: string): Promise<void> {
  const [flow, query, customers] = await Promise.all([
    import('./flows/partner/customers-list'),
    import('../domain/list-query'),
    import('../domain/customers'),
  ])
  flow.customerPages.prefetch(deps, query.parseListQuery(search, customers.CUSTOMER_LIST))
}

async function prefetchCampaigns(deps: FlowDeps, search: string, path: string): Promise<void> {
  const [flow, packs] = await Promise.all([
    import('./flows/exercise/exercise-campaigns'),
    import('./flows/templates/template-packs'),
  ])
  flow.campaignPages.prefetch(deps, flow.campaignPositionOf(path, search))
  packs.templatePacks.prefetch(deps, null)
}

function prefetchData(routeId: string, deps: FlowDeps, search: string, path: string): void {
  void FIRST_DATA[routeId]?.(deps, search, path).catch(() => undefined)
}

/** A sidebar item's page: its code and its first data. */
export function prefetchPage(href: string, deps: FlowDeps): void {
  const url = new URL(href, window.location.origin)
  const match = matchRoute(url.pathname)
  if (!match) return
  PAGES[match.route.id]?.preload?.()
  prefetchData(match.route.id, deps, url.search, url.pathname)
}

/**
 * The page a load landed on: its first data, asked for as soon as the session is known, unless its code is
 * already in memory (the usual case, src/main.tsx): the page then renders and asks at once itself.
 */
export function prefetchLandingData(pathname: string, search: string, deps: FlowDeps): void {
  const match = matchRoute(pathname)
  if (match && !PAGES[match.route.id]?.isReady?.()) prefetchData(match.route.id, deps, search, pathname)
}

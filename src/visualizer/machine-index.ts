import type { MachineEntry } from '../../machines/flow'
import { allStateNodes, edgesOf } from '../../machines/tooling/graph'

// The visualizer's list: each flow with what a designer searches by (its title, id, routes, state and event
// names), grouped by the console area its first route belongs to.

export interface MachineCard {
  id: string
  title: string
  description: string
  routes: string[]
  area: string
  stateCount: number
  transitionCount: number
  /** Lower-cased words a search matches: title, id, routes, state keys, event types. */
  terms: string
}

const AREAS: [RegExp, string][] = [
  [/^\/(login|register|change-password|sso_fail)/, 'Sign-in'],
  [/^\/(users|user_profile)/, 'Users'],
  [/^\/phishing-exercise/, 'Phishing exercise'],
  [/^\/(licensing|billing)/, 'Plans and billing'],
  [/^\/(partner-portal|access-for-reseller|login_as_company)/, 'Partners'],
  [/^\/home/, 'Get started'],
  [/^\/settings/, 'Settings'],
]

/** The area of a flow: its first route's; a flow of every page ('*', the shell) belongs to the shell. */
export function areaOf(routes: readonly string[]): string {
  const first = routes[0] ?? '*'
  return AREAS.find(([pattern]) => pattern.test(first))?.[1] ?? 'Shell'
}

export function machineCard(entry: MachineEntry): MachineCard {
  const nodes = allStateNodes(entry.machine)
  const edges = edgesOf(entry.machine)
  const words = [
    entry.title,
    entry.id,
    ...entry.routes,
    ...nodes.map((node) => node.key),
    ...edges.map((edge) => edge.eventType),
  ]
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    routes: entry.routes,
    area: areaOf(entry.routes),
    stateCount: nodes.length,
    transitionCount: edges.length,
    terms: words.join(' ').toLowerCase(),
  }
}

/** Cards whose words hold every word of the query, grouped by area in the order areas first appear. */
export function searchMachines(
  cards: readonly MachineCard[],
  query: string,
): { area: string; cards: MachineCard[] }[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const groups = new Map<string, MachineCard[]>()
  for (const card of cards) {
    if (!words.every((word) => card.terms.includes(word))) continue
    groups.set(card.area, [...(groups.get(card.area) ?? []), card])
  }
  return [...groups].map(([area, grouped]) => ({ area, cards: grouped }))
}

const EVERY_PAGE = new Set(['*', 'every page inside the shell'])

/** Whether a registry route (`/users/:id`, `/home?isAccessDialog=true`) is the page at `path`. */
function routeMatches(route: string, path: string): boolean {
  const pattern = route
    .split('?')[0]!
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/:[^/]+/g, '[^/]+')
  return new RegExp(`^${pattern}/?$`).test(path.split('?')[0]!)
}

/** The flows of one page: its own first, then the shell's that run on every page. */
export function cardsOnPage(
  cards: readonly MachineCard[],
  path: string,
): { own: MachineCard[]; shell: MachineCard[] } {
  return {
    own: cards.filter((card) =>
      card.routes.some((route) => !EVERY_PAGE.has(route) && routeMatches(route, path)),
    ),
    shell: cards.filter((card) => card.routes.some((route) => EVERY_PAGE.has(route))),
  }
}

/** The list for "Flows of this page": the page's flows, then the shell's, each narrowed by the query. */
export function pageGroups(
  cards: readonly MachineCard[],
  path: string,
  query: string,
): { area: string; cards: MachineCard[] }[] {
  const { own, shell } = cardsOnPage(cards, path)
  const matching = (list: MachineCard[]) => searchMachines(list, query).flatMap((group) => group.cards)
  return [
    { area: `On ${path}`, cards: matching(own) },
    { area: 'On every page', cards: matching(shell) },
  ].filter((group) => group.cards.length > 0)
}

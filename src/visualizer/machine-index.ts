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

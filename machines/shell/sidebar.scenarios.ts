import { defineFlow } from '../flow'
import type { Scenarios } from '../scenarios'
import { sidebarMachine } from './sidebar.machine'

export const sidebarScenarios: Scenarios<typeof sidebarMachine> = {
  inputs: [
    { folded: false, narrow: false },
    { folded: true, narrow: false },
    { folded: false, narrow: true },
  ],
  events: {
    'sidebar.toggle': [{ type: 'sidebar.toggle' }],
    'sidebar.navigated': [{ type: 'sidebar.navigated' }],
    'sidebar.intent': [{ type: 'sidebar.intent', href: '/users/all_users' }],
    'drawer.close': [{ type: 'drawer.close' }],
    'viewport.narrow': [{ type: 'viewport.narrow' }],
    'viewport.wide': [{ type: 'viewport.wide' }],
  },
  outcomes: {},
  abstractContext: (context) => context,
  maxStates: 5000,
}

export const sidebarFlow = defineFlow({
  id: 'sidebar',
  file: 'shell/sidebar',
  title: 'Sidebar',
  description:
    'Docked open (248 px) or folded (88 px) on large screens with the choice remembered; a temporary drawer below the large breakpoint that closes after navigating. Hovering or focusing an item fetches its page ahead of the click.',
  routes: ['every page inside the shell'],
  machine: sidebarMachine,
  scenarios: sidebarScenarios,
})

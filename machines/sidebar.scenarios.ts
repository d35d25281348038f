import type { Scenarios } from './scenarios'
import type { sidebarMachine } from './sidebar.machine'

export const sidebarScenarios: Scenarios<typeof sidebarMachine> = {
  inputs: [
    { folded: false, narrow: false },
    { folded: true, narrow: false },
    { folded: false, narrow: true },
  ],
  events: {
    'sidebar.toggle': [{ type: 'sidebar.toggle' }],
    'sidebar.navigated': [{ type: 'sidebar.navigated' }],
    'drawer.close': [{ type: 'drawer.close' }],
    'viewport.narrow': [{ type: 'viewport.narrow' }],
    'viewport.wide': [{ type: 'viewport.wide' }],
  },
  outcomes: {},
  abstractContext: (context) => context,
  maxStates: 5000,
}

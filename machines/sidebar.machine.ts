import { assign, setup } from 'xstate'

// The sidebar (000 §2): docked open (248) or folded (88) on large screens, the folded state remembered;
// below the large breakpoint a temporary drawer that closes after navigating.

export interface SidebarInput {
  folded: boolean
  narrow: boolean
}

export interface SidebarContext {
  folded: boolean
  narrowAtStart: boolean
}

export type SidebarEvent =
  | { type: 'sidebar.toggle' }
  | { type: 'sidebar.navigated' }
  | { type: 'drawer.close' }
  | { type: 'viewport.narrow' }
  | { type: 'viewport.wide' }

export const sidebarMachine = setup({
  types: {
    context: {} as SidebarContext,
    events: {} as SidebarEvent,
    input: {} as SidebarInput,
  },
  guards: {
    isNarrowAtStart: ({ context }) => context.narrowAtStart,
    isFolded: ({ context }) => context.folded,
  },
  actions: {
    setFolded: assign({ folded: (_, folded: boolean) => folded }),
    /** Provided by the app: remembers the choice across visits. */
    rememberFolded: (_, _folded: boolean) => {},
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({ folded: input.folded, narrowAtStart: input.narrow }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isNarrowAtStart', target: 'drawer' }, { target: 'docked' }],
    },
    docked: {
      initial: 'choosing',
      on: { 'viewport.narrow': { target: 'drawer' } },
      states: {
        choosing: { always: [{ guard: 'isFolded', target: 'folded' }, { target: 'open' }] },
        open: {
          on: {
            'sidebar.toggle': {
              target: 'folded',
              actions: [
                { type: 'setFolded', params: true },
                { type: 'rememberFolded', params: true },
              ],
            },
          },
        },
        folded: {
          on: {
            'sidebar.toggle': {
              target: 'open',
              actions: [
                { type: 'setFolded', params: false },
                { type: 'rememberFolded', params: false },
              ],
            },
          },
        },
      },
    },
    drawer: {
      initial: 'closed',
      on: { 'viewport.wide': { target: 'docked' } },
      states: {
        closed: { on: { 'sidebar.toggle': { target: 'opened' } } },
        opened: {
          on: {
            'sidebar.toggle': { target: 'closed' },
            'drawer.close': { target: 'closed' },
            'sidebar.navigated': { target: 'closed' },
          },
        },
      },
    },
  },
})

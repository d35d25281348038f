import { assign, setup } from 'xstate'

// The sidebar (000 §2): docked open (248) or folded (88) on large screens, the folded state remembered;
// below the large breakpoint a temporary drawer that closes after navigating. Pointing at an item (hover or
// keyboard focus) is an intent to go there: the page's code and first list are fetched before the click.

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
  /** An item hovered or focused: where the admin is about to go. */
  | { type: 'sidebar.intent'; href: string }
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
    /** Provided by the app: the page behind `href` and its first list, fetched ahead of the click. */
    prefetch: (_, _href: string) => {},
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({ folded: input.folded, narrowAtStart: input.narrow }),
  initial: 'starting',
  on: {
    'sidebar.intent': { actions: { type: 'prefetch', params: ({ event }) => event.href } },
  },
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

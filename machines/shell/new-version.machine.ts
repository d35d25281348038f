import { fromPromise, setup } from 'xstate'
import { NEW_VERSION_CHECK_MS } from '../../src/domain/new-version'

// The new-version banner (000 §2, 002 §6): every 60 s the published build timestamp is read (with a
// cache-busting query); when it differs from the running build's, "New version is available!" with RELAUNCH.
// A failed read is ignored until the next one: the banner is a courtesy, never an error.

export interface NewVersionInput {
  /** The running build's timestamp. */
  running: string
}

export interface NewVersionContext {
  running: string
}

export type NewVersionEvent = { type: 'relaunch' }

export const newVersionMachine = setup({
  types: { context: {} as NewVersionContext, events: {} as NewVersionEvent, input: {} as NewVersionInput },
  actors: {
    /** Resolves to the published timestamp. */
    readPublished: fromPromise<string>(async () => {
      throw new Error('readPublished not provided')
    }),
  },
  delays: { check: NEW_VERSION_CHECK_MS },
  guards: {
    differs: ({ context }, published: string) => published !== context.running,
  },
  actions: {
    /** Provided by the app: reload the page onto the new build. */
    reload: () => {},
  },
}).createMachine({
  id: 'newVersion',
  context: ({ input }) => ({ running: input.running }),
  initial: 'waiting',
  states: {
    waiting: { after: { check: 'checking' } },
    checking: {
      invoke: {
        id: 'readPublished',
        src: 'readPublished',
        onDone: [
          { guard: { type: 'differs', params: ({ event }) => event.output }, target: 'available' },
          { target: 'waiting' },
        ],
        onError: 'waiting',
      },
    },
    available: { on: { relaunch: { actions: 'reload' } } },
  },
})

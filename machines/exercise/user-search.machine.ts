import { assign, fromPromise, setup } from 'xstate'
import type { UserScope } from '../../src/domain/user-scope'
import { failureMessage } from '../event-params'

// Finding learners to pick by name or email (the campaign wizard's and Campaign Settings' selected users):
// the gateway searches the company's active users 300 ms after typing pauses; a newer search replaces the
// one under way; a failure keeps the text and offers a retry. The matches can be narrowed to one department's
// or group's learners (002 §7 users/by_departments, by_groups). Who is chosen belongs to the form using it.

export interface UserMatch {
  id: string
  name: string
}

export interface UserMatches {
  items: UserMatch[]
  total: number
}

export interface UserSearchContext {
  text: string
  scope: UserScope
  matches: UserMatches
  error: string | null
}

export type UserSearchEvent =
  /** The picker is on screen: the first matches are asked for then, not while a page merely holds the actor. */
  | { type: 'search.open' }
  | { type: 'search.change'; text: string }
  /** Narrow the matches to a department's or group's learners, or widen them to the company (null). */
  | { type: 'search.scope'; scope: UserScope }
  | { type: 'search.retry' }

/** How many matches a search shows; the rest are narrowed by typing. */
export const USER_MATCHES_SHOWN = 8
export const USER_SEARCH_PAUSE_MS = 300

export const userSearchMachine = setup({
  types: { context: {} as UserSearchContext, events: {} as UserSearchEvent },
  actors: {
    searchUsers: fromPromise<UserMatches, { text: string; scope: UserScope }>(async () => ({
      items: [],
      total: 0,
    })),
  },
  delays: { pause: USER_SEARCH_PAUSE_MS },
  guards: {
    // The field sends a change only when its text changes; the same text again asks nothing new.
    textChanged: ({ context }, text: string) => text !== context.text,
    scopeChanged: ({ context }, scope: UserScope) => JSON.stringify(scope) !== JSON.stringify(context.scope),
  },
  actions: {
    clearError: assign({ error: null }),
    setMatches: assign({ matches: (_, matches: UserMatches) => matches, error: null }),
    setError: assign({ error: (_, message: string) => message }),
    setText: assign({ text: (_, text: string) => text }),
    setScope: assign({ scope: (_, scope: UserScope) => scope }),
  },
}).createMachine({
  id: 'userSearch',
  context: { text: '', scope: null, matches: { items: [], total: 0 }, error: null },
  initial: 'idle',
  on: {
    'search.change': {
      guard: { type: 'textChanged', params: ({ event }) => event.text },
      target: '.pausing',
      // New words: the last search's failure is no longer what the list is about.
      actions: [{ type: 'setText', params: ({ event }) => event.text }, 'clearError'],
    },
    // Another department or group is chosen at once, not typed: it asks straight away.
    'search.scope': {
      guard: { type: 'scopeChanged', params: ({ event }) => event.scope },
      target: '.searching',
      actions: { type: 'setScope', params: ({ event }) => event.scope },
    },
  },
  states: {
    // Closed, there is no field to type in.
    idle: { on: { 'search.open': 'searching', 'search.change': {}, 'search.scope': {} } },
    pausing: { after: { pause: 'searching' } },
    searching: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'searchUsers',
        src: 'searchUsers',
        input: ({ context }) => ({ text: context.text.trim(), scope: context.scope }),
        onDone: {
          target: 'ready',
          actions: { type: 'setMatches', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: { type: 'setError', params: failureMessage } },
      },
    },
    ready: {},
    failed: { on: { 'search.retry': 'searching' } },
  },
})

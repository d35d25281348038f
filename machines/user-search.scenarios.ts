import { offline } from './samples/failures'
import type { Scenarios } from './scenarios'
import type { userSearchMachine } from './user-search.machine'

const ada = { id: 'usr_ada', name: 'Ada Lovelace (ada@globex.example)' }
const alan = { id: 'usr_alan', name: 'Alan Turing (alan@globex.example)' }

export const userSearchScenarios: Scenarios<typeof userSearchMachine> = {
  events: {
    'search.open': [{ type: 'search.open' }],
    'search.change': [
      { type: 'search.change', text: 'ada' },
      { type: 'search.change', text: '' },
    ],
    'search.retry': [{ type: 'search.retry' }],
  },
  outcomes: {
    searchUsers: {
      done: [
        { items: [ada, alan], total: 40 },
        { items: [ada], total: 1 },
        { items: [], total: 0 },
      ],
      error: [offline],
    },
  },
  abstractContext: (context) => ({
    text: context.text,
    shown: context.matches.items.length,
    more: context.matches.total > context.matches.items.length,
    error: context.error !== null,
  }),
  maxStates: 5000,
}

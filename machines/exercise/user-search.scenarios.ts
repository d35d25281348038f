import { defineFlow } from '../flow'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { userSearchMachine } from './user-search.machine'

const ada = { id: 'usr_ada', name: 'Ada Lovelace (ada@globex.example)' }
const alan = { id: 'usr_alan', name: 'Alan Turing (alan@globex.example)' }

export const userSearchScenarios: Scenarios<typeof userSearchMachine> = {
  events: {
    'search.open': [{ type: 'search.open' }],
    'search.change': [
      { type: 'search.change', text: 'ada' },
      { type: 'search.change', text: '' },
    ],
    'search.scope': [
      { type: 'search.scope', scope: { kind: 'department', id: 'dep_fin' } },
      { type: 'search.scope', scope: { kind: 'group', id: 'grp_pilots' } },
      { type: 'search.scope', scope: null },
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
    scope: context.scope?.kind ?? null,
    shown: context.matches.items.length,
    more: context.matches.total > context.matches.items.length,
    error: context.error !== null,
  }),
  maxStates: 20000,
}

export const userSearchFlow = defineFlow({
  id: 'userSearch',
  file: 'exercise/user-search',
  title: 'Finding users to select',
  description:
    "The selected-users picker of the campaign wizard and Campaign Settings: the gateway searches the company's active users by name or email 300 ms after typing pauses (the first 8, and how many match); a newer search replaces the one under way; a department or group can narrow the matches to its learners (users/by_departments, by_groups); a failure keeps the text and offers a retry.",
  routes: ['/phishing-exercise/create', '/phishing-exercise/active'],
  machine: userSearchMachine,
  scenarios: userSearchScenarios,
})

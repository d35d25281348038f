import { defineFlow } from '../flow'
import { directoryListMachine } from './directory-list.machine'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const directoryListScenarios: Scenarios<typeof directoryListMachine> = {
  inputs: [
    { kind: 'departments' },
    { kind: 'groups' },
    // Opened again: the last answer is drawn while the same list loads afresh.
    { kind: 'departments', cached: [{ id: 'dep_sales', name: 'Sales', usersCount: 12 }] },
  ],
  events: {
    'directory.retry': [{ type: 'directory.retry' }],
    'directory.reload': [{ type: 'directory.reload' }],
  },
  outcomes: {
    loadEntries: {
      done: [[{ id: 'dep_sales', name: 'Sales', usersCount: 12 }], []],
      error: [offline],
    },
  },
  abstractContext: (context) => ({ entries: context.entries?.length ?? null, failure: context.failure }),
  maxStates: 500,
}

export const directoryListFlow = defineFlow({
  id: 'directoryList',
  file: 'users/directory-list',
  title: 'Departments and groups',
  description:
    'The company departments (/users/departments) or groups (/users/groups) with their user counts; each opens its assigned users. Opened again, the last answer shows at once while it reloads.',
  routes: ['/users/departments', '/users/groups'],
  machine: directoryListMachine,
  scenarios: directoryListScenarios,
})

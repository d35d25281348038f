import { directoryMembersMachine } from './directory-members.machine'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

// Twelve users outside Sales: two pages of ten, the first user drawn on each.
const page = {
  data: [{ id: 'usr_1', email: 'ana@acme.example', name: 'Ana', lastName: 'Lee' }],
  totalCount: 12,
}

export const directoryMembersScenarios: Scenarios<typeof directoryMembersMachine> = {
  events: {
    'members.open': [{ type: 'members.open', name: 'Sales' }],
    'members.select': [
      { type: 'members.select', id: 'usr_1', selected: true },
      { type: 'members.select', id: 'usr_1', selected: false },
    ],
    'members.page': [
      { type: 'members.page', pageNumber: 1 },
      { type: 'members.page', pageNumber: 0 },
    ],
    'members.add': [{ type: 'members.add' }],
    'members.retry': [{ type: 'members.retry' }],
    'dialog.close': [{ type: 'dialog.close' }],
  },
  inputs: [{ kind: 'departments', id: 'dep_sales' }],
  outcomes: {
    loadUnassigned: { done: [page, { data: [], totalCount: 0 }], error: [offline] },
    addMembers: {
      done: [{ added: 1, total: 13 }],
      error: [failure(404, 'not_found', 'No such user in this company')],
    },
  },
  abstractContext: (context) => ({
    pageNumber: context.pageNumber,
    total: context.page?.totalCount ?? null,
    selected: context.selected.length,
    failure: context.failure !== null,
  }),
  enabledEventsOnly: 'The dialog takes only what its state offers; the page behind it takes none.',
  maxStates: 5000,
}

export const directoryMembersFlow = defineFlow({
  id: 'directoryMembers',
  file: 'users/directory-members',
  title: 'Departments and groups: add existing users',
  description:
    "From a department's or group's users page: the company's active users outside it, ten a page (departments/{id}/users/unassigned), ticked across pages and added in one call; the toast says how many joined and how many it has now (count_users_under_filters) and the list reads again; a refusal keeps the dialog and the ticks.",
  routes: ['/users/departments/assigned-users/:departmentId', '/users/groups/assigned-users/:groupId'],
  machine: directoryMembersMachine,
  scenarios: directoryMembersScenarios,
})

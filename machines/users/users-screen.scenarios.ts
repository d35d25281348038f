import { parseListQuery } from '../../src/domain/list-query'
import { USER_LIST } from '../../src/domain/users'
import { defineFlow } from '../flow'
import type { Scenarios } from '../scenarios'
import { usersScreenMachine, type UsersScreenInput } from './users-screen.machine'

const base: UsersScreenInput = {
  list: { query: parseListQuery('', USER_LIST) },
  directory: null,
  drawerOpen: false,
  addUsers: { facts: { role: 'admin', isPartner: false, ssoAvailable: false }, emailVerified: true },
}

export const usersScreenScenarios: Scenarios<typeof usersScreenMachine> = {
  // All users; a department's users opened with the drawer in the address (a reload with ?modal=addUsers).
  inputs: [base, { ...base, directory: { kind: 'departments', id: 'dep_sales' }, drawerOpen: true }],
  events: {
    'address.changed': [
      { type: 'address.changed', drawerOpen: true },
      { type: 'address.changed', drawerOpen: false },
    ],
    'drawer.open': [{ type: 'drawer.open' }],
    'users.changed': [{ type: 'users.changed' }],
  },
  // The drawer ends when the admin closes it or the invitation went out.
  outcomes: { addUsers: { done: [undefined] } },
  abstractContext: (context) => ({ scoped: context.directory !== null }),
  maxStates: 500,
}

export const usersScreenFlow = defineFlow({
  id: 'usersScreen',
  file: 'users/users-screen',
  title: 'Users (page)',
  description:
    'The page that starts the users list with its delete dialog, reminder dialog and mail buttons, on a department’s or group’s page also “Add existing users”, and while the address asks for it the add-users drawer: an invitation, a deletion or new members make the list read its page again, and the drawer opens and closes as an address, so the browser’s back closes it.',
  routes: [
    '/users/all_users',
    '/users/departments/assigned-users/:departmentId',
    '/users/groups/assigned-users/:groupId',
  ],
  machine: usersScreenMachine,
  scenarios: usersScreenScenarios,
})

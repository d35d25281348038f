import { defineFlow } from '../flow'
import type { Scenarios } from '../scenarios'
import { directoryScreenMachine } from './directory-screen.machine'

export const directoryScreenScenarios: Scenarios<typeof directoryScreenMachine> = {
  inputs: [{ kind: 'departments' }, { kind: 'groups' }],
  events: { 'directory.changed': [{ type: 'directory.changed' }] },
  outcomes: {},
  abstractContext: (context) => ({ kind: context.kind }),
  maxStates: 50,
}

export const directoryScreenFlow = defineFlow({
  id: 'directoryScreen',
  file: 'users/directory-screen',
  title: 'Departments and groups (page)',
  description:
    'The page that starts the departments’ or groups’ list and its editor: an entry the editor created, renamed or deleted makes the list read again.',
  routes: ['/users/departments', '/users/groups'],
  machine: directoryScreenMachine,
  scenarios: directoryScreenScenarios,
})

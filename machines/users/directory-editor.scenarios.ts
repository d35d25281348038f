import { directoryEditorMachine, nameProblem } from './directory-editor.machine'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const sales = { id: 'dep_sales', name: 'Sales', usersCount: 12 }
const impact = {
  campaigns: [{ id: 'cmp_1', name: 'Annual Training Campaign', kind: 'training' }],
  policies: [],
  events: [{ id: 'monthly-video', name: 'Automatic monthly video', kind: 'monthlyVideo' }],
}

export const directoryEditorScenarios: Scenarios<typeof directoryEditorMachine> = {
  events: {
    'entry.create': [{ type: 'entry.create' }],
    'entry.rename': [{ type: 'entry.rename', entry: sales }],
    'entry.delete': [{ type: 'entry.delete', entry: sales }],
    'name.change': [
      { type: 'name.change', name: 'Field Sales' },
      { type: 'name.change', name: '   ' },
    ],
    'form.submit': [{ type: 'form.submit' }],
    'confirm.yes': [{ type: 'confirm.yes' }],
    'impact.retry': [{ type: 'impact.retry' }],
    'dialog.close': [{ type: 'dialog.close' }],
  },
  inputs: [{ kind: 'departments' }],
  outcomes: {
    createEntry: {
      done: [undefined],
      error: [failure(409, 'duplicate_name', 'A department named "Field Sales" already exists.')],
    },
    renameEntry: { done: [undefined], error: [offline] },
    loadImpact: { done: [impact, { campaigns: [], policies: [], events: [] }], error: [offline] },
    deleteEntry: {
      done: [undefined],
      error: [failure(404, 'not_found', 'No such department in this company')],
    },
  },
  abstractContext: (context) => ({
    valid: nameProblem(context.name) === null,
    attempted: context.attempted,
    impact: context.impact === null ? null : context.impact.campaigns.length + context.impact.events.length,
    failure: context.failure !== null,
  }),
  enabledEventsOnly: 'Each dialog takes only its own input; the page behind an open dialog takes none.',
  maxStates: 5000,
}

export const directoryEditorFlow = defineFlow({
  id: 'directoryEditor',
  file: 'users/directory-editor',
  title: 'Departments and groups: create, rename, delete',
  description:
    'New and Rename take a name (required, at most 100 characters; a name already used is refused by the gateway); Delete first reads what still reaches it (tasks_in_departments_and_groups: campaigns, policies, events) and says that and how many users leave it, then asks; each success reads the list again; a refusal keeps the dialog, the reason and what was typed.',
  routes: ['/users/departments', '/users/groups'],
  machine: directoryEditorMachine,
  scenarios: directoryEditorScenarios,
})

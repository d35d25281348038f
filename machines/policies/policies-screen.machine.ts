import { setup } from 'xstate'
import { reminderDialogMachine } from '../users/reminder-dialog.machine'
import { policiesPageMachine } from './policies-page.machine'

// The page /policies as one machine: it starts the policies (with their form and learners) and the
// not-acknowledged reminder a policy's row opens. The two do not talk to each other; the page is where both are
// started and ended together, so the visualizer and the generated paths see the page as it is.

export const policiesScreenMachine = setup({
  actors: {
    page: policiesPageMachine,
    reminder: reminderDialogMachine,
  },
}).createMachine({
  id: 'policiesScreen',
  invoke: [
    { id: 'page', src: 'page' },
    { id: 'reminder', src: 'reminder' },
  ],
  initial: 'open',
  states: { open: {} },
})

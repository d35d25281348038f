import { defineFlow } from '../flow'
import { confirmationMachine } from './confirmation.machine'
import type { Scenarios } from '../scenarios'

export const confirmationScenarios: Scenarios<typeof confirmationMachine> = {
  events: {
    'confirm.request': [
      {
        type: 'confirm.request',
        title: 'Delete Template?',
        message: 'A template used in an active campaign will not be deleted.',
      },
      {
        type: 'confirm.request',
        title: 'Starting Campaign',
        message: 'Training will start immediately.',
        confirmLabel: 'Start',
        tone: 'default',
      },
    ],
    'confirm.accept': [{ type: 'confirm.accept' }],
    'confirm.cancel': [{ type: 'confirm.cancel' }],
  },
  outcomes: {},
  abstractContext: (context) => context.request?.title ?? null,
  maxStates: 2000,
}

export const confirmationFlow = defineFlow({
  id: 'confirmation',
  file: 'shell/confirmation',
  title: 'Confirmation dialog',
  description:
    'The generic and global confirmation dialog: a request opens it with a title and message; Confirm or Cancel closes it and answers whoever asked. The global one defaults to the error colour.',
  routes: ['every page inside the shell'],
  machine: confirmationMachine,
  scenarios: confirmationScenarios,
})

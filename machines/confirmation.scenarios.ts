import type { confirmationMachine } from './confirmation.machine'
import type { Scenarios } from './scenarios'

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

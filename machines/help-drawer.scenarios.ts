import type { helpDrawerMachine } from './help-drawer.machine'
import { supportErrors } from '../src/domain/support'
import { failure, offline } from './samples/failures'
import type { Scenarios } from './scenarios'

export const helpDrawerScenarios: Scenarios<typeof helpDrawerMachine> = {
  inputs: [{ knownEmail: 'admin@acme.example' }, { knownEmail: null }],
  events: {
    'help.open': [{ type: 'help.open' }],
    'help.close': [{ type: 'help.close' }],
    'help.change': [
      { type: 'help.change', field: 'category', value: 'User Management' },
      { type: 'help.change', field: 'message', value: 'Invites do not arrive.' },
      { type: 'help.change', field: 'email', value: 'someone@acme.example' },
      { type: 'help.change', field: 'email', value: 'not-an-email' },
    ],
    'help.submit': [{ type: 'help.submit' }],
  },
  outcomes: {
    sendTicket: {
      done: [undefined],
      error: [offline, failure(422, 'invalid_request', 'Please select a category')],
    },
  },
  abstractContext: (context) => {
    const errors = supportErrors(context.values)
    return {
      locked: context.knownEmail !== null,
      category: errors.category === null,
      message: errors.message,
      email: errors.email,
      showErrors: context.showErrors,
      error: context.error !== null,
    }
  },
  maxStates: 20000,
}

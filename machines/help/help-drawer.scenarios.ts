import { defineFlow } from '../flow'
import { helpDrawerMachine } from './help-drawer.machine'
import { fieldProblems } from '../../src/domain/field-problems'
import { SupportForm } from '../../src/domain/support'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

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
    const errors = {
      category: null,
      message: null,
      email: null,
      ...fieldProblems(SupportForm, context.values),
    }
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

export const helpDrawerFlow = defineFlow({
  id: 'helpDrawer',
  file: 'help/help-drawer',
  title: 'Help drawer (Contact Support)',
  description:
    'The floating Help button opens Contact Support: Category, Your Message, Email Address (locked when known); "Please select a category", "Please enter Message", "Please enter Email"; Send files the support ticket (signed in or not); Thank You, "We\'ll be in touch. Shortly!" for 1.5 s, then closed. A failure keeps what was typed.',
  routes: ['*'],
  machine: helpDrawerMachine,
  scenarios: helpDrawerScenarios,
})

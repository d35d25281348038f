import { defineFlow } from '../flow'
import type { Scenarios } from '../scenarios'
import { licensingScreenMachine } from './licensing-screen.machine'

export const licensingScreenScenarios: Scenarios<typeof licensingScreenMachine> = {
  inputs: [{ modal: null, licensesAdded: false, defaultUsers: 25 }],
  events: { 'contact.requested': [{ type: 'contact.requested' }] },
  outcomes: {},
  abstractContext: () => null,
  maxStates: 20,
}

export const licensingScreenFlow = defineFlow({
  id: 'licensingScreen',
  file: 'licensing/licensing-screen',
  title: 'Licensing (page)',
  description:
    'The page that starts the plan, Contact Sales and the billing portal: the plan\'s "contact us" (from the downgrade dialog) opens Contact Sales through the page.',
  routes: ['/licensing'],
  machine: licensingScreenMachine,
  scenarios: licensingScreenScenarios,
})

import { defineFlow } from '../flow'
import type { Scenarios } from '../scenarios'
import { policiesScreenMachine } from './policies-screen.machine'

export const policiesScreenScenarios: Scenarios<typeof policiesScreenMachine> = {
  events: {},
  outcomes: {},
  abstractContext: () => null,
  maxStates: 10,
}

export const policiesScreenFlow = defineFlow({
  id: 'policiesScreen',
  file: 'policies/policies-screen',
  title: 'Policies (page)',
  description:
    'The page that starts the company’s policies, with their form and learners, and the not-acknowledged reminder a policy’s row opens.',
  routes: ['/policies'],
  machine: policiesScreenMachine,
  scenarios: policiesScreenScenarios,
})

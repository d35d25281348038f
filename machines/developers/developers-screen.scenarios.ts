import { defineFlow } from '../flow'
import type { Scenarios } from '../scenarios'
import { developersScreenMachine } from './developers-screen.machine'

export const developersScreenScenarios: Scenarios<typeof developersScreenMachine> = {
  inputs: [{ zone: 'Europe/London' }],
  events: { 'tournament.scheduled': [{ type: 'tournament.scheduled' }] },
  outcomes: {},
  abstractContext: () => null,
  maxStates: 20,
}

export const developersScreenFlow = defineFlow({
  id: 'developersScreen',
  file: 'developers/developers-screen',
  title: 'For developers (page)',
  description:
    'The page that starts the developer area and the tournament setup: a tournament scheduled or changed in the setup makes the area read its tournaments again.',
  routes: ['/for-developers/preview', '/for-developers/statistics', '/for-developers/settings'],
  machine: developersScreenMachine,
  scenarios: developersScreenScenarios,
})

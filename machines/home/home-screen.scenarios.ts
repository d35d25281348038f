import { defineFlow } from '../flow'
import type { Scenarios } from '../scenarios'
import { homeScreenMachine } from './home-screen.machine'

export const homeScreenScenarios: Scenarios<typeof homeScreenMachine> = {
  // A new admin's checklist, and one already finished.
  inputs: [
    { completed: false, skipped: false },
    { completed: true, skipped: false },
  ],
  events: {
    'onboarding.saved': [
      { type: 'onboarding.saved', choice: { onboardingCompleted: true } },
      { type: 'onboarding.saved', choice: { onboardingSkipped: true } },
    ],
  },
  outcomes: {},
  abstractContext: () => null,
  maxStates: 100,
}

export const homeScreenFlow = defineFlow({
  id: 'homeScreen',
  file: 'home/home-screen',
  title: 'Get started (page)',
  description:
    'The page that starts the get-started flow and the onboarding checklist: a choice the checklist saves (finished or skipped) is handed to the session, so the signed-in user carries it from then on.',
  routes: ['/home'],
  machine: homeScreenMachine,
  scenarios: homeScreenScenarios,
})

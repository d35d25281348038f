import { defineFlow } from '../flow'
import { ONBOARDING_TEXTS, onboardingMachine } from './onboarding.machine'
import { failure } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const onboardingScenarios: Scenarios<typeof onboardingMachine> = {
  events: {
    'onboarding.skip': [{ type: 'onboarding.skip' }],
    'onboarding.finish': [
      { type: 'onboarding.finish', allDone: true },
      { type: 'onboarding.finish', allDone: false },
    ],
  },
  inputs: [
    { completed: false, skipped: false },
    { completed: true, skipped: false },
  ],
  outcomes: {
    saveOnboarding: {
      done: [undefined],
      error: [failure(403, 'company_not_accessible', "You don't have permission to access")],
    },
  },
  abstractContext: (context) => ({ choice: context.choice, failure: context.failure !== null }),
  enabledEventsOnly: 'Finish is offered only once every step is done; the refusal is the guard’s unit test.',
  maxStates: 500,
}

export const onboardingFlow = defineFlow({
  id: 'onboarding',
  file: 'home/onboarding',
  title: 'First-run checklist',
  description: `On Get started for a company that has not finished or skipped it: "${ONBOARDING_TEXTS.steps.invite}", "${ONBOARDING_TEXTS.steps.training}", "${ONBOARDING_TEXTS.steps.phishing}", each ticked from the company's own state; Skip hides it for good, Finish once all three are done; both are saved on the account.`,
  routes: ['/home'],
  machine: onboardingMachine,
  scenarios: onboardingScenarios,
})

import { defineFlow } from '../flow'
import { featureFlagsMachine } from './feature-flags.machine'
import { company } from '../samples/session.samples'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const INITIAL = { flags: ['calendar-add-course'], features: company.features }
const CHANGED = { flags: ['calendar-add-course', 'reseller-overview'], features: company.features }

export const featureFlagsScenarios: Scenarios<typeof featureFlagsMachine> = {
  inputs: [{ initial: INITIAL }],
  events: {},
  outcomes: {
    loadFlags: { done: [INITIAL, CHANGED], error: [offline] },
  },
  abstractContext: (context) => ({ flags: context.current.flags.join(','), failing: context.failures > 0 }),
  maxStates: 100,
}

export const featureFlagsFlow = defineFlow({
  id: 'featureFlags',
  file: 'shell/feature-flags',
  title: 'Feature flags',
  description:
    "Every 300 s the company's feature flags are read; a reading that differs updates the session's company view, so the pages that read flags follow within one poll; a failed reading keeps the known flags until the next poll.",
  routes: ['*'],
  machine: featureFlagsMachine,
  scenarios: featureFlagsScenarios,
})

import { defineFlow } from '../flow'
import type { ScenarioEvent, Scenarios } from '../scenarios'
import { sampleCampaign } from './exercise-campaigns.scenarios'
import { exerciseLandingScreenMachine, type ListSnapshotEvent } from './exercise-landing-screen.machine'

const listWith = (
  counts: { active: number; archived: number } | null,
): ListSnapshotEvent & ScenarioEvent => ({
  type: 'xstate.snapshot.list',
  snapshot: { context: { counts } },
})

const active = { tab: 'active' as const, pageNumber: 0, pageSize: 10 }
const archived = { tab: 'archived' as const, pageNumber: 0, pageSize: 10 }

export const exerciseLandingScreenScenarios: Scenarios<typeof exerciseLandingScreenMachine> = {
  // Opened on the base address, and on a tab.
  inputs: [
    { position: active, onBase: true, today: '2026-11-23', cachedPage: null, cachedPacks: null },
    { position: archived, onBase: false, today: '2026-11-23', cachedPage: null, cachedPacks: null },
  ],
  events: {
    // The list's counts with campaigns, and with none at all (before them the page knows neither).
    'xstate.snapshot.list': [listWith({ active: 2, archived: 1 }), listWith({ active: 0, archived: 0 })],
    'address.changed': [
      { type: 'address.changed', position: active, onBase: true },
      { type: 'address.changed', position: archived, onBase: false },
    ],
    'position.choose': [{ type: 'position.choose', position: { ...active, pageNumber: 1 } }],
    'settings.open': [{ type: 'settings.open', campaign: sampleCampaign('phx_sales') }],
    'settings.saved': [{ type: 'settings.saved' }],
  },
  outcomes: {},
  abstractContext: (context) => ({ onBase: context.onBase, campaigns: context.campaigns }),
  maxStates: 500,
}

export const exerciseLandingScreenFlow = defineFlow({
  id: 'exerciseLandingScreen',
  file: 'exercise/exercise-landing-screen',
  title: 'Phishing exercises (page)',
  description:
    "The page that starts the campaign list and the campaign settings with their learner search: the address's tab and paging reach the list, a picked tab or page becomes the address, the page moves to the tabs once campaigns exist (and back to the base address with none), a card's settings open with the page's clock, and a saved campaign makes the list read its page again.",
  routes: ['/phishing-exercise', '/phishing-exercise/active', '/phishing-exercise/archived'],
  machine: exerciseLandingScreenMachine,
  scenarios: exerciseLandingScreenScenarios,
})

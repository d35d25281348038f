import { defineFlow } from '../flow'
import { getStartedMachine } from './get-started.machine'
import { FIGURES, FLAGS_BY_MODE, NO_FIGURES, USERS_WITHOUT_TRAINING } from '../samples/dashboard.samples'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const getStartedScenarios: Scenarios<typeof getStartedMachine> = {
  // A page loaded afresh, and /home drawn by the gateway from its flags and figures.
  inputs: [{}, { flags: FLAGS_BY_MODE.DASHBOARD, figures: FIGURES }],
  events: {
    retry: [{ type: 'retry' }],
    'training.start': [{ type: 'training.start' }],
    'confirm.accept': [{ type: 'confirm.accept' }],
    'confirm.cancel': [{ type: 'confirm.cancel' }],
    'users.invite': [{ type: 'users.invite' }],
    upgrade: [{ type: 'upgrade' }],
  },
  outcomes: {
    loadStatus: { done: [...Object.values(FLAGS_BY_MODE), USERS_WITHOUT_TRAINING], error: [offline] },
    loadFigures: { done: [FIGURES, NO_FIGURES], error: [offline] },
    startTraining: {
      done: [undefined],
      error: [failure(422, 'invalid_request', 'Days must be a positive number')],
    },
  },
  abstractContext: (context) => ({
    flags: context.flags,
    figures: context.figures === null ? null : context.figures.training.currentPeriod !== null,
    error: context.error !== null,
  }),
  maxStates: 6000,
}

export const getStartedFlow = defineFlow({
  id: 'getStarted',
  file: 'home/get-started',
  title: 'Get started',
  description:
    'Loads the five flags and shows the view they choose (START_TRAINING, INVITE_USERS, TRAINING_SUSPENDED, DASHBOARD, DASHBOARD_SUSPENDED; each rule overrides the one before); "Starting Campaign" confirm → Annual Training for all users ("Training started successfully!"); invite users opens the add-users drawer; the dashboard views load the four cards and the culture score.',
  routes: ['/home'],
  machine: getStartedMachine,
  scenarios: getStartedScenarios,
})

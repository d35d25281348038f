import type { getStartedMachine } from './get-started.machine'
import { FIGURES, FLAGS_BY_MODE, NO_FIGURES } from './samples/dashboard.samples'
import { failure, offline } from './samples/failures'
import type { Scenarios } from './scenarios'

export const getStartedScenarios: Scenarios<typeof getStartedMachine> = {
  events: {
    retry: [{ type: 'retry' }],
    'training.start': [{ type: 'training.start' }],
    'confirm.accept': [{ type: 'confirm.accept' }],
    'confirm.cancel': [{ type: 'confirm.cancel' }],
    'users.invite': [{ type: 'users.invite' }],
    upgrade: [{ type: 'upgrade' }],
  },
  outcomes: {
    loadStatus: { done: Object.values(FLAGS_BY_MODE), error: [offline] },
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
  maxStates: 2000,
}

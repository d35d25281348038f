import type { newVersionMachine } from './new-version.machine'
import { offline } from './samples/failures'
import type { Scenarios } from './scenarios'

const RUNNING = '2026-11-22T10:00:00.000Z'

export const newVersionScenarios: Scenarios<typeof newVersionMachine> = {
  inputs: [{ running: RUNNING }],
  events: { relaunch: [{ type: 'relaunch' }] },
  outcomes: {
    readPublished: { done: [RUNNING, '2026-11-22T12:30:00.000Z'], error: [offline] },
  },
  abstractContext: () => null,
  maxStates: 100,
}

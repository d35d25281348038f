import { defineFlow } from '../flow'
import { newVersionMachine } from './new-version.machine'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

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

export const newVersionFlow = defineFlow({
  id: 'newVersion',
  file: 'shell/new-version',
  title: 'New version banner',
  description:
    'Every 60 s the published build timestamp is read with a cache-busting query; when it differs from the running build, "New version is available!" with RELAUNCH (a reload onto the new build). A failed read waits for the next one.',
  routes: ['*'],
  machine: newVersionMachine,
  scenarios: newVersionScenarios,
})

import { defineFlow } from '../flow'
import type { ScenarioEvent, Scenarios } from '../scenarios'
import { simulationCreateScreenMachine, type FlowSnapshotEvent } from './simulation-create-screen.machine'
import { SIMULATION_CREATE_STEP_STATES } from './simulation-create.machine'
import { template } from './simulation-create.scenarios'

const flowAt = (step: number): FlowSnapshotEvent & ScenarioEvent => ({
  type: 'xstate.snapshot.flow',
  snapshot: { value: SIMULATION_CREATE_STEP_STATES[step]! },
})

export const simulationCreateScreenScenarios: Scenarios<typeof simulationCreateScreenMachine> = {
  inputs: [{ timeZone: 'Europe/Kyiv', today: '2026-12-02' }],
  events: {
    // The create flow on its first step, and past it.
    'xstate.snapshot.flow': [flowAt(0), flowAt(1)],
    'template.saved': [
      { type: 'template.saved', template: template('sim_new', { name: 'Quarterly bonus' }) },
    ],
  },
  // The leave prompt runs until its state is left; it never ends by itself.
  outcomes: { leaveGuard: {} },
  abstractContext: () => null,
  maxStates: 200,
}

export const simulationCreateScreenFlow = defineFlow({
  id: 'simulationCreateScreen',
  file: 'simulation/simulation-create-screen',
  title: 'New phishing simulation (page)',
  description:
    'The page that starts the create flow, the learner search and the custom template editor: a template saved in the editor is handed to the create flow; while a draft is past its first step the browser asks before the tab is left.',
  routes: ['/phishing-simulation-create'],
  machine: simulationCreateScreenMachine,
  scenarios: simulationCreateScreenScenarios,
})

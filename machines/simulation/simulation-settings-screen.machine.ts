import { setup } from 'xstate'
import { directEmailDeliveryMachine, type DirectEmailDeliveryInput } from './direct-email-delivery.machine'
import { simulationSettingsMachine } from './simulation-settings.machine'

// The page /phishing-simulation/settings/{tab} as one machine: it starts the settings draft of the first two
// tabs (report button, phishing settings) and direct email delivery beside it, with what the address brought back
// from a provider's consent page. The two do not talk to each other; the page is where both are started and ended
// together, so the visualizer and the generated paths see the page as it is.

export type SimulationSettingsScreenInput = DirectEmailDeliveryInput

export const simulationSettingsScreenMachine = setup({
  types: {
    context: {} as SimulationSettingsScreenInput,
    input: {} as SimulationSettingsScreenInput,
  },
  actors: {
    settings: simulationSettingsMachine,
    ded: directEmailDeliveryMachine,
  },
}).createMachine({
  id: 'simulationSettingsScreen',
  context: ({ input }) => input,
  invoke: [
    { id: 'settings', src: 'settings' },
    { id: 'ded', src: 'ded', input: ({ context }) => context },
  ],
  initial: 'open',
  states: { open: {} },
})

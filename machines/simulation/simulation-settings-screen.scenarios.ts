import { defineFlow } from '../flow'
import type { Scenarios } from '../scenarios'
import { simulationSettingsScreenMachine } from './simulation-settings-screen.machine'

export const simulationSettingsScreenScenarios: Scenarios<typeof simulationSettingsScreenMachine> = {
  // Opened plainly, and back from Google's consent page.
  inputs: [
    { userId: 'usr_owner', returned: null },
    { userId: 'usr_owner', returned: { result: 'connected', provider: 'google' } },
  ],
  events: {},
  outcomes: {},
  abstractContext: () => null,
  maxStates: 10,
}

export const simulationSettingsScreenFlow = defineFlow({
  id: 'simulationSettingsScreen',
  file: 'simulation/simulation-settings-screen',
  title: 'Phishing simulation settings (page)',
  description:
    'The page that starts the settings of the report button and the phishing settings, and direct email delivery beside them with what the address brought back from a consent page.',
  routes: [
    '/phishing-simulation/settings/report-button',
    '/phishing-simulation/settings/configuration',
    '/phishing-simulation/settings/direct-email-delivery',
  ],
  machine: simulationSettingsScreenMachine,
  scenarios: simulationSettingsScreenScenarios,
})

import {
  directEmailDeliveryMachine,
  type DedReturn,
} from '../../../../machines/simulation/direct-email-delivery.machine'
import { simulationSettingsMachine } from '../../../../machines/simulation/simulation-settings.machine'
import { simulationSettingsScreenMachine } from '../../../../machines/simulation/simulation-settings-screen.machine'
import {
  initiateDedConsent,
  loadDed,
  loadSimulationSettings,
  saveDed,
  saveSimulationSettings,
  sendDedTest,
} from '../../../api/simulation/simulation-settings'
import { DED_PROVIDERS, type DedProvider } from '../../../domain/simulation/settings'
import { addressWithout, companyIdOf, gatewayCall, type FlowDeps } from '../deps'

export function bindSimulationSettings(deps: FlowDeps) {
  return simulationSettingsMachine.provide({
    actors: {
      loadSettings: gatewayCall(() => loadSimulationSettings(deps.api, companyIdOf(deps))),
      saveSettings: gatewayCall((input) => saveSimulationSettings(deps.api, companyIdOf(deps), input)),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}

/** Back from the consent page: `?ded=connected|denied|expired&provider=google|microsoft`. */
export function dedReturnOf(search: string): DedReturn | null {
  const params = new URLSearchParams(search)
  const result = params.get('ded')
  if (result !== 'connected' && result !== 'denied' && result !== 'expired') return null
  const provider = params.get('provider')
  return {
    result,
    provider: (DED_PROVIDERS as readonly string[]).includes(provider ?? '')
      ? (provider as DedProvider)
      : null,
  }
}

export function bindDirectEmailDelivery(deps: FlowDeps) {
  return directEmailDeliveryMachine.provide({
    actors: {
      loadDed: gatewayCall(() => loadDed(deps.api, companyIdOf(deps))),
      saveDed: gatewayCall((input) => saveDed(deps.api, companyIdOf(deps), input)),
      initiateConsent: gatewayCall((input) =>
        initiateDedConsent(deps.api, companyIdOf(deps), input.userId, input.domain),
      ),
      sendTestEmail: gatewayCall(() => sendDedTest(deps.api, companyIdOf(deps))),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      forgetReturn: () => deps.navigate(addressWithout(['ded', 'provider']), { replace: true }),
      leave: (_, url) => deps.leave(url),
    },
  })
}

/** /phishing-simulation/settings/{tab}: the page's machine with its children bound to the gateway. */
export function bindSimulationSettingsScreen(deps: FlowDeps) {
  return simulationSettingsScreenMachine.provide({
    actors: { settings: bindSimulationSettings(deps), ded: bindDirectEmailDelivery(deps) },
  })
}

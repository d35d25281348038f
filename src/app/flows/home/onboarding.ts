import { onboardingMachine } from '../../../../machines/home/onboarding.machine'
import { PATHS } from '../../../domain/api-paths'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The checklist's choice is saved on the account; the page that starts it hears of it (`remember`). */
export function bindOnboarding(deps: FlowDeps) {
  return onboardingMachine.provide({
    actors: {
      saveOnboarding: gatewayCall(async (choice) => {
        await deps.api(PATHS.onboarding(companyIdOf(deps)), { method: 'PUT', body: choice })
      }),
    },
    actions: {
      notify: (_, title) => {
        if (title) deps.toast(title, 'success')
      },
    },
  })
}

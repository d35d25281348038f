import { onboardingMachine } from '../../../../machines/home/onboarding.machine'
import { PATHS } from '../../../domain/api-paths'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The checklist's choice is saved on the account, then the session's user carries it (`remember`). */
export function bindOnboarding(
  deps: FlowDeps,
  remember: (changes: { onboardingCompleted?: boolean; onboardingSkipped?: boolean }) => void,
) {
  return onboardingMachine.provide({
    actors: {
      saveOnboarding: gatewayCall(async (choice) => {
        await deps.api(PATHS.onboarding(companyIdOf(deps)), { method: 'PUT', body: choice })
      }),
    },
    actions: {
      remember: (_, choice) => remember(choice),
      notify: (_, title) => {
        if (title) deps.toast(title, 'success')
      },
    },
  })
}

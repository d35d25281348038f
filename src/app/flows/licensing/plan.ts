import { type ActorRefFrom } from 'xstate'
import { planMachine } from '../../../../machines/licensing/plan.machine'
import type { sessionMachine } from '../../../../machines/session/session.machine'
import { disableTrial, downgradeToFree, loadDowngradePreview, loadPlan, startTrial } from '../../../api/licensing/plan'
import { addressWithout, companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Parameters a page with the plan's dialogs reads once: the dialog to open, what a cancelled checkout sends back. */
export const PLAN_ONCE_PARAMS = ['modal', 'licenses', 'checkout', 'usersNumber', 'coupon']

/**
 * The plan machine with the gateway's calls, for /licensing and for the Boost gate the shell opens on the
 * page a Boost-only page sent a company to. Its dialogs drop their address parameters from whichever page
 * shows them; `contactUs` is what the page offers for it.
 */
export function bindPlan(
  deps: FlowDeps,
  session: ActorRefFrom<typeof sessionMachine>,
  contactUs: () => void,
) {
  let firstLoad = true
  return planMachine.provide({
    actors: {
      loadPlan: gatewayCall(() => {
        const call = loadPlan(deps.api, companyIdOf(deps), { firstLoad })
        firstLoad = false
        return call
      }),
      startTrial: gatewayCall(() => startTrial(deps.api, companyIdOf(deps))),
      disableTrial: gatewayCall(() => disableTrial(deps.api, companyIdOf(deps))),
      loadDowngradePreview: gatewayCall(() => loadDowngradePreview(deps.api, companyIdOf(deps))),
      downgrade: gatewayCall(() => downgradeToFree(deps.api, companyIdOf(deps))),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      // The session reads its company view again (a failed read is its `stale` state).
      refreshSession: () => session.send({ type: 'session.refreshCompany' }),
      clearModalParam: () => deps.navigate(addressWithout(PLAN_ONCE_PARAMS), { replace: true }),
      contactUs,
      logout: () => session.send({ type: 'session.signOut' }),
    },
  })
}

import { navigate } from 'wouter/use-browser-location'
import { type ActorRefFrom } from 'xstate'
import { planMachine } from '../../../machines/plan.machine'
import type { sessionMachine } from '../../../machines/session.machine'
import { getCompanyView } from '../../api/company'
import { disableTrial, downgradeToFree, loadDowngradePreview, loadPlan, startTrial } from '../../api/plan'
import { toaster } from '../../ui/Toaster'
import { api, gatewayCall } from '../services'

/** Parameters a page with the plan's dialogs reads once: the dialog to open, what a cancelled checkout sends back. */
export const PLAN_ONCE_PARAMS = ['modal', 'licenses', 'checkout', 'usersNumber', 'coupon']

/**
 * The plan machine with the gateway's calls, for /licensing and for the Boost gate the shell opens on the
 * page a Boost-only page sent a company to. Its dialogs drop their address parameters from whichever page
 * shows them.
 */
export function createPlanLogic(
  companyId: string,
  session: ActorRefFrom<typeof sessionMachine>,
  contactUs: () => void,
) {
  const refreshSession = () =>
    void getCompanyView(api, companyId).then(
      (view) => session.send({ type: 'session.companyChanged', company: view }),
      () => undefined,
    )
  return planMachine.provide({
    actors: {
      loadPlan: gatewayCall(() => loadPlan(api, companyId)),
      startTrial: gatewayCall(() => startTrial(api, companyId)),
      disableTrial: gatewayCall(() => disableTrial(api, companyId)),
      loadDowngradePreview: gatewayCall(() => loadDowngradePreview(api, companyId)),
      downgrade: gatewayCall(() => downgradeToFree(api, companyId)),
    },
    actions: {
      notify: (_, toast) => toaster.create({ title: toast.title, type: toast.type }),
      refreshSession,
      clearModalParam: () => {
        const next = new URLSearchParams(window.location.search)
        for (const key of PLAN_ONCE_PARAMS) next.delete(key)
        const rest = next.toString()
        navigate(`${window.location.pathname}${rest ? `?${rest}` : ''}`, { replace: true })
      },
      contactUs,
      logout: () => session.send({ type: 'session.signOut' }),
    },
  })
}

import { purchaseMachine } from '../../../../machines/licensing/purchase.machine'
import { createCheckout, getPricing } from '../../../api/licensing/plan'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

export function bindPurchase(deps: FlowDeps) {
  return purchaseMachine.provide({
    actors: {
      getPricing: gatewayCall((request) => getPricing(deps.api, companyIdOf(deps), request)),
      checkout: gatewayCall((request) =>
        createCheckout(deps.api, companyIdOf(deps), { ...request, email: deps.who().user?.email ?? '' }),
      ),
    },
    actions: {
      // 001 §4: the browser goes to the checkout address in the same window.
      redirect: (_, url) => deps.leave(url),
    },
  })
}

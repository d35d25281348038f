import { useActorRef } from '@xstate/react'
import { useMemo, useState } from 'react'
import { useSearch } from 'wouter'
import type { PlanModal } from '../../../machines/licensing/plan.machine'
import { contactUsersDefault } from '../../domain/contact-sales'
import { companyFacts } from '../../domain/company-kind'
import { partnerLicensingLinks } from '../../domain/plan'
import LicensingPage from '../../features/licensing/LicensingPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { bindContactSales } from '../flows/licensing/contact-sales'
import { bindCustomerPortal } from '../flows/licensing/customer-portal'
import { bindPlan } from '../flows/licensing/plan'
import { bindPurchase } from '../flows/licensing/purchase'
import { inspect } from '../inspector'

const MODALS: readonly PlanModal[] = ['trial', 'upgrade', 'purchaseComplete']

/** /licensing: the plan machine (trial, upgrade, downgrade) and the purchase machine with the gateway's calls. */
export default function LicensingRoute() {
  const session = SessionActor.useActorRef()
  const company = SessionActor.useSelector(selectCompany)
  const search = useSearch()
  // Read once, on arrival: later changes to the address (its own clean-up) must not reset the flows.
  const [params] = useState(() => new URLSearchParams(search))
  const modalParam = params.get('modal') as PlanModal
  const input = {
    modal: MODALS.includes(modalParam) ? modalParam : null,
    licensesAdded: params.has('licenses'),
  }
  const purchaseInitial = {
    usersNumber: params.get('checkout') === 'cancelled' ? (params.get('usersNumber') ?? '') : '',
    coupon: params.get('checkout') === 'cancelled' ? (params.get('coupon') ?? '') : '',
    cancelled: params.get('checkout') === 'cancelled',
  }
  const deps = useFlowDeps()
  const contactLogic = useBoundFlow(bindContactSales)
  const contactSales = useActorRef(contactLogic, {
    input: { defaultUsers: contactUsersDefault(company?.subscription.hasBoost ?? false) },
    ...(inspect ? { inspect } : {}),
  })
  const planLogic = useMemo(
    () => bindPlan(deps, session, () => contactSales.send({ type: 'contact.open' })),
    [deps, session, contactSales],
  )
  const purchaseLogic = useBoundFlow(bindPurchase)
  const actor = useActorRef(planLogic, { input, ...(inspect ? { inspect } : {}) })
  const portal = useActorRef(useBoundFlow(bindCustomerPortal), inspect ? { inspect } : {})
  if (!company) return null
  return (
    <LicensingPage
      actor={actor}
      purchaseLogic={purchaseLogic}
      purchaseInitial={purchaseInitial}
      contactSales={contactSales}
      portal={portal}
      partnerLinks={partnerLicensingLinks(companyFacts(company))}
    />
  )
}

import { useActorRef } from '@xstate/react'
import { useMemo, useState } from 'react'
import { useSearch } from 'wouter'
import type { PlanModal } from '../../../machines/licensing/plan.machine'
import { contactUsersDefault } from '../../domain/contact-sales'
import { companyFacts } from '../../domain/company-kind'
import { partnerLicensingLinks } from '../../domain/plan'
import { LicensingScreen } from '../../features/licensing/LicensingScreen'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { bindLicensingScreen } from '../flows/licensing/licensing-screen'
import { bindPurchase } from '../flows/licensing/purchase'
import { inspect } from '../inspector'

const MODALS: readonly PlanModal[] = ['trial', 'upgrade', 'purchaseComplete']

/** /licensing: one machine for the page (the plan, Contact Sales, the portal), started with the address's dialog. */
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
  const screenLogic = useMemo(() => bindLicensingScreen(deps, session), [deps, session])
  const screen = useActorRef(screenLogic, {
    input: { ...input, defaultUsers: contactUsersDefault(company?.subscription.hasBoost ?? false) },
    ...(inspect ? { inspect } : {}),
  })
  const purchaseLogic = useBoundFlow(bindPurchase)
  if (!company) return null
  return (
    <LicensingScreen
      screen={screen}
      purchaseLogic={purchaseLogic}
      purchaseInitial={purchaseInitial}
      partnerLinks={partnerLicensingLinks(companyFacts(company))}
    />
  )
}

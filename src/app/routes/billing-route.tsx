import { useActorRef } from '@xstate/react'

import BillingPage from '../../features/licensing/BillingPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { useBoundFlow } from '../browser-deps'
import { bindBillingHistory } from '../flows/licensing/billing-history'
import { inspect } from '../inspector'

/** /billing: the company's invoices. */
export default function BillingRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const actor = useActorRef(useBoundFlow(bindBillingHistory), inspect ? { inspect } : {})
  if (!company) return null
  return <BillingPage actor={actor} />
}

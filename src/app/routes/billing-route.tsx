import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'

import { billingHistoryMachine } from '../../../machines/billing-history.machine'
import { loadInvoices } from '../../api/plan'
import BillingPage from '../../features/licensing/BillingPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { inspect } from '../inspector'
import { api, gatewayCall } from '../services'

/** /billing: the company's invoices. */
export default function BillingRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const companyId = company?.id ?? ''
  const logic = useMemo(
    () =>
      billingHistoryMachine.provide({
        actors: {
          loadInvoices: gatewayCall(() => loadInvoices(api, companyId)),
        },
      }),
    [companyId],
  )
  const actor = useActorRef(logic, inspect ? { inspect } : {})
  if (!company) return null
  return <BillingPage actor={actor} />
}

import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { useSearch } from 'wouter'
import { fromPromise } from 'xstate'
import type { PlanModal } from '../../../machines/plan.machine'
import { purchaseMachine } from '../../../machines/purchase.machine'
import { contactSalesMachine } from '../../../machines/contact-sales.machine'
import { customerPortalMachine } from '../../../machines/customer-portal.machine'
import { contactUsersDefault } from '../../domain/contact-sales'
import {
  createCheckout,
  createSalesRequest,
  sendQuoteForm,
  getPricing,
  openCustomerPortal,
} from '../../api/plan'
import LicensingPage from '../../features/licensing/LicensingPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany, selectUser } from '../../features/session/selectors'
import { toaster } from '../../ui/Toaster'
import { inspect } from '../inspector'
import { createPlanLogic } from '../flows/plan-logic'
import { api, asFailure, gatewayCall } from '../services'

const MODALS: readonly PlanModal[] = ['trial', 'upgrade', 'purchaseComplete']

/** /licensing: the plan machine (trial, upgrade, downgrade) and the purchase machine with the gateway's calls. */
export default function LicensingRoute() {
  const session = SessionActor.useActorRef()
  const company = SessionActor.useSelector(selectCompany)
  const user = SessionActor.useSelector(selectUser)
  const companyId = company?.id ?? ''
  const search = useSearch()
  // Read once, on arrival: later changes to the address (its own clean-up) must not reset the flows.
  const params = useMemo(() => new URLSearchParams(search), []) // eslint-disable-line react-hooks/exhaustive-deps
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
  const contactLogic = useMemo(
    () =>
      contactSalesMachine.provide({
        actors: {
          createSalesRequest: fromPromise(({ input: values }) =>
            asFailure(() =>
              createSalesRequest(api, companyId, {
                fullName: `${user?.name ?? ''} ${user?.lastName ?? ''}`.trim(),
                companyName: company?.name ?? '',
                email: user?.email ?? '',
                usersNumber: Number(values.usersNumber.trim()),
                message: values.message,
              }),
            ),
          ),
          sendQuoteForm: fromPromise(({ input: values }) =>
            asFailure(() =>
              sendQuoteForm(api, {
                name: user?.name ?? '',
                lastName: user?.lastName ?? '',
                email: user?.email ?? '',
                users: Number(values.usersNumber.trim()),
                message: values.message,
                phone: values.phone.trim(),
                companyName: company?.name ?? '',
                country: company?.country ?? '',
              }),
            ),
          ),
        },
        actions: { notify: (_, toast) => toaster.create({ title: toast.title, type: toast.type }) },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [companyId],
  )
  const contactSales = useActorRef(contactLogic, {
    input: { defaultUsers: contactUsersDefault(company?.subscription.hasBoost ?? false) },
    ...(inspect ? { inspect } : {}),
  })
  const planLogic = useMemo(
    () => createPlanLogic(companyId, session, () => contactSales.send({ type: 'contact.open' })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [companyId],
  )
  const purchaseLogic = useMemo(
    () =>
      purchaseMachine.provide({
        actors: {
          getPricing: fromPromise(({ input: request }) =>
            asFailure(() => getPricing(api, companyId, request)),
          ),
          checkout: fromPromise(({ input: request }) =>
            asFailure(() => createCheckout(api, companyId, { ...request, email: user?.email ?? '' })),
          ),
        },
        actions: {
          // 001 §4: the browser goes to the checkout address in the same window.
          redirect: (_, url) => window.location.assign(url),
        },
      }),
    [companyId, user?.email],
  )
  const actor = useActorRef(planLogic, { input, ...(inspect ? { inspect } : {}) })
  const portalLogic = useMemo(
    () =>
      customerPortalMachine.provide({
        actors: { openPortal: gatewayCall(() => openCustomerPortal(api, companyId)) },
        actions: { redirect: (_, url) => window.location.assign(url) },
      }),
    [companyId],
  )
  const portal = useActorRef(portalLogic, inspect ? { inspect } : {})
  if (!company) return null
  return (
    <LicensingPage
      actor={actor}
      purchaseLogic={purchaseLogic}
      purchaseInitial={purchaseInitial}
      contactSales={contactSales}
      portal={portal}
    />
  )
}

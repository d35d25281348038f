import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { contactSalesMachine } from '../../../machines/licensing/contact-sales.machine'
import type { customerPortalMachine } from '../../../machines/licensing/customer-portal.machine'
import type { licensingScreenMachine } from '../../../machines/licensing/licensing-screen.machine'
import type { purchaseMachine, PurchaseInput } from '../../../machines/licensing/purchase.machine'
import LicensingPage from './LicensingPage'
import type { PlanActor } from './LicensingParts'

const selectChildren = (s: SnapshotFrom<typeof licensingScreenMachine>) =>
  s.children as {
    plan?: PlanActor
    contactSales?: ActorRefFrom<typeof contactSalesMachine>
    portal?: ActorRefFrom<typeof customerPortalMachine>
  }

/** /licensing: the page's machine rendered through its children; the purchase form is the plan's part. */
export function LicensingScreen({
  screen,
  purchaseLogic,
  purchaseInitial,
  partnerLinks,
}: {
  screen: ActorRefFrom<typeof licensingScreenMachine>
  purchaseLogic: typeof purchaseMachine
  purchaseInitial: Omit<PurchaseInput, 'mode'>
  partnerLinks: { customers: string; allocations: string | null }
}) {
  const { plan, contactSales, portal } = useSelector(screen, selectChildren)
  if (!plan || !contactSales || !portal) return null
  return (
    <LicensingPage
      actor={plan}
      purchaseLogic={purchaseLogic}
      purchaseInitial={purchaseInitial}
      contactSales={contactSales}
      portal={portal}
      partnerLinks={partnerLinks}
    />
  )
}

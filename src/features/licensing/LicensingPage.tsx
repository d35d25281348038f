import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { purchaseMachine, PurchaseInput } from '../../../machines/licensing/purchase.machine'
import type { contactSalesMachine } from '../../../machines/licensing/contact-sales.machine'
import type { customerPortalMachine } from '../../../machines/licensing/customer-portal.machine'
import { LicenceWallet } from './LicenceWallet'
import { ContactSalesDialog } from './ContactSalesDialog'
import { PLAN_TEXTS as T, purchaseModeOf } from '../../domain/plan'
import { Alert } from '../../ui/Alert'
import { RetryAlert } from '../../ui/ListParts'
import { Button } from '../../ui/Button'
import { PlanDialogs } from './PlanDialogs'
import { PartnerLicensing } from './PartnerLicensing'
import {
  selectCanBuy,
  selectCanDowngrade,
  selectCanEndTrial,
  selectCanOfferTrial,
  selectIsPartner,
  selectPlan,
  selectPlanError,
  selectPlanStatus,
} from './selectors'

import { Summary, Purchase, type PlanActor } from './LicensingParts'
/**
 * /licensing: for direct companies the plan, the purchase form, the trial and the downgrade path; for partners
 * the licences they hold and have given out (they buy for a customer from its row).
 */
export default function LicensingPage({
  actor,
  purchaseLogic,
  purchaseInitial,
  contactSales,
  portal,
  partnerLinks,
}: {
  actor: PlanActor
  purchaseLogic: typeof purchaseMachine
  purchaseInitial: Omit<PurchaseInput, 'mode'>
  contactSales: ActorRefFrom<typeof contactSalesMachine>
  portal: ActorRefFrom<typeof customerPortalMachine>
  partnerLinks: { customers: string; allocations: string | null }
}) {
  const status = useSelector(actor, selectPlanStatus)
  const error = useSelector(actor, selectPlanError)
  const plan = useSelector(actor, selectPlan)
  const canBuy = useSelector(actor, selectCanBuy)
  const canDowngrade = useSelector(actor, selectCanDowngrade)
  const canEndTrial = useSelector(actor, selectCanEndTrial)
  const canOfferTrial = useSelector(actor, selectCanOfferTrial)
  const isPartner = useSelector(actor, selectIsPartner)
  return (
    <section
      aria-labelledby="licensing-title"
      aria-busy={status === 'loading'}
      className={css({ maxW: '880px', mx: 'auto', display: 'flex', flexDir: 'column', gap: '6' })}
    >
      <h1 id="licensing-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Licensing
      </h1>
      {status === 'loading' && !plan ? <p role="status">Loading…</p> : null}
      {status === 'failed' ? (
        <RetryAlert message={error} label="Try again" onRetry={() => actor.send({ type: 'retry' })} />
      ) : null}
      {plan && isPartner ? <PartnerLicensing actor={actor} links={partnerLinks} /> : null}
      {plan && !isPartner ? <Summary actor={actor} portal={portal} /> : null}
      {plan ? <LicenceWallet actor={actor} /> : null}
      {plan && isPartner ? (
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <BillingAndSales contactSales={contactSales} />
        </div>
      ) : null}
      {plan && !isPartner && !canBuy ? <Alert tone="info">{T.managedByProvider}</Alert> : null}
      {plan && !isPartner && canBuy ? (
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          {canOfferTrial ? (
            <Button variant="outline" onClick={() => actor.send({ type: 'boost.open' })}>
              {T.trialButton}
            </Button>
          ) : null}
          {canEndTrial ? (
            <Button variant="dangerOutline" onClick={() => actor.send({ type: 'trial.disable' })}>
              {T.disableTrial}
            </Button>
          ) : null}
          <BillingAndSales contactSales={contactSales} />
          {canDowngrade ? (
            <Button variant="dangerOutline" onClick={() => actor.send({ type: 'downgrade.open' })}>
              Downgrade to Free
            </Button>
          ) : null}
        </div>
      ) : null}
      {plan && !isPartner && canBuy && status === 'ready' ? (
        <Purchase key={purchaseModeOf(plan)} actor={actor} logic={purchaseLogic} initial={purchaseInitial} />
      ) : (
        <PlanDialogs actor={actor} purchase={null} />
      )}
      <ContactSalesDialog actor={contactSales} />
    </section>
  )
}

/** Billing history and Contact sales, for direct companies and partners alike. */
function BillingAndSales({ contactSales }: { contactSales: ActorRefFrom<typeof contactSalesMachine> }) {
  return (
    <>
      <Link
        href="/billing"
        className={css({
          alignSelf: 'center',
          px: '4',
          color: 'brand',
          fontWeight: 'semibold',
          fontSize: 'sm',
        })}
      >
        Billing history
      </Link>
      <Button variant="ghost" onClick={() => contactSales.send({ type: 'contact.open' })}>
        Contact sales
      </Button>
    </>
  )
}

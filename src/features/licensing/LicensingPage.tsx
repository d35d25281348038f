import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import { panel } from '../../ui/surfaces'
import type { planMachine } from '../../../machines/plan.machine'
import type { purchaseMachine, PurchaseInput } from '../../../machines/purchase.machine'
import type { contactSalesMachine } from '../../../machines/contact-sales.machine'
import type { customerPortalMachine } from '../../../machines/customer-portal.machine'
import { CustomerPortalLink } from './CustomerPortalLink'
import { LicenceWallet } from './LicenceWallet'
import { ContactSalesDialog } from './ContactSalesDialog'
import { PLAN_TEXTS as T, purchaseModeOf, minimumOf } from '../../domain/plan'
import { Alert } from '../../ui/Alert'
import { RetryAlert } from '../../ui/ListParts'
import { Button } from '../../ui/Button'
import { PlanDialogs } from './PlanDialogs'
import { PurchaseForm } from './PurchaseForm'
import {
  selectCanBuy,
  selectCanDowngrade,
  selectCanEndTrial,
  selectCanOfferTrial,
  selectHasBillingAccount,
  selectPlan,
  selectPlanError,
  selectPlanStatus,
  selectSummary,
} from './selectors'

type PlanActor = ActorRefFrom<typeof planMachine>

function Summary({
  actor,
  portal,
}: {
  actor: PlanActor
  portal: ActorRefFrom<typeof customerPortalMachine>
}) {
  const summary = useSelector(actor, selectSummary)
  const hasBillingAccount = useSelector(actor, selectHasBillingAccount)
  if (!summary) return null
  const rows = [
    ['Plan', summary.planName],
    ['Days left', summary.daysLeft === null ? '—' : String(summary.daysLeft)],
    ['Seats', summary.seats === null ? '—' : String(summary.seats)],
    ['Price per seat', summary.pricePerSeat === null ? '—' : `$${summary.pricePerSeat.toFixed(2)} per year`],
    ['End date', summary.endDate ?? '—'],
  ] as const
  return (
    <section aria-labelledby="plan-title" className={panel}>
      <h2 id="plan-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        Your plan
      </h2>
      <dl
        aria-label="Subscription"
        className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2', columnGap: '6' })}
      >
        {rows.map(([label, value]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'text.muted' })}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{summary.expirationText}</p>
      {hasBillingAccount ? <CustomerPortalLink actor={portal} /> : null}
    </section>
  )
}

function Purchase({
  actor,
  logic,
  initial,
}: {
  actor: PlanActor
  logic: typeof purchaseMachine
  initial: Omit<PurchaseInput, 'mode'>
}) {
  const plan = useSelector(actor, selectPlan)!
  const mode = purchaseModeOf(plan)
  const purchase = useActorRef(logic, {
    input: { ...initial, mode, usersNumber: initial.usersNumber || String(minimumOf(mode)) },
  })
  return (
    <>
      <section aria-labelledby="purchase-title" className={panel}>
        <h2 id="purchase-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          {mode === 'licenses' ? 'Buy more licenses' : 'Upgrade to Boost'}
        </h2>
        <PurchaseForm actor={purchase} />
      </section>
      <PlanDialogs actor={actor} purchase={purchase} />
    </>
  )
}

/** /licensing for direct companies: the plan, the purchase form, the trial and the downgrade path. */
export default function LicensingPage({
  actor,
  purchaseLogic,
  purchaseInitial,
  contactSales,
  portal,
}: {
  actor: PlanActor
  purchaseLogic: typeof purchaseMachine
  purchaseInitial: Omit<PurchaseInput, 'mode'>
  contactSales: ActorRefFrom<typeof contactSalesMachine>
  portal: ActorRefFrom<typeof customerPortalMachine>
}) {
  const status = useSelector(actor, selectPlanStatus)
  const error = useSelector(actor, selectPlanError)
  const plan = useSelector(actor, selectPlan)
  const canBuy = useSelector(actor, selectCanBuy)
  const canDowngrade = useSelector(actor, selectCanDowngrade)
  const canEndTrial = useSelector(actor, selectCanEndTrial)
  const canOfferTrial = useSelector(actor, selectCanOfferTrial)
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
      {plan ? <Summary actor={actor} portal={portal} /> : null}
      {plan ? <LicenceWallet actor={actor} /> : null}
      {plan && !canBuy ? <Alert tone="info">{T.managedByProvider}</Alert> : null}
      {plan && canBuy ? (
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          {canOfferTrial ? (
            <Button variant="outline" onClick={() => actor.send({ type: 'boost.open' })}>
              {T.trialButton}
            </Button>
          ) : null}
          {canEndTrial ? (
            <Button variant="ghost" onClick={() => actor.send({ type: 'trial.disable' })}>
              {T.disableTrial}
            </Button>
          ) : null}
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
          {canDowngrade ? (
            <Button variant="ghost" onClick={() => actor.send({ type: 'downgrade.open' })}>
              Downgrade to Free
            </Button>
          ) : null}
        </div>
      ) : null}
      {plan && canBuy && status === 'ready' ? (
        <Purchase key={purchaseModeOf(plan)} actor={actor} logic={purchaseLogic} initial={purchaseInitial} />
      ) : (
        <PlanDialogs actor={actor} purchase={null} />
      )}
      <ContactSalesDialog actor={contactSales} />
    </section>
  )
}

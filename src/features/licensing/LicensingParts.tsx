import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import { FactList } from '../../ui/FactList'
import { panel } from '../../ui/surfaces'
import type { planMachine } from '../../../machines/licensing/plan.machine'
import type { purchaseMachine, PurchaseInput } from '../../../machines/licensing/purchase.machine'
import type { customerPortalMachine } from '../../../machines/licensing/customer-portal.machine'
import { CustomerPortalLink } from './CustomerPortalLink'
import { minimumOf, PLAN_COMPARISON, purchaseModeOf, summaryRows } from '../../domain/plan'
import { PlanDialogs } from './PlanDialogs'
import { PurchaseForm } from './PurchaseForm'
import { selectHasBillingAccount, selectPlan, selectPurchaseTermNote, selectSummary } from './selectors'

export type PlanActor = ActorRefFrom<typeof planMachine>

const mark = (included: boolean) => (included ? '✓' : '—')

/** Free vs Boost, for a company on Free: what it has and what Boost adds. */
function PlanComparison() {
  const cell = css({ py: '2', px: '3', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border' })
  return (
    <table
      aria-label={PLAN_COMPARISON.title}
      className={css({ w: 'full', fontSize: 'sm', borderCollapse: 'collapse' })}
    >
      <thead>
        <tr>
          <th className={cell}>{PLAN_COMPARISON.title}</th>
          <th className={cell}>Free</th>
          <th className={cell}>Boost</th>
        </tr>
      </thead>
      <tbody>
        {PLAN_COMPARISON.rows.map(([feature, free, boost]) => (
          <tr key={feature}>
            <th scope="row" className={`${cell} ${css({ fontWeight: 'normal' })}`}>
              {feature}
            </th>
            <td className={cell} aria-label={free ? 'included' : 'not included'}>
              {mark(free)}
            </td>
            <td
              className={`${cell} ${css({ color: 'success', fontWeight: 'semibold' })}`}
              aria-label={boost ? 'included' : 'not included'}
            >
              {mark(boost)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function Summary({
  actor,
  portal,
}: {
  actor: PlanActor
  portal: ActorRefFrom<typeof customerPortalMachine>
}) {
  const summary = useSelector(actor, selectSummary)
  const hasBillingAccount = useSelector(actor, selectHasBillingAccount)
  if (!summary) return null
  const rows = summaryRows(summary)
  return (
    <section aria-labelledby="plan-title" className={panel}>
      <h2 id="plan-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        Your plan
      </h2>
      <FactList label="Subscription" rows={rows} />
      <p>{summary.expirationText}</p>
      {summary.planName === 'Free' ? <PlanComparison /> : null}
      {hasBillingAccount ? <CustomerPortalLink actor={portal} /> : null}
    </section>
  )
}

export function Purchase({
  actor,
  logic,
  initial,
}: {
  actor: PlanActor
  logic: typeof purchaseMachine
  initial: Omit<PurchaseInput, 'mode'>
}) {
  const plan = useSelector(actor, selectPlan)!
  const termNote = useSelector(actor, selectPurchaseTermNote)
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
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{termNote}</p>
      </section>
      <PlanDialogs actor={actor} purchase={purchase} />
    </>
  )
}

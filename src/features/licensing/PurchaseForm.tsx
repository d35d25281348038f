import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { purchaseMachine } from '../../../machines/licensing/purchase.machine'
import { PLAN_TEXTS } from '../../domain/plan'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import {
  selectAppliedCoupon,
  selectCanBuyNow,
  selectCanDecrement,
  selectCancelled,
  selectCheckingOut,
  selectCheckoutError,
  selectCoupon,
  selectCouponError,
  selectMode,
  selectNumber,
  selectNumberError,
  selectPrice,
  selectPricingError,
  selectPricingState,
} from './selectors'

/** Users (or licences) with ± 50, a coupon, the live price and the buy button (001 §2, §5, §9). */
export function PurchaseForm({ actor }: { actor: ActorRefFrom<typeof purchaseMachine> }) {
  const value = useSelector(actor, selectNumber)
  const coupon = useSelector(actor, selectCoupon)
  const mode = useSelector(actor, selectMode)
  const numberError = useSelector(actor, selectNumberError)
  const decrementable = useSelector(actor, selectCanDecrement)
  const pricing = useSelector(actor, selectPricingState)
  const price = useSelector(actor, selectPrice)
  const couponError = useSelector(actor, selectCouponError)
  const applied = useSelector(actor, selectAppliedCoupon)
  const pricingError = useSelector(actor, selectPricingError)
  const checkoutError = useSelector(actor, selectCheckoutError)
  const cancelled = useSelector(actor, selectCancelled)
  const canBuy = useSelector(actor, selectCanBuyNow)
  const busy = useSelector(actor, selectCheckingOut)
  const label = mode === 'licenses' ? 'Licenses' : 'Number of Users'
  return (
    <form
      aria-label="Purchase"
      noValidate
      className={css({ display: 'flex', flexDir: 'column', gap: '3', w: 'full' })}
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'buy' })
      }}
    >
      {cancelled ? <Alert tone="warning">{PLAN_TEXTS.checkoutCancelled}</Alert> : null}
      <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '2' })}>
        <Button
          variant="outline"
          aria-label="Decrease by 50"
          disabled={!decrementable || busy}
          onClick={() => actor.send({ type: 'number.decrement' })}
          className={css({ mt: '6', flexShrink: 0 })}
        >
          −
        </Button>
        <div className={css({ flex: '1', minW: '0' })}>
          <TextField
            label={label}
            name="usersNumber"
            inputMode="numeric"
            value={value}
            error={numberError}
            disabled={busy}
            onChange={(event) => actor.send({ type: 'number.change', value: event.target.value })}
          />
        </div>
        <Button
          variant="outline"
          aria-label="Increase by 50"
          disabled={busy}
          onClick={() => actor.send({ type: 'number.increment' })}
          className={css({ mt: '6', flexShrink: 0 })}
        >
          +
        </Button>
      </div>
      <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '2' })}>
        <div className={css({ flex: '1', minW: '0' })}>
          <TextField
            label="Coupon or promotion code (optional)"
            name="coupon"
            autoComplete="off"
            value={coupon}
            error={couponError}
            disabled={busy}
            onChange={(event) => actor.send({ type: 'coupon.change', value: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                actor.send({ type: 'coupon.apply' })
              }
            }}
          />
        </div>
        <Button
          variant="outline"
          disabled={busy || coupon.trim() === ''}
          onClick={() => actor.send({ type: 'coupon.apply' })}
          className={css({ mt: '6', flexShrink: 0 })}
        >
          Apply
        </Button>
      </div>
      <div aria-live="polite" aria-label="Price" className={css({ minH: '12', fontSize: 'sm' })}>
        {pricing === 'failed' ? (
          <Alert tone="danger">
            {pricingError}{' '}
            <Button variant="link" onClick={() => actor.send({ type: 'pricing.retry' })}>
              Try again
            </Button>
          </Alert>
        ) : price && pricing !== 'invalid' ? (
          <p aria-busy={pricing !== 'priced'} className={css({ opacity: pricing === 'priced' ? 1 : 0.6 })}>
            <strong className={css({ fontSize: 'xl' })}>{price.perUserPerMonth}</strong> per user per month ·{' '}
            <strong>{price.totalPerYear}</strong> per year, billed annually
            {applied ? ` · coupon ${applied} applied` : ''}
          </p>
        ) : pricing === 'invalid' ? null : (
          <p className={css({ color: 'text.muted' })}>Calculating the price…</p>
        )}
      </div>
      {checkoutError ? <Alert tone="danger">{checkoutError}</Alert> : null}
      <Button type="submit" disabled={!canBuy || busy} aria-busy={busy}>
        {busy ? 'Opening checkout…' : mode === 'licenses' ? 'Buy licenses' : 'Upgrade to Boost'}
      </Button>
    </form>
  )
}

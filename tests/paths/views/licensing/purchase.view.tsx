import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock } from 'xstate'
import type { ActorRefFrom } from 'xstate'
import {
  type purchaseMachine,
  type PurchaseContext,
  type PurchaseInput,
  type PurchaseEvent,
} from '../../../../machines/licensing/purchase.machine'
import { COUPON_TEXTS, PLAN_TEXTS, priceDisplay, usersNumberError } from '../../../../src/domain/plan'
import { PurchaseForm } from '../../../../src/features/licensing/PurchaseForm'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindPurchase } from '../../../../src/app/flows/licensing/purchase'

// The debounce runs on a simulated clock: the path's `xstate.after.*` step is the moment it fires.
const mounted: { actor: ActorRefFrom<typeof purchaseMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof purchaseMachine; input: PurchaseInput }) {
  const actor = useActorRef(logic, { input, clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return <PurchaseForm actor={actor} />
}

const number = () => screen.getByLabelText(/^(Number of Users|Licenses)$/)
const coupon = () => screen.getByLabelText('Coupon or promotion code (optional)')

export const purchaseView: ViewAdapter<PurchaseEvent> = {
  machineId: 'purchase',
  mount(input) {
    const scripted = createScriptedActors(['getPricing', 'checkout'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        input={input as PurchaseInput}
        logic={bindPurchase(deps).provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(event as never))
    if (event.type === 'number.change') {
      const { value } = event
      await user.clear(number())
      if (value) await user.type(number(), value)
      return
    }
    if (event.type === 'number.increment')
      return void (await user.click(screen.getByRole('button', { name: 'Increase by 50' })))
    if (event.type === 'number.decrement')
      return void (await user.click(screen.getByRole('button', { name: 'Decrease by 50' })))
    if (event.type === 'coupon.change') {
      const { value } = event
      await user.clear(coupon())
      if (value) await user.type(coupon(), value)
      return
    }
    if (event.type === 'coupon.apply')
      return void (await user.click(screen.getByRole('button', { name: 'Apply' })))
    if (event.type === 'pricing.retry')
      return void (await user.click(screen.getByRole('button', { name: 'Try again' })))
    if (event.type === 'buy')
      return void (await user.click(screen.getByRole('button', { name: /Upgrade to Boost|Buy licenses/ })))
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  // Only what the graph tells apart is asserted (see purchase.scenarios.ts): a path's snapshot stands for every
  // history reaching the same abstract state, so the exact number typed may differ from the one shown.
  expectState(snapshot) {
    const context = snapshot.context as PurchaseContext
    const invalid = usersNumberError(context.usersNumber, context.mode) !== null
    expect(number().getAttribute('aria-invalid') === 'true', 'number invalid').toBe(invalid)
    expect((coupon() as HTMLInputElement).value !== '', 'coupon typed').toBe(context.coupon !== '')
    // The refusal is the coupon field's own error (a failed price says the same words elsewhere).
    expect(coupon(), 'coupon refused').toHaveAccessibleDescription(
      context.couponError ? COUPON_TEXTS.invalid : '',
    )
    expect(screen.queryByText(PLAN_TEXTS.checkoutCancelled) !== null, 'checkout cancelled').toBe(
      context.cancelled,
    )
    const buy = screen.getByRole('button', { name: /Upgrade to Boost|Buy licenses|Opening checkout…/ })
    expect(buy).toHaveProperty('disabled', !snapshot.can({ type: 'buy' }) || snapshot.hasTag('busy'))
    if (snapshot.matches({ editing: 'priced' }) && context.pricing)
      expect(screen.getByLabelText('Price')).toHaveTextContent(priceDisplay(context.pricing).perUserPerMonth)
    // The graph does not tell the failures' words apart (one state stands for each): that one shows, with a retry.
    if (snapshot.matches({ editing: 'pricingFailed' }))
      expect(within(screen.getByLabelText('Price')).getByRole('alert')).toHaveTextContent(/\S.*Try again/)
    if (snapshot.matches({ editing: 'priced' }))
      expect(screen.queryAllByText(/Something went wrong/).length).toBe(
        context.checkoutError !== null ? 1 : 0,
      )
    // Leaving for checkout: the button stays busy (the same-window redirect itself is covered in e2e).
    if (snapshot.matches('redirecting')) expect(buy).toHaveTextContent('Opening checkout…')
  },
}

import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import {
  buyCountProblem,
  quoteIsCurrent,
  type LicenceBuyContext,
  type LicenceBuyEvent,
  type LicenceBuyInput,
  type licenceBuyMachine,
} from '../../../../machines/partner/licence-buy.machine'
import { bindLicenceBuy } from '../../../../src/app/flows/partner/customers-list'
import { money } from '../../../../src/domain/partner-transactions'
import { LicenceBuyDialog } from '../../../../src/features/partner/licences/LicenceBuyDialog'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import { amountDueOf } from '../../../../src/domain/customer-licences'
import type { ViewAdapter } from '../../view-adapter'

// The quote waits for typing to pause: the pause runs on a simulated clock the path advances.
const mounted: { actor: ActorRefFrom<typeof licenceBuyMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof licenceBuyMachine; input: LicenceBuyInput }) {
  const actor = useActorRef(logic, { input, clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  const active = useSelector(actor, (snapshot) => snapshot.status === 'active')
  return active ? <LicenceBuyDialog buy={actor} /> : null
}

const FIELD = {
  count: 'Number of licenses',
  promotionCode: 'Promotion code',
  orderNumber: 'Order number',
} as const

export const licenceBuyView: ViewAdapter = {
  machineId: 'licenceBuy',
  mount(input) {
    const scripted = createScriptedActors(['quote', 'buy'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindLicenceBuy(deps).provide({ actors: scripted.logics })}
        input={input as LicenceBuyInput}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as LicenceBuyEvent
    if (e.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(e))
    const dialog = within(screen.getByRole('dialog', { name: 'Buy licenses' }))
    switch (e.type) {
      case 'buy.change':
        for (const [field, value] of Object.entries(e.patch)) {
          const input = dialog.getByLabelText(FIELD[field as keyof typeof FIELD]) as HTMLInputElement
          // Typing the same value again is still typing: React reports no change for an equal value.
          if (input.value === value) fireEvent.change(input, { target: { value: `${value}x` } })
          fireEvent.change(input, { target: { value } })
        }
        return
      case 'buy.confirm': {
        const box = dialog.getByRole('checkbox', { name: /I confirm this purchase/ }) as HTMLInputElement
        if (box.checked !== e.confirmed) await user.click(box)
        return
      }
      case 'buy.submit':
        return void (await user.click(enabledControl(dialog.queryByRole('button', { name: 'Buy' }), 'Buy')))
      case 'buy.cancel':
        return void (await user.click(dialog.getByRole('button', { name: 'Cancel' })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as LicenceBuyContext
    if (snapshot.status === 'done') return void expect(screen.queryByRole('dialog')).toBeNull()
    const dialog = within(screen.getByRole('dialog', { name: 'Buy licenses' }))
    expect(dialog.getByText(context.customerName)).toBeTruthy()
    expect((dialog.getByLabelText(FIELD.count) as HTMLInputElement).value).toBe(context.draft.count)
    expect((dialog.getByLabelText(FIELD.orderNumber) as HTMLInputElement).value).toBe(
      context.draft.orderNumber,
    )
    const countProblem = buyCountProblem(context.draft)
    if (countProblem) expect(dialog.getByText(countProblem)).toBeTruthy()
    if (context.priceFailure) expect(dialog.getByText(context.priceFailure)).toBeTruthy()
    const price = within(dialog.getByRole('region', { name: 'Price' }))
    if (quoteIsCurrent(context)) {
      // With nothing in the bank the total and the amount due are the same figure.
      expect(price.getAllByText(money(context.price!.total)).length).toBeGreaterThan(0)
      const due = price.getByText('Amount due').parentElement!
      expect(due).toHaveTextContent(money(amountDueOf(context.price!)))
    } else expect(price.queryByText('Total per year')).toBeNull()
    const buy = dialog.getByRole('button', { name: /^(Buy|Buying…)$/ }) as HTMLButtonElement
    expect(buy.disabled).toBe(
      !(snapshot.matches('editing') && quoteIsCurrent(context) && context.confirmed && !countProblem),
    )
    if (context.failure) expect(dialog.getByText(context.failure)).toBeTruthy()
  },
}

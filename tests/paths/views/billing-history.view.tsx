import { render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  type billingHistoryMachine,
  type BillingHistoryContext,
} from '../../../machines/billing-history.machine'
import BillingPage from '../../../src/features/licensing/BillingPage'
import { createScriptedActors } from '../scripted-actors'
import type { ViewAdapter } from '../view-adapter'
import { scriptedDeps } from '../scripted-deps'
import { bindBillingHistory } from '../../../src/app/flows/billing-history'

function Harness({ logic }: { logic: typeof billingHistoryMachine }) {
  const actor = useActorRef(logic)
  return <BillingPage actor={actor} />
}

export const billingHistoryView: ViewAdapter = {
  machineId: 'billingHistory',
  mount() {
    const scripted = createScriptedActors(['loadInvoices'])
    render(<Harness logic={bindBillingHistory(scriptedDeps().deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    if (event.type === 'billing.retry')
      return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as BillingHistoryContext
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', String(snapshot.hasTag('busy')))
    if (snapshot.matches('failed')) expect(screen.getByRole('alert')).toHaveTextContent(context.failure!)
    if (snapshot.matches('ready')) {
      if (context.invoices!.length === 0) expect(screen.getByText('No invoices match.')).toBeTruthy()
      for (const invoice of context.invoices!)
        expect(screen.getByRole('rowheader', { name: invoice.description })).toBeTruthy()
    }
  },
}

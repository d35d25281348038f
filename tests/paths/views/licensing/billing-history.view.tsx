import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  type billingHistoryMachine,
  type BillingHistoryContext,
  type BillingHistoryEvent,
} from '../../../../machines/licensing/billing-history.machine'
import BillingPage, { BILLING_EMPTY } from '../../../../src/features/licensing/BillingPage'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindBillingHistory } from '../../../../src/app/flows/licensing/billing-history'

function Harness({ logic }: { logic: typeof billingHistoryMachine }) {
  const actor = useActorRef(logic)
  return <BillingPage actor={actor} />
}

const pdfButton = (number: string) => `Download invoice ${number} (PDF)`

export const billingHistoryView: ViewAdapter<BillingHistoryEvent> = {
  machineId: 'billingHistory',
  mount() {
    const scripted = createScriptedActors(['loadInvoices', 'downloadInvoice'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindBillingHistory(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type === 'billing.retry')
      return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    const row = document.querySelector(`tr[data-invoice="${event.invoiceId}"]`)
    const target = row
      ? within(row as HTMLElement).queryByRole('button', { name: /^Download invoice/ })
      : null
    if (!target) throw new Error(`No download button for ${event.invoiceId}`)
    await user.click(target)
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as BillingHistoryContext
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', String(snapshot.hasTag('busy')))
    const failed = snapshot.matches('failed')
    expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(failed)
    if (failed) expect(screen.getByRole('alert')).toHaveTextContent(context.failure!)
    const invoices = context.invoices ?? []
    const listed = snapshot.matches('ready') || snapshot.matches('downloading')
    expect(screen.queryByText(BILLING_EMPTY) !== null).toBe(listed && invoices.length === 0)
    for (const invoice of listed ? invoices : []) {
      const row = screen.getByRole('rowheader', { name: invoice.description }).closest('tr')!
      const button = within(row).queryByRole('button', { name: pdfButton(invoice.number) })
      expect(button !== null, invoice.id).toBe(invoice.hasPdf)
      if (button) {
        expect(button).toHaveProperty('disabled', snapshot.matches('downloading'))
        expect(button).toHaveAttribute('aria-busy', String(context.downloading === invoice.id))
      }
    }
    // A failed download says so in a toast and leaves the list as it was.
    const toasts = spies.toast?.mock.calls ?? []
    if (toasts.length > 0) expect(toasts.at(-1)).toEqual([expect.any(String), 'error'])
  },
}

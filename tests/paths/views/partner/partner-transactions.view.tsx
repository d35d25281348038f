import { fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type {
  PartnerTransactionsContext,
  PartnerTransactionsEvent,
  partnerTransactionsMachine,
} from '../../../../machines/partner/partner-transactions.machine'
import { TRANSACTIONS_INPUT } from '../../../../machines/partner/partner-transactions.scenarios'
import { bindPartnerTransactions } from '../../../../src/app/flows/partner/partner-transactions'
import { money } from '../../../../src/domain/partner-transactions'
import { TransactionsPage } from '../../../../src/features/partner/transactions/TransactionsPage'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic }: { logic: typeof partnerTransactionsMachine }) {
  const actor = useActorRef(logic, { input: TRANSACTIONS_INPUT })
  return <TransactionsPage actor={actor} />
}

let context: PartnerTransactionsContext | null = null
const invoiceOf = (id: string) => context?.page?.items.find((row) => row.id === id)?.invoiceNumber ?? id

// The send-to message for the addresses the scenarios type (the partner's own to start with), in the spec's words
// and written out here rather than asked of the rule the machine's guard uses. An address with no line fails.
const EMAIL_PROBLEMS: Record<string, string | null> = {
  'partner@northwind.example': null,
  'billing@contoso.example': null,
  billing: 'Please enter a valid email address',
}
function expectedEmailProblem(recipient: string): string | null {
  if (!(recipient in EMAIL_PROBLEMS)) throw new Error(`no expectation for the address "${recipient}"`)
  return EMAIL_PROBLEMS[recipient] ?? null
}

export const partnerTransactionsView: ViewAdapter = {
  machineId: 'partnerTransactions',
  mount() {
    const scripted = createScriptedActors(['loadTransactions', 'downloadInvoice', 'sendInvoice'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindPartnerTransactions(deps, 'partner').provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as PartnerTransactionsEvent
    switch (e.type) {
      case 'transactions.query': {
        const box = screen.getByRole('searchbox', { name: 'Search transactions' })
        await user.clear(box)
        await user.type(box, e.query.search)
        await user.click(screen.getByRole('button', { name: 'Search' }))
        return
      }
      case 'transactions.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'invoice.download':
      case 'invoice.compose': {
        const name = `${e.type === 'invoice.download' ? 'Download' : 'Send'} invoice ${invoiceOf(e.transactionId)}`
        return void (await user.click(enabledControl(screen.queryByRole('button', { name }), name)))
      }
      case 'invoice.email':
        return void fireEvent.change(screen.getByLabelText('Send to'), { target: { value: e.text } })
      case 'invoice.send':
        return void (await user.click(
          within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }),
        ))
      case 'invoice.cancel':
        return void (await user.click(
          within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }),
        ))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    context = snapshot.context as PartnerTransactionsContext
    const composing = snapshot.matches({ ready: 'composing' }) || snapshot.matches({ ready: 'sending' })
    if (composing) {
      const dialog = within(
        screen.getByRole('dialog', { name: `Send invoice ${invoiceOf(context.transactionId ?? '')}` }),
      )
      expect((dialog.getByLabelText('Send to') as HTMLInputElement).value).toBe(context.recipient)
      const problem = context.attempted ? expectedEmailProblem(context.recipient) : null
      if (problem) expect(dialog.getByText(problem)).toBeTruthy()
      else expect(dialog.queryByText('Please enter a valid email address')).toBeNull()
      return
    }
    expect(screen.queryByRole('dialog')).toBeNull()
    if (snapshot.matches('failed'))
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    if (!context.page) return void expect(screen.getByText('Loading transactions…')).toBeTruthy()
    for (const row of context.page.items) {
      const line = within(screen.getByRole('row', { name: new RegExp(row.customer) }))
      expect(line.getAllByText(money(row.amountDue)).length).toBeGreaterThan(0)
      expect(line.getByText(row.invoiceNumber)).toBeTruthy()
    }
    if (snapshot.matches({ ready: 'downloading' }))
      expect(
        screen.getByRole('button', { name: `Download invoice ${invoiceOf(context.transactionId ?? '')}` }),
      ).toHaveTextContent('Preparing…')
  },
}

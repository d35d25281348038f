import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { bindLicenceAllocate, bindLicenceBuy } from '../../../src/app/flows/partner/customers-list'
import type { FlowDeps } from '../../../src/app/flows/deps'
import type { ScriptedActors } from '../scripted-actors'

// The two licence dialogs finished by the user, for the pages that invoke them (My Customers, the forecast):
// each returns the input the dialog was opened with, read back from what it shows.

type Settle = ScriptedActors['settle']
type Outcome = Parameters<Settle>[1]

const countOf = (dialog: ReturnType<typeof within>) =>
  (dialog.getByLabelText('Number of licenses') as HTMLInputElement).value

/** Allocate licenses: the wallet read, then the count typed and Allocate, or Cancel. */
export async function settleAllocateDialog(
  settle: Settle,
  user: UserEvent,
  outcome: Outcome,
  idOf: (name: string) => string,
  prefilled: boolean,
) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Allocate licenses' }))
  const customerName = dialog.getByText(/./, { selector: 'strong' }).textContent ?? ''
  const allocated = (outcome.output as { allocated: number }).allocated
  await settle('loadWallet', { failed: false, output: { balance: 240, expiresAt: null } })
  await dialog.findByLabelText('Number of licenses')
  const count = countOf(dialog)
  if (allocated > 0) {
    const box = dialog.getByLabelText('Number of licenses')
    await user.clear(box)
    await user.type(box, String(allocated))
    await user.click(dialog.getByRole('button', { name: 'Allocate' }))
    await settle('allocate', { failed: false, output: allocated })
  } else await user.click(dialog.getByRole('button', { name: 'Cancel' }))
  return { customerId: idOf(customerName), customerName, ...(prefilled ? { count } : {}) }
}

/** Buy licenses: the quote answered, then confirmed and Buy, or Cancel. */
export async function settleBuyDialog(
  settle: Settle,
  user: UserEvent,
  outcome: Outcome,
  idOf: (name: string) => string,
  prefilled: boolean,
) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Buy licenses' }))
  const customerName = dialog.getByText(/./, { selector: 'strong' }).textContent ?? ''
  const upsell = dialog.queryByText(/more licenses on its current subscription/) !== null
  const count = countOf(dialog)
  const bought = (outcome.output as { bought: number }).bought
  const licences = Number(count) || 1
  const price = {
    licences,
    pricePerLicence: 24,
    subtotal: 24 * licences,
    discount: 0,
    bankWithdrawal: 0,
    total: 24 * licences,
    coupon: null,
  }
  await settle('quote', { failed: false, output: price })
  if (bought > 0) {
    await user.click(dialog.getByRole('checkbox', { name: /I confirm this purchase/ }))
    await user.click(dialog.getByRole('button', { name: 'Buy' }))
    await settle('buy', { failed: false, output: bought })
  } else await user.click(dialog.getByRole('button', { name: 'Cancel' }))
  return { customerId: idOf(customerName), customerName, upsell, ...(prefilled ? { count } : {}) }
}

/** The two dialogs' machines with their calls scripted (loadWallet, allocate, quote, buy). */
export const licenceDialogActors = (deps: FlowDeps, logics: ScriptedActors['logics']) => ({
  licenceAllocate: bindLicenceAllocate(deps).provide({
    actors: { loadWallet: logics.loadWallet!, allocate: logics.allocate! },
  }),
  licenceBuy: bindLicenceBuy(deps).provide({ actors: { quote: logics.quote!, buy: logics.buy! } }),
})

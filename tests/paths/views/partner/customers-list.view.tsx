import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import type {
  CustomersListContext,
  CustomersListEvent,
} from '../../../../machines/partner/customers-list.machine'
import type { CUSTOMERS_INPUT } from '../../../../machines/partner/customers-list.scenarios'
import {
  bindCustomersList,
  bindInviteCustomers,
  bindInviteMessage,
} from '../../../../src/app/flows/partner/customers-list'
import { CUSTOMER_BULK_ACTIONS, type CustomerPage } from '../../../../src/domain/customers'
import { PARTNER_ACCESS_TEXTS as T } from '../../../../src/domain/partner-access'
import CustomersPage from '../../../../src/features/partner/CustomersPage'
import { enabledControl, openMenuForKeys, pressInMenu } from '../../controls'
import { createScriptedActors, type ScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'
import { licenceDialogActors, settleAllocateDialog, settleBuyDialog } from '../licence-dialogs'
import { tickExactly } from '../simulation/share-add-customers.view'

let page: CustomerPage | null = null
const PAGE_BOX = 'Select all customers on this page'

function idOf(name: string): string {
  return page?.items.find((row) => row.name === name)?.id ?? name
}

function nameOf(customerId: string): string {
  return page?.items.find((row) => row.id === customerId)?.name ?? customerId
}

const ROW_ACTIONS: Partial<Record<CustomersListEvent['type'], string>> = {
  'customers.logIn': T.logIn,
  'customers.requestAccess': T.requestAccess,
  'customers.resendInvite': 'Resend invite',
  'customers.allocate': 'Allocate licenses',
  'customers.buy': 'Buy licenses',
}

/**
 * The list's gateway actors scripted; the two dialogs are the real ones, finished by the user: a line filled and
 * Send (or Cancel) in Invite customers, a message typed and Save (or Cancel) in the message editor.
 */
function scriptedList(inner: ScriptedActors): ScriptedActors {
  const user = userEvent.setup({ delay: null })
  return {
    logics: inner.logics,
    async settle(id, outcome) {
      if (id === 'inviteCustomers') {
        const dialog = within(await screen.findByRole('dialog', { name: 'Invite customers' }))
        const message = (dialog.getByLabelText('Message') as HTMLTextAreaElement).value
        const sent = (outcome.output as { sent: number }).sent
        if (sent > 0) {
          await user.type(dialog.getByLabelText('Company name 1'), 'Blue Yonder')
          await user.type(dialog.getByLabelText('Admin email 1'), 'it@blueyonder.example')
          await user.click(dialog.getByRole('button', { name: 'Send invites' }))
          await inner.settle('sendInvites', { failed: false, output: { sent } })
        } else await user.click(dialog.getByRole('button', { name: 'Cancel' }))
        return { defaultMessage: message || null }
      }
      if (id === 'inviteMessage') {
        const dialog = within(await screen.findByRole('dialog', { name: 'Default invite message' }))
        const box = dialog.getByLabelText('Message') as HTMLTextAreaElement
        const before = box.value
        const saved = (outcome.output as { saved: string | null }).saved
        if (saved !== null) {
          await user.clear(box)
          await user.type(box, saved)
          await user.click(dialog.getByRole('button', { name: 'Save' }))
          await inner.settle('saveMessage', { failed: false, output: saved })
        } else await user.click(dialog.getByRole('button', { name: 'Cancel' }))
        return { message: before || null }
      }
      if (id === 'licenceAllocate') return settleAllocateDialog(inner.settle, user, outcome, idOf, false)
      if (id === 'licenceBuy') return settleBuyDialog(inner.settle, user, outcome, idOf, false)
      return inner.settle(id, outcome)
    },
  }
}

export const customersListView: ViewAdapter<CustomersListEvent> = {
  machineId: 'customersList',
  mount(input) {
    const inner = createScriptedActors([
      'loadCustomers',
      'requestAccess',
      'issueCompanyToken',
      'resendInvite',
      'runBulk',
      'sendInvites',
      'saveMessage',
      'loadWallet',
      'allocate',
      'quote',
      'buy',
    ])
    const { deps, spies } = scriptedDeps()
    render(
      <CustomersPage
        title="My Customers"
        input={input as typeof CUSTOMERS_INPUT}
        logic={bindCustomersList(deps).provide({
          actors: {
            loadCustomers: inner.logics.loadCustomers!,
            requestAccess: inner.logics.requestAccess!,
            issueCompanyToken: inner.logics.issueCompanyToken!,
            resendInvite: inner.logics.resendInvite!,
            runBulk: inner.logics.runBulk!,
            inviteCustomers: bindInviteCustomers(deps).provide({
              actors: { sendInvites: inner.logics.sendInvites! },
            }),
            inviteMessage: bindInviteMessage(deps).provide({
              actors: { saveMessage: inner.logics.saveMessage! },
            }),
            ...licenceDialogActors(deps, inner.logics),
          },
        })}
      />,
    )
    return { scripted: scriptedList(inner), spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'customers.query': {
        // One change, then Search: typed key by key, a slow machine pauses past the debounce mid-word and the
        // list searches for the half-typed text first (a second query the path does not have).
        const box = screen.getByRole('searchbox', { name: 'Search customers' })
        fireEvent.change(box, { target: { value: event.query.search } })
        return void (await user.click(screen.getByRole('button', { name: 'Search' })))
      }
      case 'customers.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'customers.resendInvite':
      case 'customers.allocate':
      case 'customers.buy': {
        // In the row's menu: a customer without that action has no such item (or no menu), as the guard says.
        const name = nameOf(event.customerId)
        const trigger = screen.queryByRole('button', { name: `More actions: ${name}` })
        const menu = await openMenuForKeys(enabledControl(trigger, `the menu of ${name}`), user)
        const items = within(menu).getAllByRole('menuitem')
        const index = items.findIndex((item) => item.textContent === ROW_ACTIONS[event.type])
        enabledControl(items[index], ROW_ACTIONS[event.type] ?? '')
        // The keyboard path through the menu: zag drops a pointer press on an item while it settles the menu.
        return void (await pressInMenu(`${'{ArrowDown}'.repeat(index + 1)}{Enter}`))
      }
      case 'customers.requestAccess':
      case 'customers.logIn': {
        // A customer without that action has no such button: the view refuses as the guard does.
        const button = screen.queryByRole('button', {
          name: `${ROW_ACTIONS[event.type]}: ${nameOf(event.customerId)}`,
        })
        return void (await user.click(enabledControl(button, ROW_ACTIONS[event.type] ?? '')))
      }
      case 'selection.changed':
        return void (await tickExactly(user, PAGE_BOX, nameOf, event.selected, event.allSelected))
      case 'bulk.request': {
        const bar = within(screen.getByRole('toolbar', { name: 'Bulk actions' }))
        const label = CUSTOMER_BULK_ACTIONS[event.action].label
        return void (await user.click(enabledControl(bar.queryByRole('button', { name: label }), label)))
      }
      case 'bulk.confirm':
      case 'bulk.cancel': {
        const dialog = within(screen.getByRole('alertdialog', { hidden: true }))
        const buttons = dialog.getAllByRole('button', { hidden: true })
        const name = event.type === 'bulk.cancel' ? 'Cancel' : buttons.at(-1)?.textContent
        return void (await user.click(dialog.getByRole('button', { name: name ?? '', hidden: true })))
      }
      case 'invite.open':
        return void (await user.click(screen.getByRole('button', { name: 'Invite customers' })))
      case 'message.open':
        return void (await user.click(screen.getByRole('button', { name: 'Invite message' })))
    }
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as CustomersListContext
    page = context.page
    if (snapshot.matches({ ready: 'inviting' }))
      return void expect(screen.getByRole('dialog', { name: 'Invite customers' })).toBeTruthy()
    if (snapshot.matches({ ready: 'allocating' }))
      return void expect(screen.getByRole('dialog', { name: 'Allocate licenses' })).toBeTruthy()
    if (snapshot.matches({ ready: 'buying' }))
      return void expect(screen.getByRole('dialog', { name: 'Buy licenses' })).toBeTruthy()
    if (snapshot.matches({ ready: 'editingMessage' }))
      return void expect(screen.getByRole('dialog', { name: 'Default invite message' })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Invite customers' })).toBeNull()
    const confirming =
      snapshot.matches({ ready: 'confirmingBulk' }) || snapshot.matches({ ready: 'runningBulk' })
    if (confirming) {
      const texts = CUSTOMER_BULK_ACTIONS[context.bulkAction ?? 'remove']
      const dialog = within(screen.getByRole('alertdialog', { name: texts.title, hidden: true }))
      expect(dialog.getByRole('button', { name: texts.label, hidden: true })).toHaveProperty(
        'disabled',
        snapshot.matches({ ready: 'runningBulk' }),
      )
      if (context.failure) expect(dialog.getByText(context.failure)).toBeTruthy()
      return
    }
    expect(screen.queryByRole('alertdialog')).toBeNull()
    const table = screen.getByRole('table')
    if (snapshot.matches('loading')) expect(table).toHaveAttribute('aria-busy', 'true')
    if (snapshot.matches('loading') && !context.page)
      expect(screen.getByText('Loading customers…')).toBeInTheDocument()
    if (snapshot.matches('failed')) {
      expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    }
    const ticked = context.selection.allSelected || context.selection.selected.length > 0
    const bar = within(screen.getByRole('toolbar', { name: 'Bulk actions' }))
    expect(bar.getByRole('button', { name: CUSTOMER_BULK_ACTIONS.remove.label })).toHaveProperty(
      'disabled',
      !(ticked && snapshot.matches({ ready: 'idle' })),
    )
    if (context.selection.allSelected && snapshot.matches('ready'))
      expect(screen.getByText(/^All \d+ customers are selected\.$/)).toBeTruthy()
    for (const row of context.page?.items ?? []) {
      const line = screen.getByRole('row', { name: new RegExp(row.name) })
      if (row.loginAsCompanyStatus === 'REQUESTED')
        expect(within(line).getAllByText(T.requested).length).toBeGreaterThan(0)
      if (row.invitation) expect(within(line).getByText(row.invitation.email)).toBeTruthy()
    }
    if (snapshot.hasTag('rowBusy')) {
      const busy = within(screen.getByRole('row', { name: new RegExp(nameOf(context.busyCustomerId ?? '')) }))
      expect(busy.getByText(/^(Sending…|Opening…)$/)).toBeTruthy()
    }
    if (snapshot.matches({ ready: 'leaving' }))
      expect(
        spies.navigate?.mock.calls.filter((call) => String(call).startsWith('/login_as_company')).length,
      ).toBe(1)
  },
}

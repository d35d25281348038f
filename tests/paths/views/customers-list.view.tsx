import type { CustomersListEvent } from '../../../machines/customers-list.machine'
import { render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { firstCustomerQuery } from '../../../machines/samples/customers.samples'
import type { CustomerPage } from '../../../src/domain/customers'
import { PARTNER_ACCESS_TEXTS as T } from '../../../src/domain/partner-access'
import CustomersPage from '../../../src/features/partner/CustomersPage'
import { createScriptedActors } from '../scripted-actors'
import type { ViewAdapter } from '../view-adapter'
import { scriptedDeps } from '../scripted-deps'
import { bindCustomersList } from '../../../src/app/flows/customers-list'

let page: CustomerPage | null = null

function nameOf(customerId: string): string {
  return page?.items.find((row) => row.id === customerId)?.name ?? customerId
}

export const customersListView: ViewAdapter<CustomersListEvent> = {
  machineId: 'customersList',
  mount() {
    const scripted = createScriptedActors(['loadCustomers', 'requestAccess', 'issueCompanyToken'])
    const { deps, spies } = scriptedDeps()
    render(
      <CustomersPage
        title="My Customers"
        input={{ query: firstCustomerQuery }}
        logic={bindCustomersList(deps).provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type === 'customers.query') {
      const box = screen.getByRole('searchbox', { name: 'Search customers' })
      await user.clear(box)
      await user.type(box, event.query.search)
      await user.click(screen.getByRole('button', { name: 'Search' }))
    } else if (event.type === 'customers.retry') {
      await user.click(screen.getByRole('button', { name: 'Retry' }))
    } else {
      const label = `${event.type === 'customers.logIn' ? T.logIn : T.requestAccess}: ${nameOf(event.customerId)}`
      // A customer without that action has no such button: the view refuses as the guard does.
      const button = screen.queryByRole('button', { name: label })
      if (button) await user.click(button)
    }
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as {
      page: CustomerPage | null
      failure: string | null
      busyCustomerId: string | null
    }
    page = context.page
    const table = screen.getByRole('table')
    if (snapshot.matches('loading')) expect(table).toHaveAttribute('aria-busy', 'true')
    if (snapshot.matches('loading') && !context.page)
      expect(screen.getByText('Loading customers…')).toBeInTheDocument()
    if (snapshot.matches('failed')) {
      expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    }
    for (const row of context.page?.items ?? []) {
      const line = screen.getByRole('row', { name: new RegExp(row.name) })
      if (row.loginAsCompanyStatus === 'REQUESTED')
        expect(within(line).getAllByText(T.requested).length).toBeGreaterThan(0)
    }
    if (snapshot.hasTag('rowBusy')) {
      const busy = within(screen.getByRole('row', { name: new RegExp(nameOf(context.busyCustomerId ?? '')) }))
      expect(busy.getByRole('button', { name: /^(Log in|Request access): / })).toHaveTextContent(
        /Sending…|Opening…/,
      )
    }
    if (snapshot.matches({ ready: 'leaving' }))
      expect(
        spies.navigate?.mock.calls.filter((call) => String(call).startsWith('/login_as_company')).length,
      ).toBe(1)
  },
}

import { fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef, useSelector } from '@xstate/react'
import { expect } from 'vitest'
import {
  shownProblems,
  type InviteCustomersContext,
  type InviteCustomersEvent,
  type inviteCustomersMachine,
} from '../../../../machines/partner/invite-customers.machine'
import { bindInviteCustomers } from '../../../../src/app/flows/partner/customers-list'
import { InviteCustomersDialog } from '../../../../src/features/partner/invitations/InviteCustomersDialog'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic }: { logic: typeof inviteCustomersMachine }) {
  const actor = useActorRef(logic, {
    input: { defaultMessage: 'Northwind has set up security-awareness training for your team.' },
  })
  // Done, the owner (My Customers) closes the dialog; here it stays gone.
  const active = useSelector(actor, (snapshot) => snapshot.status === 'active')
  return active ? <InviteCustomersDialog invite={actor} /> : null
}

const FIELD = { companyName: 'Company name', email: 'Admin email' } as const

export const inviteCustomersView: ViewAdapter = {
  machineId: 'inviteCustomers',
  mount() {
    const scripted = createScriptedActors(['sendInvites'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindInviteCustomers(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as InviteCustomersEvent
    const dialog = within(screen.getByRole('dialog', { name: 'Invite customers' }))
    switch (e.type) {
      case 'invite.edit': {
        const control = dialog.queryByLabelText(`${FIELD[e.field]} ${e.index + 1}`)
        return void fireEvent.change(enabledControl(control, `${FIELD[e.field]} ${e.index + 1}`), {
          target: { value: e.value },
        })
      }
      case 'invite.addLine':
        return void (await user.click(
          enabledControl(
            dialog.queryByRole('button', { name: 'Add another customer' }),
            'Add another customer',
          ),
        ))
      case 'invite.removeLine': {
        const name = `Remove customer ${e.index + 1}`
        return void (await user.click(enabledControl(dialog.queryByRole('button', { name }), name)))
      }
      case 'invite.message':
        return void fireEvent.change(dialog.getByLabelText('Message'), { target: { value: e.text } })
      case 'invite.submit':
        return void (await user.click(dialog.getByRole('button', { name: 'Send invites' })))
      case 'invite.cancel':
        return void (await user.click(dialog.getByRole('button', { name: 'Cancel' })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as InviteCustomersContext
    if (snapshot.status === 'done') return void expect(screen.queryByRole('dialog')).toBeNull()
    const dialog = within(screen.getByRole('dialog', { name: 'Invite customers' }))
    context.lines.forEach((line, index) => {
      expect((dialog.getByLabelText(`Company name ${index + 1}`) as HTMLInputElement).value).toBe(
        line.companyName,
      )
      expect((dialog.getByLabelText(`Admin email ${index + 1}`) as HTMLInputElement).value).toBe(line.email)
    })
    expect(dialog.queryByLabelText(`Company name ${context.lines.length + 1}`)).toBeNull()
    for (const problems of shownProblems(context))
      for (const message of Object.values(problems))
        expect(dialog.getAllByText(message).length).toBeGreaterThan(0)
    expect((dialog.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(context.message)
    expect(dialog.getByRole('button', { name: /Send invites|Sending…/ }).getAttribute('aria-busy')).toBe(
      String(snapshot.matches('sending')),
    )
    if (context.failure) expect(dialog.getByText(context.failure)).toBeTruthy()
  },
}

import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  type contactSalesMachine,
  type ContactSalesContext,
  type ContactSalesInput,
  type ContactSalesEvent,
} from '../../../../machines/licensing/contact-sales.machine'
import { CONTACT_SALES_TEXTS as T } from '../../../../src/domain/contact-sales'
import { ContactSalesDialog } from '../../../../src/features/licensing/ContactSalesDialog'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindContactSales } from '../../../../src/app/flows/licensing/contact-sales'

// What each value the scenarios type (or the dialog starts with) must show, in the spec's words — not asked of
// ContactSalesForm, which the machine's guard uses too: a wrong rule would pass both.
const USERS: Record<string, string | null> = { '25': null, '': T.usersRequired }
const PHONE: Record<string, string | null> = {
  '': T.phoneRequired,
  '+1 555 010 0199': null,
  '12': T.phoneInvalid,
}
const ALL_MESSAGES = [T.usersRequired, T.usersMinimum, T.phoneRequired, T.phoneInvalid]
function expectedMessages(values: { usersNumber: string; phone: string }): string[] {
  const pick = (table: Record<string, string | null>, value: string) => {
    const message = table[value]
    if (message === undefined) throw new Error(`no expectation for the scenario's value "${value}"`)
    return message
  }
  return [pick(USERS, values.usersNumber), pick(PHONE, values.phone)].filter(
    (message): message is string => message !== null,
  )
}

function Harness({ logic, input }: { logic: typeof contactSalesMachine; input: ContactSalesInput }) {
  const actor = useActorRef(logic, { input })
  return (
    <>
      <button type="button" onClick={() => actor.send({ type: 'contact.open' })}>
        Contact sales
      </button>
      <ContactSalesDialog actor={actor} />
    </>
  )
}

const LABELS = { usersNumber: T.users, phone: T.phone, message: T.message } as const

export const contactSalesView: ViewAdapter<ContactSalesEvent> = {
  machineId: 'contactSales',
  mount(input) {
    const scripted = createScriptedActors(['createSalesRequest', 'sendQuoteForm'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        input={input as ContactSalesInput}
        logic={bindContactSales(deps).provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type === 'contact.open')
      return void (await user.click(screen.getByRole('button', { name: 'Contact sales', hidden: true })))
    const dialog = within(screen.getByRole('dialog', { name: T.title }))
    if (event.type === 'contact.close')
      return void (await user.click(dialog.getByRole('button', { name: T.cancel })))
    if (event.type === 'contact.submit')
      return void (await user.click(dialog.getByRole('button', { name: T.send })))
    if (event.type === 'contact.change') {
      const { field, value } = event
      const box = dialog.getByLabelText(LABELS[field])
      await user.clear(box)
      if (value) await user.type(box, value)
      return
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as ContactSalesContext
    const dialog = screen.queryByRole('dialog', { name: T.title })
    if (snapshot.matches('closed')) {
      expect(dialog).toBeNull()
      if (spies.toast!.mock.calls.length)
        expect(spies.toast!.mock.calls.at(-1)).toEqual([T.thanks, 'success'])
      return
    }
    const expected = context.showErrors ? expectedMessages(context.values) : []
    for (const message of ALL_MESSAGES.filter((text) => text !== context.error))
      expect(within(dialog!).queryByText(message) !== null, message).toBe(expected.includes(message))
    const send = within(dialog!).getByRole('button', { name: snapshot.hasTag('busy') ? 'Sending…' : T.send })
    expect(send).toHaveProperty('disabled', snapshot.hasTag('busy'))
    if (context.error)
      expect(
        within(dialog!)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toContain(context.error)
  },
}

import { fireEvent, render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type {
  BecomePartnerContext,
  BecomePartnerEvent,
  becomePartnerMachine,
} from '../../../../machines/become-partner/become-partner.machine'
import { bindBecomePartner } from '../../../../src/app/flows/become-partner/become-partner'
import {
  BECOME_PARTNER_TEXTS,
  PARTNER_PITCH,
  partnerRequestFieldProblems,
} from '../../../../src/domain/become-partner'
import { BecomePartnerPage } from '../../../../src/features/become-partner/BecomePartnerPage'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic }: { logic: typeof becomePartnerMachine }) {
  const actor = useActorRef(logic)
  return <BecomePartnerPage actor={actor} />
}

const FIELDS = {
  kind: 'How you would work with us',
  expectedCustomers: 'Customers you expect',
  website: 'Website',
  message: 'Anything our partner team should know',
} as const

export const becomePartnerView: ViewAdapter = {
  machineId: 'becomePartner',
  mount() {
    const scripted = createScriptedActors(['loadRequest', 'sendRequest'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindBecomePartner(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as BecomePartnerEvent
    switch (e.type) {
      case 'request.change':
        for (const [field, value] of Object.entries(e.patch)) {
          const control = screen.getByLabelText(FIELDS[field as keyof typeof FIELDS])
          if (field === 'kind') await user.selectOptions(control, String(value))
          else fireEvent.change(control, { target: { value: String(value) } })
        }
        return
      case 'request.send':
        return void (await user.click(screen.getByRole('button', { name: 'Send request' })))
      case 'request.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as BecomePartnerContext
    for (const item of PARTNER_PITCH) expect(screen.getByText(item.title)).toBeTruthy()
    if (snapshot.matches('failed'))
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    if (snapshot.matches('partner'))
      return void expect(screen.getByText(BECOME_PARTNER_TEXTS.alreadyPartner)).toBeTruthy()
    if (snapshot.matches('requested'))
      return void expect(screen.getByText(/is with our partner team/)).toBeTruthy()
    if (snapshot.matches('loading')) return void expect(screen.queryByRole('form')).toBeNull()
    const form = screen.getByRole('form', { name: 'Partner request' })
    expect(form).toBeTruthy()
    expect((screen.getByLabelText(FIELDS.website) as HTMLInputElement).value).toBe(context.draft.website)
    const problems = context.attempted ? partnerRequestFieldProblems(context.draft) : {}
    for (const message of Object.values(problems)) expect(screen.getByText(message)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send request' }).getAttribute('aria-busy')).toBe(
      String(snapshot.matches('sending')),
    )
    if (context.failure) expect(screen.getByText(context.failure)).toBeTruthy()
  },
}

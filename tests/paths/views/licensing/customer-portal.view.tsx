import { render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  type customerPortalMachine,
  type CustomerPortalContext,
} from '../../../../machines/licensing/customer-portal.machine'
import { CustomerPortalLink } from '../../../../src/features/licensing/CustomerPortalLink'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindCustomerPortal } from '../../../../src/app/flows/licensing/customer-portal'

function Harness({ logic }: { logic: typeof customerPortalMachine }) {
  const actor = useActorRef(logic)
  return <CustomerPortalLink actor={actor} />
}

export const customerPortalView: ViewAdapter = {
  machineId: 'customerPortal',
  mount() {
    const scripted = createScriptedActors(['openPortal'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindCustomerPortal(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type === 'portal.open')
      return void (await user.click(screen.getByRole('button', { name: 'Customer portal' })))
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as CustomerPortalContext
    const busy = snapshot.hasTag('busy')
    expect(
      screen.getByRole('button', { name: busy ? /Opening the customer portal/ : 'Customer portal' }),
    ).toHaveAttribute('aria-busy', String(busy))
    if (context.error) expect(screen.getByRole('alert')).toHaveTextContent(context.error)
    else expect(screen.queryByRole('alert')).toBeNull()
    if (snapshot.matches('redirecting'))
      expect(spies.leave).toHaveBeenCalledWith('http://localhost/billing/api/v1/portal/ps_1')
  },
}

import { render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import { type userMailMachine, type UserMailContext } from '../../../../machines/users/user-mail.machine'
import { UserMailButtons } from '../../../../src/features/users/UserMailButtons'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindUserMail } from '../../../../src/app/flows/users/user-mail'

// One users-list row of someone invited who has neither signed in nor verified the address.
function Harness({ logic }: { logic: typeof userMailMachine }) {
  const actor = useActorRef(logic)
  return (
    <UserMailButtons
      actor={actor}
      user={{ id: 'u1', email: 'ana@acme.example', emailVerified: false, invitePending: true }}
    />
  )
}

const resend = () => screen.getByRole('button', { name: 'Resend invite to ana@acme.example' })
const verify = () =>
  screen.getByRole('button', { name: 'Verify email: send a verification link to ana@acme.example' })

export const userMailView: ViewAdapter = {
  machineId: 'userMail',
  mount() {
    const scripted = createScriptedActors(['sendMail'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindUserMail(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type === 'mail.resendInvite') return void (await user.click(resend()))
    if (event.type === 'mail.sendVerification') return void (await user.click(verify()))
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as UserMailContext
    const busy = snapshot.hasTag('busy')
    expect(resend()).toHaveProperty('disabled', busy)
    expect(verify()).toHaveProperty('disabled', busy)
    if (busy) expect(context.kind === 'invite' ? resend() : verify()).toHaveAttribute('aria-busy', 'true')
  },
}

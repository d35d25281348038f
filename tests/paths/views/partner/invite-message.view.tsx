import { fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef, useSelector } from '@xstate/react'
import { expect } from 'vitest'
import type {
  InviteMessageContext,
  InviteMessageEvent,
  inviteMessageMachine,
} from '../../../../machines/partner/invite-message.machine'
import { bindInviteMessage } from '../../../../src/app/flows/partner/customers-list'
import { InviteMessageDialog } from '../../../../src/features/partner/invitations/InviteMessageDialog'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic }: { logic: typeof inviteMessageMachine }) {
  const actor = useActorRef(logic, {
    input: { message: 'Northwind has set up security-awareness training for your team.' },
  })
  const active = useSelector(actor, (snapshot) => snapshot.status === 'active')
  return active ? <InviteMessageDialog editor={actor} /> : null
}

// The message's problem by the length the scenarios type (the saved one, a short one, one past 2,000), in words
// written out here rather than asked of the rule the machine's guard uses. A length with no line fails.
const PROBLEMS: Record<number, string | null> = {
  63: null,
  30: null,
  2001: 'The message must be at most 2000 characters.',
}
function expectedProblem(draft: string): string | null {
  if (!(draft.length in PROBLEMS))
    throw new Error(`no expectation for a message of ${draft.length} characters`)
  return PROBLEMS[draft.length] ?? null
}

export const inviteMessageView: ViewAdapter = {
  machineId: 'inviteMessage',
  mount() {
    const scripted = createScriptedActors(['saveMessage'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindInviteMessage(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as InviteMessageEvent
    const dialog = within(screen.getByRole('dialog', { name: 'Default invite message' }))
    switch (e.type) {
      case 'message.change':
        return void fireEvent.change(dialog.getByLabelText('Message'), { target: { value: e.text } })
      case 'message.save':
        return void (await user.click(enabledControl(dialog.queryByRole('button', { name: 'Save' }), 'Save')))
      case 'message.cancel':
        return void (await user.click(dialog.getByRole('button', { name: 'Cancel' })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as InviteMessageContext
    if (snapshot.status === 'done') return void expect(screen.queryByRole('dialog')).toBeNull()
    const dialog = within(screen.getByRole('dialog', { name: 'Default invite message' }))
    expect((dialog.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(context.draft)
    const problem = expectedProblem(context.draft)
    if (problem) expect(dialog.getByText(problem)).toBeTruthy()
    else expect(dialog.queryByText(/^The message must be at most/)).toBeNull()
    if (context.failure) expect(dialog.getByText(context.failure)).toBeTruthy()
  },
}

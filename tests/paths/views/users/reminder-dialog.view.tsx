import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  type reminderDialogMachine,
  type ReminderDialogContext,
  type ReminderDialogEvent,
} from '../../../../machines/users/reminder-dialog.machine'
import { REMINDER_KINDS, REMINDER_TEXTS as T } from '../../../../src/domain/reminders'
import { SAMPLE_TARGET } from '../../../../machines/users/reminder-dialog.scenarios'
import { ReminderDialog } from '../../../../src/features/users/ReminderDialog'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindReminderDialog } from '../../../../src/app/flows/users/reminder-dialog'

// The users list's "Send reminder" bulk action, with the dialog it opens.
function Harness({ logic }: { logic: typeof reminderDialogMachine }) {
  const actor = useActorRef(logic)
  return (
    <>
      <button type="button" onClick={() => actor.send({ type: 'reminder.open', target: SAMPLE_TARGET })}>
        Send reminder to 2 users
      </button>
      <ReminderDialog actor={actor} />
    </>
  )
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Send reminder' }))

export const reminderDialogView: ViewAdapter<ReminderDialogEvent> = {
  machineId: 'reminderDialog',
  mount() {
    const scripted = createScriptedActors(['loadAvailability', 'sendReminder'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindReminderDialog(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'reminder.open':
        return void (await user.click(
          screen.getByRole('button', { name: 'Send reminder to 2 users', hidden: true }),
        ))
      case 'reminder.kinds': {
        const { kinds } = event
        // One click per box that differs: the last click sends the whole wanted set.
        for (const { kind, label } of REMINDER_KINDS) {
          const box = dialog().getByLabelText(label)
          if ((box as HTMLInputElement).checked !== kinds.includes(kind)) await user.click(box)
        }
        return
      }
      case 'reminder.text': {
        const { values } = event
        if (values.subject !== undefined) {
          await user.clear(dialog().getByLabelText('Subject'))
          if (values.subject) await user.type(dialog().getByLabelText('Subject'), values.subject)
        }
        if (values.message !== undefined) {
          await user.clear(dialog().getByLabelText('Message (optional)'))
          if (values.message) await user.type(dialog().getByLabelText('Message (optional)'), values.message)
        }
        return
      }
      case 'reminder.send': {
        const send = dialog().getByRole('button', { name: 'Send reminder' })
        // Disabled with nobody to remind: the user cannot send, and the model ignores it too.
        if ((send as HTMLButtonElement).disabled) return
        return void (await user.click(send))
      }
      case 'reminder.retry':
        return void (await user.click(dialog().getByRole('button', { name: 'Retry' })))
      case 'reminder.close':
        return void (await user.click(dialog().getByRole('button', { name: 'Cancel' })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as ReminderDialogContext
    if (!snapshot.hasTag('open')) {
      expect(screen.queryByRole('dialog')).toBeNull()
      for (const call of spies.toast?.mock.calls ?? []) expect(call).toEqual([T.sent, 'success'])
      return
    }
    const view = dialog()
    for (const { kind, label } of REMINDER_KINDS)
      expect(view.getByLabelText(label)).toHaveProperty('checked', context.values.kinds.includes(kind))
    const status = view.getByRole('status')
    if (snapshot.matches({ open: 'counting' }))
      expect(status).toHaveTextContent('Counting who will receive it…')
    else if (context.values.kinds.length === 0) expect(status).toHaveTextContent(T.pickKind)
    else if (context.availability) {
      expect(status).toHaveTextContent(T.willReceive(context.availability.willReceive))
      for (const skip of context.availability.willNotReceive)
        expect(status).toHaveTextContent(T.willNotReceive(skip.count, skip.reason))
    }
    if (context.subjectError) expect(view.getByText(context.subjectError)).toBeInTheDocument()
    if (context.failure) expect(view.getByText(context.failure)).toBeInTheDocument()
    const send = view.getByRole('button', {
      name: snapshot.matches({ open: 'sending' }) ? 'Sending…' : 'Send reminder',
    })
    if (snapshot.hasTag('busy') || (context.availability?.willReceive ?? 0) === 0) expect(send).toBeDisabled()
    else expect(send).toBeEnabled()
  },
}

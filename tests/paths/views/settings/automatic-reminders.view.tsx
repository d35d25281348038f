import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type {
  AutomaticRemindersContext,
  AutomaticRemindersEvent,
} from '../../../../machines/settings/automatic-reminders.machine'
import { bindAutomaticReminders } from '../../../../src/app/flows/settings/automatic-reminders'
import { AUTOMATIC_REMINDER_TEXTS } from '../../../../src/domain/automatic-reminders'
import AutomaticRemindersPanel from '../../../../src/features/settings/AutomaticRemindersPanel'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

const ACTORS = ['loadReminders', 'saveReminders']
const LABELS = { daysBeforeDue: 'Days before the due date', repeatEveryDays: 'Repeat every (days)' } as const
const form = () => within(screen.getByRole('form', { name: 'Automatic reminders' }))

// Whether a day count the scenarios type (or the saved settings load) is accepted: a whole number from 1 to 60, as
// the message says — written out, not asked of automaticReminderFieldProblems, which the machine's guard uses too.
const DAYS_ACCEPTED: Record<string, boolean> = { '3': true, '5': true, '7': true, '0': false, x: false }
function dayProblem(value: string): string | null {
  const accepted = DAYS_ACCEPTED[value]
  if (accepted === undefined) throw new Error(`no expectation for the scenario's day count "${value}"`)
  return accepted ? null : AUTOMATIC_REMINDER_TEXTS.days
}

export const automaticRemindersView: ViewAdapter<AutomaticRemindersEvent> = {
  machineId: 'automaticReminders',
  mount() {
    const scripted = createScriptedActors(ACTORS)
    const { deps, spies } = scriptedDeps()
    render(
      <AutomaticRemindersPanel logic={bindAutomaticReminders(deps).provide({ actors: scripted.logics })} />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'enabled.toggle':
        return void (await user.click(screen.getByLabelText('Send automatic reminders')))
      case 'overdue.toggle':
        return void (await user.click(screen.getByLabelText('Also remind about overdue tasks')))
      case 'days.change':
        return void fireEvent.change(screen.getByLabelText(LABELS[event.field]), {
          target: { value: event.value },
        })
      case 'reminders.save':
        return void (await user.click(form().getByRole('button', { name: 'Save' })))
      case 'reminders.cancel':
        return void (await user.click(form().getByRole('button', { name: 'Cancel' })))
      case 'retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as AutomaticRemindersContext
    if (snapshot.matches('loading')) return void expect(screen.getByText('Loading…')).toBeInTheDocument()
    if (snapshot.matches('failed')) {
      expect(screen.getByText(context.failure!)).toBeInTheDocument()
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    }
    expect(screen.getByLabelText('Send automatic reminders')).toHaveProperty('checked', context.draft.enabled)
    expect(screen.getByLabelText('Also remind about overdue tasks')).toHaveProperty(
      'checked',
      context.draft.includeOverdue,
    )
    for (const [field, label] of Object.entries(LABELS)) {
      const box = screen.getByLabelText(label) as HTMLInputElement
      const value = context.draft[field as keyof typeof LABELS]
      expect(box.value).toBe(value)
      const problem = context.tried ? dayProblem(value) : null
      if (problem) expect(box).toHaveAccessibleDescription(expect.stringContaining(problem))
      else expect(box).not.toHaveAccessibleDescription(expect.stringContaining(AUTOMATIC_REMINDER_TEXTS.days))
    }
    if (context.failure) expect(screen.getByText(context.failure)).toBeInTheDocument()
  },
}

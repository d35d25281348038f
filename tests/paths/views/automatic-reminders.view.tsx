import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type {
  AutomaticRemindersContext,
  AutomaticRemindersEvent,
} from '../../../machines/automatic-reminders.machine'
import { bindAutomaticReminders } from '../../../src/app/flows/automatic-reminders'
import { automaticReminderProblems } from '../../../src/domain/automatic-reminders'
import AutomaticRemindersPanel from '../../../src/features/settings/AutomaticRemindersPanel'
import { createScriptedActors } from '../scripted-actors'
import { scriptedDeps } from '../scripted-deps'
import type { ViewAdapter } from '../view-adapter'

const ACTORS = ['loadReminders', 'saveReminders']
const LABELS = { daysBeforeDue: 'Days before the due date', repeatEveryDays: 'Repeat every (days)' } as const
const form = () => within(screen.getByRole('form', { name: 'Automatic reminders' }))

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
    const problems = context.tried ? automaticReminderProblems(context.draft) : {}
    for (const [field, label] of Object.entries(LABELS)) {
      const box = screen.getByLabelText(label) as HTMLInputElement
      expect(box.value).toBe(context.draft[field as keyof typeof LABELS])
      const problem = problems[field as keyof typeof LABELS]
      if (problem) expect(box).toHaveAccessibleDescription(expect.stringContaining(problem))
    }
    if (context.failure) expect(screen.getByText(context.failure)).toBeInTheDocument()
  },
}

import { render, screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect, vi } from 'vitest'
import {
  addUsersMachine,
  type AddUsersInput,
  type NoticeFields,
  type UsersFields,
} from '../../../machines/add-users.machine'
import { ADD_USERS_TEXTS as T, offersBeginTraining, stepOneErrors } from '../../../src/domain/add-users'
import { AddUsersDrawer } from '../../../src/features/users/AddUsersDrawer'
import { createScriptedActors } from '../scripted-actors'
import type { ViewAdapter } from '../view-adapter'

const drawer = () => within(screen.getByRole('dialog'))

async function setChips(label: string, wanted: string[], user: UserEvent) {
  const list = drawer().queryByRole('list', { name: `${label}: added` })
  for (const item of list ? within(list).queryAllByRole('button', { name: /^Remove / }) : [])
    await user.click(item)
  const box = drawer().getByLabelText(label, { selector: 'input' })
  for (const value of wanted) await user.type(box, `${value}{Enter}`)
}

export const addUsersView: ViewAdapter = {
  machineId: 'addUsers',
  mount(input) {
    const scripted = createScriptedActors([
      'loadOptions',
      'checkEmails',
      'startTraining',
      'invite',
      'resendVerification',
    ])
    const notifyAdded = vi.fn()
    const closeDrawer = vi.fn()
    const goToSsoSettings = vi.fn()
    render(
      <AddUsersDrawer
        input={input as AddUsersInput}
        logic={addUsersMachine.provide({
          actors: scripted.logics,
          actions: { notifyAdded: (_, n) => notifyAdded(n), closeDrawer, goToSsoSettings },
        })}
      />,
    )
    return { scripted, spies: { notifyAdded, closeDrawer, goToSsoSettings } }
  },
  async perform(event, user) {
    const click = (name: string | RegExp) => user.click(drawer().getByRole('button', { name }))
    switch (event.type) {
      case 'users.change': {
        const { values } = event as unknown as { values: Partial<UsersFields> }
        if (values.emails) await setChips('Emails', values.emails, user)
        if (values.departments)
          await setChips(
            'Department',
            values.departments.map((d) => d.label),
            user,
          )
        return
      }
      case 'notice.change': {
        const { values } = event as unknown as { values: Partial<NoticeFields> }
        if (values.subject !== undefined) {
          const box = drawer().getByLabelText('Subject')
          await user.clear(box)
          if (values.subject) await user.type(box, values.subject)
        }
        // Offered only with no assignments yet; otherwise there is nothing to choose (the model ignores it too).
        const radio = drawer().queryByLabelText(T.addAndBeginTraining)
        if (values.notificationList === 'beginTraining' && radio) await user.click(radio)
        return
      }
      case 'users.next':
        return click('Next')
      case 'users.back':
        return click('Back')
      case 'users.submit':
        return click('Add users')
      case 'users.retry':
        return click('Retry')
      case 'users.resendVerification':
        return click('Resend Email Verification')
      case 'users.ssoSettings':
        return user.click(drawer().getByRole('tab', { name: 'SSO Settings' }))
      case 'users.close':
        return click(/^(Close|Cancel)$/)
    }
    throw new Error(`No user action for ${event.type}`)
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as {
      values: UsersFields & NoticeFields
      inUse: string[]
      showErrors: boolean
      failure: string | null
      verificationSent: boolean
      facts: Parameters<typeof offersBeginTraining>[0]
    }
    if (snapshot.status === 'done') {
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(spies.closeDrawer?.mock.calls.length).toBe(1)
      return
    }
    if (snapshot.hasTag('verify')) {
      expect(screen.getByRole('dialog', { name: 'Verify your email' })).toBeInTheDocument()
      if (context.verificationSent)
        expect(screen.getByText('Email with verification link has been sent')).toBeInTheDocument()
      return
    }
    const view = drawer()
    if (snapshot.matches('loading')) expect(view.getByRole('status')).toHaveTextContent('Loading…')
    if (snapshot.matches('loadFailed'))
      expect(view.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    if (snapshot.hasTag('step1')) {
      const chips = view.queryByRole('list', { name: 'Emails: added' })
      const shown = chips ? within(chips).queryAllByRole('listitem').length : 0
      expect(shown).toBe(context.values.emails.length)
      if (context.showErrors) {
        const errors = stepOneErrors(context.values, context.inUse)
        if (errors.emails) expect(view.getByText(errors.emails)).toBeInTheDocument()
        if (errors.departments) expect(view.getByText(errors.departments)).toBeInTheDocument()
      }
      if (snapshot.hasTag('busy')) expect(view.getByRole('button', { name: 'Checking…' })).toBeDisabled()
    }
    if (snapshot.hasTag('step2')) {
      expect(view.getByLabelText('Subject')).toBeInTheDocument()
      expect(Boolean(view.queryByLabelText(T.addAndBeginTraining))).toBe(offersBeginTraining(context.facts))
      if (context.showErrors && context.values.subject.trim() === '')
        expect(view.getByText(T.subjectRequired)).toBeInTheDocument()
      if (snapshot.hasTag('busy')) expect(view.getByRole('button', { name: 'Adding…' })).toBeDisabled()
    }
    if (context.failure && !snapshot.hasTag('busy'))
      expect(view.getByText(context.failure, { exact: false })).toBeInTheDocument()
  },
}

import { act, render, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { expect, vi } from 'vitest'
import { fromCallback } from 'xstate'
import {
  type AddUsersEvent,
  type AddUsersInput,
  type CsvForm,
  type NoticeFields,
  type UsersFields,
} from '../../../../machines/users/add-users.machine'
import { ADD_USERS_TEXTS as T, type AddUsersFacts } from '../../../../src/domain/add-users'
import { CSV_TEXTS, type CsvColumns } from '../../../../src/domain/csv-import'
import { AddUsersDrawer } from '../../../../src/features/users/AddUsersDrawer'
import { createScriptedActors } from '../../scripted-actors'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindAddUsers } from '../../../../src/app/flows/users/add-users'

const drawer = () => within(screen.getByRole('dialog'))

// What the drawer says for the values the scenarios produce, in the spec's words and written out here rather than
// asked of the domain rules the machine's guards use (a wrong rule would pass both). A value with no line fails.
function expected<T>(table: Record<string, T>, key: string, what: string): T {
  if (!(key in table)) throw new Error(`no expectation for ${what} "${key}"`)
  return table[key] as T
}
/** Step 1's messages by the addresses typed (and whether the gateway said some are in use). */
const EMAIL_MESSAGES: Record<string, string | null> = {
  '|': 'Enter one or more email addresses.',
  'new.one@acme.example|': null,
  'new.one@acme.example|in use': 'These emails are already in use.',
  'not-an-email|': 'This is not a valid email',
  'not-an-email|in use': 'This is not a valid email',
}
/** Step 1's department message by the departments chosen. */
const DEPARTMENT_MESSAGES: Record<string, string | null> = {
  '': 'Please select or create a department.',
  'Field team': null,
}
const NOT_EMAILS =
  "The email column doesn't have valid email addresses. Choose another column or check your file and try again"
/**
 * The mapping's messages for the scenarios' file (Email, First Name, Department; one bad address) by the email
 * column, the department column and "skip invalid rows": the names column holds no address, the email column
 * holds one bad one, which skipping rescues.
 */
const CSV_MESSAGES: Record<string, string[]> = {
  '0|2|false': [NOT_EMAILS],
  '0|2|true': [],
  '1|2|false': [NOT_EMAILS],
  '1|2|true': [NOT_EMAILS],
}
/** "Add users and begin training" is offered to an admin of a company with no assignment and no active campaign. */
const OFFERS_BEGIN_TRAINING: Record<string, boolean> = {
  'admin|false|false|false': true,
  'admin|false|true|true': false,
}

async function setChips(label: string, wanted: string[], user: UserEvent) {
  const list = drawer().queryByRole('list', { name: `${label}: added` })
  for (const item of list ? within(list).queryAllByRole('button', { name: /^Remove / }) : [])
    await user.click(item)
  const box = drawer().getByLabelText(label, { selector: 'input' })
  // Pasted, then Enter: in jsdom user-event loses a typed space in the department combobox.
  for (const value of wanted) {
    await user.click(box)
    await user.paste(value)
    await user.keyboard('{Enter}')
  }
}

// The parse worker's stand-in: the path decides what it reports, through the callback actor's sendBack.
let sendFromWorker: ((event: AddUsersEvent) => void) | null = null

export const addUsersView: ViewAdapter<AddUsersEvent> = {
  machineId: 'addUsers',
  mount(input) {
    const scripted = createScriptedActors([
      'loadOptions',
      'checkEmails',
      'startTraining',
      'invite',
      'resendVerification',
    ])
    const { deps, spies } = scriptedDeps()
    const links = { added: vi.fn() }
    sendFromWorker = null
    const parseCsv = fromCallback<AddUsersEvent, { file: File }>(({ sendBack }) => {
      sendFromWorker = sendBack
      return () => {
        sendFromWorker = null
      }
    })
    // The users page that opens the drawer hears of an invitation (reportAdded) and closes it when it ends.
    const logic = bindAddUsers(deps).provide({
      actors: { ...scripted.logics, parseCsv },
      actions: { reportAdded: () => links.added() },
    })
    render(
      <ScreenHarness
        logic={logic}
        input={input as AddUsersInput}
        onStart={() => {}}
        view={(actor) => <AddUsersDrawer actor={actor} />}
      />,
    )
    return { scripted, spies: { ...spies, ...links } }
  },
  async perform(event, user) {
    const click = (name: string | RegExp) => user.click(drawer().getByRole('button', { name }))
    switch (event.type) {
      case 'users.change': {
        const { values } = event
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
        const { values } = event
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
      case 'users.mode': {
        const { mode } = event
        return user.click(
          drawer().getByRole('tab', { name: mode === 'csv' ? 'Import CSV' : 'Add by Emails' }),
        )
      }
      case 'csv.file': {
        const { file } = event
        // applyAccept off: the user can pick "All files" in the dialog, and the drawer must say no itself.
        return userEvent
          .setup({ applyAccept: false })
          .upload(drawer().getByLabelText(/^(Attach a \.csv file|Replace the file)$/), file)
      }
      case 'csv.progress':
      case 'csv.parsed':
      case 'csv.failed':
        if (!sendFromWorker) throw new Error('No parse is running')
        return act(() => sendFromWorker!(event as AddUsersEvent))
      case 'csv.columns': {
        const { columns } = event
        for (const [field, column] of Object.entries(columns)) {
          const label = { email: 'Email', department: 'Department' }[field] ?? field
          await user.selectOptions(drawer().getByLabelText(label, { exact: true }), String(column))
        }
        return
      }
      case 'csv.remove':
        return click('Remove file')
      case 'csv.skipInvalid': {
        // Offered only while the chosen email column has invalid rows and valid ones too.
        const box = drawer().queryByRole('checkbox', { name: /^Skip the \d+ rows? with invalid addresses/ })
        if (box && (box as HTMLInputElement).checked !== event.skip) await user.click(box)
        return
      }
      case 'csv.template':
        return click('Download template')
      case 'users.next':
        return click('Next')
      case 'users.back':
        return click('Back')
      case 'users.submit':
        return click(/^Add users?$/)
      case 'users.retry':
        return click('Retry')
      case 'users.resendVerification':
        return click('Resend Email Verification')
      case 'users.ssoSettings':
        return user.click(drawer().getByRole('tab', { name: 'SSO Settings' }))
      case 'users.close':
        return click(/^(Close|Cancel)$/)
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as {
      values: UsersFields & NoticeFields
      inUse: string[]
      showErrors: boolean
      failure: string | null
      verificationSent: boolean
      facts: AddUsersFacts
    }
    if (snapshot.status === 'done') {
      expect(screen.queryByRole('dialog')).toBeNull()
      const toasts = (spies.toast?.mock.calls ?? []).filter((call) =>
        /successfully added/.test(String((call as unknown[])[0])),
      ).length
      expect(spies.added?.mock.calls.length, 'the page heard of the invitation').toBe(toasts)
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
    const csv = (snapshot.context as { csv: CsvForm; mode: string }).csv
    if (snapshot.hasTag('step1') && (snapshot.context as { mode: string }).mode === 'csv') {
      expect(view.getByRole('tab', { name: 'Import CSV' })).toHaveAttribute('aria-selected', 'true')
      expect(view.getByText(CSV_TEXTS.gettingReady)).toBeInTheDocument()
      if (csv.fileError) expect(view.getByText(csv.fileError)).toBeInTheDocument()
      if (snapshot.matches({ users: { csv: 'parsing' } }))
        expect(view.getByRole('progressbar')).toHaveAttribute(
          'aria-valuenow',
          String(Math.round(csv.progress * 100)),
        )
      if (snapshot.matches({ users: { csv: 'mapping' } })) {
        expect(view.getByText(csv.fileName!, { exact: false })).toBeInTheDocument()
        expect(view.getByLabelText('Email', { exact: true })).toHaveValue(String(csv.columns.email ?? ''))
        const columns: CsvColumns = csv.columns
        const errors = context.showErrors
          ? expected(CSV_MESSAGES, `${columns.email}|${columns.department}|${csv.skipInvalid}`, 'the columns')
          : []
        if (csv.review?.invalidCount)
          for (const problem of csv.review.invalid)
            expect(view.getByRole('list', { name: 'Rows with invalid addresses' })).toHaveTextContent(
              `Row ${problem.row}: ${problem.value}`,
            )
        for (const message of errors) expect(view.getByText(message)).toBeInTheDocument()
      }
      if (context.inUse.length) expect(view.getByText(T.emailsInUse, { exact: false })).toBeInTheDocument()
      if (snapshot.matches('checkingEmails'))
        expect(view.getByRole('button', { name: 'Checking…' })).toBeDisabled()
    } else if (snapshot.hasTag('step1')) {
      expect(view.getByRole('tab', { name: 'Add by Emails' })).toHaveAttribute('aria-selected', 'true')
      const chips = view.queryByRole('list', { name: 'Emails: added' })
      const shown = chips ? within(chips).queryAllByRole('listitem').length : 0
      expect(shown).toBe(context.values.emails.length)
      if (context.showErrors) {
        const emails = expected(
          EMAIL_MESSAGES,
          `${context.values.emails.join(',')}|${context.inUse.length ? 'in use' : ''}`,
          'the addresses',
        )
        const departments = expected(
          DEPARTMENT_MESSAGES,
          context.values.departments.map((d) => d.label).join(','),
          'the departments',
        )
        if (emails) expect(view.getByText(emails)).toBeInTheDocument()
        if (departments) expect(view.getByText(departments)).toBeInTheDocument()
      }
      if (snapshot.hasTag('busy')) expect(view.getByRole('button', { name: 'Checking…' })).toBeDisabled()
    }
    if (snapshot.hasTag('step2')) {
      expect(view.getByLabelText('Subject')).toBeInTheDocument()
      const { role, isPartner, hasAssignments, hasActiveCampaign } = context.facts
      expect(Boolean(view.queryByLabelText(T.addAndBeginTraining))).toBe(
        expected(
          OFFERS_BEGIN_TRAINING,
          `${role}|${isPartner}|${hasAssignments}|${hasActiveCampaign}`,
          'the facts',
        ),
      )
      if (context.showErrors && context.values.subject.trim() === '')
        expect(view.getByText(T.subjectRequired)).toBeInTheDocument()
      if (snapshot.hasTag('busy')) expect(view.getByRole('button', { name: 'Adding…' })).toBeDisabled()
      else
        expect(
          view.getByRole('button', {
            name: (snapshot.context as { mode: string }).mode === 'csv' ? 'Add user' : 'Add users',
          }),
        ).toBeEnabled()
    }
    if (context.failure && !snapshot.hasTag('busy'))
      expect(view.getByText(context.failure, { exact: false })).toBeInTheDocument()
  },
}

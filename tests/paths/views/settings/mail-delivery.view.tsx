import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type {
  MailDeliveryContext,
  MailDeliveryEvent,
  MailDeliveryInput,
} from '../../../../machines/settings/mail-delivery.machine'
import { bindMailDelivery } from '../../../../src/app/flows/settings/mail-delivery'
import { MAIL_DELIVERY_TEXTS, type SmtpField } from '../../../../src/domain/mail-delivery'
import MailDeliveryPanel from '../../../../src/features/settings/MailDeliveryPanel'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

const ACTORS = ['loadDelivery', 'saveSmtp', 'testSmtp', 'removeSmtp', 'graphAuthUrl', 'resetGraph']
const LABELS: Record<Exclude<SmtpField, 'security'>, string> = {
  host: 'Host',
  port: 'Port',
  user: 'User name',
  password: 'Password',
  fromAddress: 'From address',
  dkimSelector: 'DKIM selector',
}
// What each value the scenarios type (or the saved settings and the empty form hold) must show, in the spec's and
// the texts' words — not asked of smtpFieldProblems, which the machine's guard uses too: a wrong rule would pass both.
const T = MAIL_DELIVERY_TEXTS
const FIELD_PROBLEM: Record<Exclude<SmtpField, 'security' | 'password'>, Record<string, string | null>> = {
  host: { '': T.required, 'smtp.acme.example': null },
  port: { '587': null },
  user: { '': null, mailer: null },
  fromAddress: { '': T.required, 'training@acme.example': null },
  dkimSelector: { '': null, s1: null },
}
function expectedProblem(
  field: Exclude<SmtpField, 'security'>,
  draft: Record<Exclude<SmtpField, 'security'>, string>,
  passwordSaved: boolean,
): string | null {
  // A user name needs a password: the one typed, or the one already saved.
  if (field === 'password')
    return draft.user !== '' && draft.password === '' && !passwordSaved ? T.required : null
  const problem = FIELD_PROBLEM[field][draft[field]]
  if (problem === undefined) throw new Error(`no expectation for the scenario's ${field} "${draft[field]}"`)
  return problem
}
const ALL_PROBLEMS = [T.required, T.host, T.port, T.email]

const smtpGroup = () => within(screen.getByRole('group', { name: 'Custom SMTP', hidden: true }))
const graphGroup = () => within(screen.getByRole('group', { name: 'Microsoft Graph', hidden: true }))

export const mailDeliveryView: ViewAdapter<MailDeliveryEvent> = {
  machineId: 'mailDelivery',
  mount(input) {
    const scripted = createScriptedActors(ACTORS)
    const { deps, spies } = scriptedDeps()
    render(
      <MailDeliveryPanel
        logic={bindMailDelivery(deps).provide({ actors: scripted.logics })}
        input={(input ?? { graphOutcome: null }) as MailDeliveryInput}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'smtp.edit':
        return void (await user.click(smtpGroup().getByRole('button', { name: /^(Set up SMTP|Change)$/ })))
      case 'field.change':
        return void fireEvent.change(screen.getByLabelText(LABELS[event.field as keyof typeof LABELS]), {
          target: { value: event.value },
        })
      case 'smtp.save':
        return void (await user.click(smtpGroup().getByRole('button', { name: 'Save' })))
      case 'smtp.cancel':
        return void (await user.click(smtpGroup().getByRole('button', { name: 'Cancel' })))
      case 'test.change':
        return void fireEvent.change(screen.getByLabelText('Send a test to'), {
          target: { value: event.value },
        })
      case 'smtp.test':
        return void (await user.click(smtpGroup().getByRole('button', { name: 'Send test' })))
      case 'remove.request':
        return void (await user.click(smtpGroup().getByRole('button', { name: 'Remove' })))
      case 'remove.confirm':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
        ))
      case 'remove.cancel':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
        ))
      case 'graph.connect':
        return void (await user.click(graphGroup().getByRole('button', { name: 'Connect Microsoft Graph' })))
      case 'graph.reset':
        return void (await user.click(graphGroup().getByRole('button', { name: 'Disconnect' })))
      case 'retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    }
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as MailDeliveryContext
    if (snapshot.matches('loading')) return void expect(screen.getByText('Loading…')).toBeInTheDocument()
    if (snapshot.matches('failed')) {
      expect(screen.getByText(context.failure!)).toBeInTheDocument()
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    }
    if (context.graphOutcome === 'cancelled')
      expect(screen.getByText(MAIL_DELIVERY_TEXTS.graphCancelled)).toBeInTheDocument()
    const editing = snapshot.matches({ ready: 'editing' }) || snapshot.matches({ ready: 'saving' })
    const smtp = context.delivery!.smtp
    if (editing) {
      for (const [field, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
        const box = screen.getByLabelText(label) as HTMLInputElement
        expect(box.value).toBe(context.draft[field])
        const problem = context.tried
          ? expectedProblem(field, context.draft, smtp?.hasPassword === true)
          : null
        if (problem) expect(box).toHaveAccessibleDescription(expect.stringContaining(problem))
        else
          for (const other of ALL_PROBLEMS)
            expect(box).not.toHaveAccessibleDescription(expect.stringContaining(other))
      }
    } else if (smtp) {
      expect(smtpGroup().getByText(`${smtp.host}:${smtp.port}`)).toBeInTheDocument()
    } else expect(smtpGroup().getByText('Not set: mail is sent by the console.')).toBeInTheDocument()
    if (context.testResult) expect(screen.getByText(context.testResult.message)).toBeInTheDocument()
    if (context.failure) expect(screen.getAllByText(context.failure).length).toBeGreaterThan(0)
    if (context.delivery!.graph.connectedAt)
      expect(graphGroup().getByRole('button', { name: 'Disconnect', hidden: true })).toBeInTheDocument()
    else
      expect(
        graphGroup().getByRole('button', { name: 'Connect Microsoft Graph', hidden: true }),
      ).toHaveProperty('disabled', !snapshot.can({ type: 'graph.connect' }))
    if (snapshot.matches({ ready: 'leaving' }))
      expect(spies.leave!.mock.calls.at(-1)).toEqual([
        'https://login.microsoftonline.com/organizations/v2.0/adminconsent?state=x',
      ])
    const removing =
      snapshot.matches({ ready: 'confirmingRemove' }) || snapshot.matches({ ready: 'removing' })
    expect(screen.queryByRole('alertdialog') !== null).toBe(removing)
  },
}

import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { mailDeliveryMachine, MailDeliveryInput } from '../../../machines/settings/mail-delivery.machine'
import {
  MAIL_DELIVERY_TEXTS,
  SMTP_SECURITY,
  SMTP_SECURITY_LABELS,
  type SmtpField,
} from '../../domain/mail-delivery'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog'
import { RetryAlert } from '../../ui/ListParts'
import { SaveCancelFooter } from '../../ui/SaveCancelFooter'
import { SelectField } from '../../ui/SelectField'
import { panel } from '../../ui/surfaces'
import { TextField } from '../../ui/TextField'
import {
  selectBusy,
  selectCanConnectGraph,
  selectCanEditSmtp,
  selectConfirmingRemove,
  selectDelivery,
  selectDraft,
  selectEditing,
  selectFailure,
  selectGraphNote,
  selectGraphOutcome,
  selectIdle,
  selectLoadFailure,
  selectLoading,
  selectPasswordHint,
  selectSenderRecordsActor,
  selectProblems,
  selectTestResult,
  selectTestTo,
} from './mail-delivery-selectors'
import { SenderRecordsSection } from './SenderRecordsSection'
import { actionRow, copyValue, muted, panelHeading } from './settings-styles'

const part = css({ display: 'grid', gap: '3', borderTopWidth: '1px', borderColor: 'border', pt: '4' })
const twoColumns = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })

/** Settings → White label → Mail delivery: the company's own SMTP server or Microsoft Graph, never both. */
export default function MailDeliveryPanel({
  logic,
  input,
  inspect,
}: {
  logic: typeof mailDeliveryMachine
  input: MailDeliveryInput
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const loading = useSelector(actor, selectLoading)
  const loadFailure = useSelector(actor, selectLoadFailure)
  const delivery = useSelector(actor, selectDelivery)
  const busy = useSelector(actor, selectBusy)
  const idle = useSelector(actor, selectIdle)
  const editing = useSelector(actor, selectEditing)
  const failure = useSelector(actor, selectFailure)
  const draft = useSelector(actor, selectDraft)
  const problems = useSelector(actor, selectProblems)
  const passwordHint = useSelector(actor, selectPasswordHint)
  const testTo = useSelector(actor, selectTestTo)
  const testResult = useSelector(actor, selectTestResult)
  const removing = useSelector(actor, selectConfirmingRemove)
  const outcome = useSelector(actor, selectGraphOutcome)
  const canConnect = useSelector(actor, selectCanConnectGraph)
  const canEdit = useSelector(actor, selectCanEditSmtp)
  const graphNote = useSelector(actor, selectGraphNote)
  const records = useSelector(actor, selectSenderRecordsActor)
  const field = (name: SmtpField) => ({
    name,
    value: draft[name],
    error: problems[name],
    onChange: (event: { target: { value: string } }) =>
      actor.send({ type: 'field.change', field: name, value: event.target.value }),
  })

  return (
    <section aria-labelledby="mail-title" className={panel}>
      <h2 id="mail-title" className={panelHeading}>
        Mail delivery
      </h2>
      <p className={muted}>
        Invitations, reminders and phishing simulations are sent by the console unless you send them through
        your own SMTP server or your Microsoft 365 mailbox. {MAIL_DELIVERY_TEXTS.exclusive}
      </p>
      <RetryAlert message={loadFailure} onRetry={() => actor.send({ type: 'retry' })} />
      {loading ? <p className={muted}>Loading…</p> : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {failure && !editing ? <Alert tone="danger">{failure}</Alert> : null}
      {delivery ? (
        <>
          <div role="group" aria-label="Custom SMTP" className={part}>
            <h3 className={css({ fontWeight: 'semibold' })}>Custom SMTP</h3>
            {editing ? (
              <form
                aria-label="SMTP server"
                noValidate
                className={css({ display: 'grid', gap: '3', maxW: '640px' })}
                onSubmit={(event) => {
                  event.preventDefault()
                  actor.send({ type: 'smtp.save' })
                }}
              >
                <div className={twoColumns}>
                  <TextField
                    label="Host"
                    placeholder="smtp.company.com"
                    autoComplete="off"
                    {...field('host')}
                  />
                  <TextField label="Port" inputMode="numeric" {...field('port')} />
                </div>
                <SelectField
                  label="Security"
                  name="security"
                  placeholder="Choose the security"
                  value={draft.security}
                  options={SMTP_SECURITY.map((id) => ({ id, label: SMTP_SECURITY_LABELS[id] }))}
                  onChange={(event) =>
                    actor.send({ type: 'field.change', field: 'security', value: event.target.value })
                  }
                />
                <div className={twoColumns}>
                  <TextField label="User name" autoComplete="off" {...field('user')} />
                  <TextField
                    label="Password"
                    type="password"
                    autoComplete="new-password"
                    hint={passwordHint}
                    {...field('password')}
                  />
                </div>
                <div className={twoColumns}>
                  <TextField label="From address" type="email" {...field('fromAddress')} />
                  <TextField
                    label="DKIM selector"
                    autoComplete="off"
                    placeholder="Optional, such as s1"
                    hint="The selector your mail server signs with, to check its DKIM key below."
                    {...field('dkimSelector')}
                  />
                </div>
                <SaveCancelFooter
                  busy={busy}
                  failure={failure}
                  onCancel={() => actor.send({ type: 'smtp.cancel' })}
                />
              </form>
            ) : delivery.smtp ? (
              <>
                <p>
                  <span className={copyValue}>
                    {delivery.smtp.host}:{delivery.smtp.port}
                  </span>{' '}
                  · {SMTP_SECURITY_LABELS[delivery.smtp.security]} · From {delivery.smtp.fromAddress}
                  {delivery.smtp.user ? ` · User ${delivery.smtp.user}` : ''}
                  {delivery.smtp.dkimSelector ? ` · DKIM selector ${delivery.smtp.dkimSelector}` : ''}
                </p>
                <div className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}>
                  <div className={css({ flex: '1', minW: '240px', maxW: '360px' })}>
                    <TextField
                      label="Send a test to"
                      name="testTo"
                      type="email"
                      placeholder="Your own address"
                      value={testTo}
                      onChange={(event) => actor.send({ type: 'test.change', value: event.target.value })}
                    />
                  </div>
                  <div className={css({ pb: '6' })}>
                    <Button disabled={!idle} onClick={() => actor.send({ type: 'smtp.test' })}>
                      Send test
                    </Button>
                  </div>
                </div>
                {testResult ? (
                  <Alert tone={testResult.ok ? 'success' : 'danger'}>{testResult.message}</Alert>
                ) : null}
                <div className={actionRow}>
                  <Button
                    variant="outline"
                    disabled={!canEdit}
                    onClick={() => actor.send({ type: 'smtp.edit' })}
                  >
                    Change
                  </Button>
                  <Button
                    variant="danger"
                    disabled={!idle}
                    onClick={() => actor.send({ type: 'remove.request' })}
                  >
                    Remove
                  </Button>
                </div>
              </>
            ) : (
              <div className={actionRow}>
                <span className={muted}>Not set: mail is sent by the console.</span>
                <Button
                  variant="outline"
                  disabled={!canEdit}
                  onClick={() => actor.send({ type: 'smtp.edit' })}
                >
                  Set up SMTP
                </Button>
              </div>
            )}
          </div>
          <div role="group" aria-label="Microsoft Graph" className={part}>
            <h3 className={css({ fontWeight: 'semibold' })}>Microsoft Graph (Office 365)</h3>
            {delivery.graph.connectedAt ? (
              <div className={actionRow}>
                <span>
                  Connected{delivery.graph.account ? ` to ${delivery.graph.account}` : ''} since{' '}
                  {new Date(delivery.graph.connectedAt).toLocaleDateString()}.
                </span>
                <Button
                  variant="outline"
                  disabled={!idle}
                  onClick={() => actor.send({ type: 'graph.reset' })}
                >
                  Disconnect
                </Button>
              </div>
            ) : delivery.graph.available ? (
              <div className={actionRow}>
                <span className={muted}>{graphNote}</span>
                <Button
                  variant="outline"
                  disabled={!canConnect}
                  onClick={() => actor.send({ type: 'graph.connect' })}
                >
                  Connect Microsoft Graph
                </Button>
              </div>
            ) : (
              <p className={muted}>{MAIL_DELIVERY_TEXTS.graphUnavailable}</p>
            )}
          </div>
        </>
      ) : null}
      {records ? <SenderRecordsSection records={records} /> : null}
      {removing ? (
        <ConfirmActionDialog
          title="Remove SMTP server"
          warning={MAIL_DELIVERY_TEXTS.removeConfirm}
          confirmLabel="Remove"
          busy={busy}
          failure={null}
          onConfirm={() => actor.send({ type: 'remove.confirm' })}
          onCancel={() => actor.send({ type: 'remove.cancel' })}
        />
      ) : null}
    </section>
  )
}

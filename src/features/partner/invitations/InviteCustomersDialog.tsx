import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { css } from '../../../../styled-system/css'
import {
  shownProblems,
  type inviteCustomersMachine,
} from '../../../../machines/partner/invite-customers.machine'
import { INVITE_MAX_COMPANIES, messageProblem } from '../../../domain/customer-invitations'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import { TextAreaField } from '../../../ui/TextAreaField'
import { TextField } from '../../../ui/TextField'

export type InviteCustomersActor = ActorRefFrom<typeof inviteCustomersMachine>
type Snapshot = SnapshotFrom<typeof inviteCustomersMachine>

const selectLines = (s: Snapshot) => s.context.lines
const selectProblems = (s: Snapshot) => shownProblems(s.context)
const selectMessage = (s: Snapshot) => s.context.message
const selectMessageProblem = (s: Snapshot) => messageProblem(s.context.message)
const selectFailure = (s: Snapshot) => s.context.failure
const selectSending = (s: Snapshot) => s.matches('sending')
const selectCanAdd = (s: Snapshot) => s.can({ type: 'invite.addLine' })

/** Invite customers: a line per company and its admin, the mail's message, Send. */
export function InviteCustomersDialog({ invite }: { invite: InviteCustomersActor }) {
  const lines = useSelector(invite, selectLines)
  const problems = useSelector(invite, selectProblems)
  const message = useSelector(invite, selectMessage)
  const messageFault = useSelector(invite, selectMessageProblem)
  const failure = useSelector(invite, selectFailure)
  const sending = useSelector(invite, selectSending)
  const canAdd = useSelector(invite, selectCanAdd)
  return (
    <Dialog
      open
      size="lg"
      title="Invite customers"
      onClose={() => invite.send({ type: 'invite.cancel' })}
      actions={
        <>
          <Button variant="ghost" disabled={sending} onClick={() => invite.send({ type: 'invite.cancel' })}>
            Cancel
          </Button>
          <Button
            disabled={sending}
            aria-busy={sending}
            onClick={() => invite.send({ type: 'invite.submit' })}
          >
            {sending ? 'Sending…' : 'Send invites'}
          </Button>
        </>
      }
    >
      <form
        aria-label="Invite customers"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          invite.send({ type: 'invite.submit' })
        }}
        className={css({ display: 'flex', flexDir: 'column', gap: '3' })}
      >
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          Each company gets a link for its admin to create the account. The link works once and expires in 14
          days; you can resend it from the list.
        </p>
        {lines.map((line, index) => (
          <fieldset
            key={index}
            aria-label={`Customer ${index + 1}`}
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
              gap: '3',
              alignItems: 'start',
            })}
          >
            <TextField
              label={`Company name ${index + 1}`}
              name={`companyName-${index}`}
              value={line.companyName}
              maxLength={255}
              error={problems[index]?.companyName}
              onChange={(event) =>
                invite.send({ type: 'invite.edit', index, field: 'companyName', value: event.target.value })
              }
            />
            <TextField
              label={`Admin email ${index + 1}`}
              name={`email-${index}`}
              type="email"
              value={line.email}
              error={problems[index]?.email}
              onChange={(event) =>
                invite.send({ type: 'invite.edit', index, field: 'email', value: event.target.value })
              }
            />
            {lines.length > 1 ? (
              <Button
                variant="ghost"
                size="sm"
                className={css({ mt: { md: '6' } })}
                aria-label={`Remove customer ${index + 1}`}
                onClick={() => invite.send({ type: 'invite.removeLine', index })}
              >
                Remove
              </Button>
            ) : null}
          </fieldset>
        ))}
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={!canAdd}
            onClick={() => invite.send({ type: 'invite.addLine' })}
          >
            Add another customer
          </Button>
          {!canAdd ? (
            <span className={css({ ml: '3', color: 'fg.muted', fontSize: 'sm' })}>
              {`At most ${INVITE_MAX_COMPANIES} at a time.`}
            </span>
          ) : null}
        </div>
        <TextAreaField
          label="Message"
          value={message}
          error={messageFault}
          onChange={(event) => invite.send({ type: 'invite.message', text: event.target.value })}
        />
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
      </form>
    </Dialog>
  )
}

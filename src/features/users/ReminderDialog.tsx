import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { reminderDialogMachine } from '../../../machines/users/reminder-dialog.machine'
import { hasReceivers, REMINDER_KINDS, REMINDER_TEXTS as T } from '../../domain/reminders'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { TextField } from '../../ui/TextField'
import {
  selectReminderAvailability,
  selectReminderBusy,
  selectReminderCounting,
  selectReminderFailure,
  selectReminderOpen,
  selectReminderSending,
  selectReminderSubjectError,
  selectReminderValues,
} from './reminder-selectors'

/** The reminder dialog (000 §2): what to remind about, who will get it, subject and message. */
export function ReminderDialog({ actor }: { actor: ActorRefFrom<typeof reminderDialogMachine> }) {
  const open = useSelector(actor, selectReminderOpen)
  const busy = useSelector(actor, selectReminderBusy)
  const counting = useSelector(actor, selectReminderCounting)
  const sending = useSelector(actor, selectReminderSending)
  const values = useSelector(actor, selectReminderValues)
  const availability = useSelector(actor, selectReminderAvailability)
  const subjectError = useSelector(actor, selectReminderSubjectError)
  const failure = useSelector(actor, selectReminderFailure)
  const close = () => actor.send({ type: 'reminder.close' })
  return (
    <Dialog
      open={open}
      title="Send reminder"
      closable={!sending}
      onClose={close}
      actions={
        <>
          <Button variant="ghost" disabled={sending} onClick={close}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="reminder-form"
            disabled={busy || !hasReceivers(availability)}
            aria-busy={sending}
          >
            {sending ? 'Sending…' : 'Send reminder'}
          </Button>
        </>
      }
    >
      <form
        id="reminder-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'reminder.send' })
        }}
        className={css({ display: 'flex', flexDir: 'column', gap: '3' })}
      >
        <fieldset className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>Remind about</legend>
          <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
            {REMINDER_KINDS.map(({ kind, label }) => (
              <label key={kind} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <input
                  type="checkbox"
                  checked={values.kinds.includes(kind)}
                  disabled={sending}
                  onChange={(event) =>
                    actor.send({
                      type: 'reminder.kinds',
                      kinds: event.target.checked
                        ? [...values.kinds, kind]
                        : values.kinds.filter((k) => k !== kind),
                    })
                  }
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div role="status" aria-live="polite" className={css({ fontSize: 'sm', minH: '10' })}>
          {counting ? (
            <p className={css({ color: 'text.muted' })}>Counting who will receive it…</p>
          ) : values.kinds.length === 0 ? (
            <p>{T.pickKind}</p>
          ) : availability ? (
            <>
              <p className={css({ fontWeight: 'medium' })}>{T.willReceive(availability.willReceive)}</p>
              {availability.willNotReceive.map((skip) => (
                <p key={skip.reason} className={css({ color: 'text.muted' })}>
                  {T.willNotReceive(skip.count, skip.reason)}
                </p>
              ))}
            </>
          ) : null}
        </div>
        {failure ? (
          <Alert tone="danger">
            {failure}{' '}
            <Button size="sm" variant="link" onClick={() => actor.send({ type: 'reminder.retry' })}>
              Retry
            </Button>
          </Alert>
        ) : null}
        <TextField
          label="Subject"
          name="reminder-subject"
          value={values.subject}
          maxLength={300}
          error={subjectError}
          onChange={(event) => actor.send({ type: 'reminder.text', values: { subject: event.target.value } })}
        />
        <div className={css({ display: 'flex', flexDir: 'column', gap: '1.5' })}>
          <label htmlFor="reminder-message" className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            Message (optional)
          </label>
          <textarea
            id="reminder-message"
            rows={4}
            maxLength={5000}
            value={values.message}
            onChange={(event) =>
              actor.send({ type: 'reminder.text', values: { message: event.target.value } })
            }
            className={css({ p: '3', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md' })}
          />
        </div>
      </form>
    </Dialog>
  )
}

import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { automaticRemindersMachine } from '../../../machines/settings/automatic-reminders.machine'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { RetryAlert } from '../../ui/ListParts'
import { panel } from '../../ui/surfaces'
import { TextField } from '../../ui/TextField'
import {
  selectBusy,
  selectDraft,
  selectFailure,
  selectLoadFailure,
  selectLoading,
  selectProblems,
  selectReady,
} from './automatic-reminders-selectors'
import { actionRow, muted, panelHeading } from './settings-styles'

const check = css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })
const twoColumns = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })

/** Settings → Email reminders → Automatic reminders. */
export default function AutomaticRemindersPanel({
  logic,
  inspect,
}: {
  logic: typeof automaticRemindersMachine
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, inspect ? { inspect } : {})
  const loading = useSelector(actor, selectLoading)
  const loadFailure = useSelector(actor, selectLoadFailure)
  const ready = useSelector(actor, selectReady)
  const failure = useSelector(actor, selectFailure)
  const busy = useSelector(actor, selectBusy)
  const draft = useSelector(actor, selectDraft)
  const problems = useSelector(actor, selectProblems)

  return (
    <section aria-labelledby="automatic-title" className={panel}>
      <h2 id="automatic-title" className={panelHeading}>
        Automatic reminders
      </h2>
      <p className={muted}>
        Learners with unfinished training, policies or videos get the reminder message of your notification
        texts as the due date comes near.
      </p>
      <RetryAlert message={loadFailure} onRetry={() => actor.send({ type: 'retry' })} />
      {loading ? <p className={muted}>Loading…</p> : null}
      {ready ? (
        <form
          aria-label="Automatic reminders"
          noValidate
          className={css({ display: 'grid', gap: '3', maxW: '640px' })}
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'reminders.save' })
          }}
        >
          <label className={check}>
            <input
              type="checkbox"
              checked={draft.enabled}
              onChange={() => actor.send({ type: 'enabled.toggle' })}
            />
            Send automatic reminders
          </label>
          <div className={twoColumns}>
            <TextField
              label="Days before the due date"
              name="daysBeforeDue"
              inputMode="numeric"
              value={draft.daysBeforeDue}
              error={problems.daysBeforeDue}
              onChange={(event) =>
                actor.send({ type: 'days.change', field: 'daysBeforeDue', value: event.target.value })
              }
            />
            <TextField
              label="Repeat every (days)"
              name="repeatEveryDays"
              inputMode="numeric"
              value={draft.repeatEveryDays}
              error={problems.repeatEveryDays}
              onChange={(event) =>
                actor.send({ type: 'days.change', field: 'repeatEveryDays', value: event.target.value })
              }
            />
          </div>
          <label className={check}>
            <input
              type="checkbox"
              checked={draft.includeOverdue}
              onChange={() => actor.send({ type: 'overdue.toggle' })}
            />
            Also remind about overdue tasks
          </label>
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <div className={actionRow}>
            <Button type="submit" disabled={busy}>
              Save
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => actor.send({ type: 'reminders.cancel' })}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  )
}

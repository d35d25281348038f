import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { FREQUENCY_LABELS, SCHEDULE_FREQUENCIES, SCHEDULE_TEXTS } from '../../domain/report-schedule'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import {
  selectScheduleForm,
  selectScheduleLoadFailed,
  selectScheduleLoading,
  selectScheduleOpen,
  selectScheduleSaving,
  type ReportScheduleActor,
} from './schedule-selectors'

const legend = css({ fontSize: 'sm', fontWeight: 'semibold', mb: '1' })
const choice = css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', py: '1' })

/** The Schedule button of a report page, and its dialog. */
export function ScheduleButton({ schedule }: { schedule: ReportScheduleActor }) {
  return (
    <>
      <Button variant="outline" onClick={() => schedule.send({ type: 'schedule.open' })}>
        Schedule
      </Button>
      <ScheduleDialog schedule={schedule} />
    </>
  )
}

function ScheduleDialog({ schedule }: { schedule: ReportScheduleActor }) {
  const open = useSelector(schedule, selectScheduleOpen)
  const loading = useSelector(schedule, selectScheduleLoading)
  const loadFailed = useSelector(schedule, selectScheduleLoadFailed)
  const saving = useSelector(schedule, selectScheduleSaving)
  const form = useSelector(schedule, selectScheduleForm)
  const close = () => schedule.send({ type: 'schedule.close' })
  const editing = !loading && loadFailed === null
  return (
    <Dialog
      open={open}
      title={SCHEDULE_TEXTS.title}
      onClose={close}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          {editing ? (
            <Button type="submit" form="report-schedule-form" disabled={saving} aria-busy={saving}>
              Schedule
            </Button>
          ) : null}
        </>
      }
    >
      <p className={css({ fontSize: 'sm', color: 'text.muted', mb: '3' })}>{SCHEDULE_TEXTS.hint}</p>
      {loading ? <p>Loading admins…</p> : null}
      {loadFailed !== null ? (
        <Alert tone="danger">
          {loadFailed}{' '}
          <Button variant="link" onClick={() => schedule.send({ type: 'schedule.retry' })}>
            Retry
          </Button>
        </Alert>
      ) : null}
      {editing ? (
        <form
          id="report-schedule-form"
          noValidate
          className={css({ display: 'grid', gap: '4' })}
          onSubmit={(event) => {
            event.preventDefault()
            schedule.send({ type: 'schedule.submit' })
          }}
        >
          <fieldset>
            <legend className={legend}>How often</legend>
            {SCHEDULE_FREQUENCIES.map((frequency) => (
              <label key={frequency} className={choice}>
                <input
                  type="radio"
                  name="frequency"
                  checked={form.frequency === frequency}
                  onChange={() => schedule.send({ type: 'schedule.frequency', frequency })}
                />
                {FREQUENCY_LABELS[frequency]}
              </label>
            ))}
          </fieldset>
          <fieldset aria-describedby={form.error ? 'report-schedule-error' : undefined}>
            <legend className={legend}>Send to</legend>
            <div className={css({ maxH: '48', overflowY: 'auto' })}>
              {form.recipients.map((person) => (
                <label key={person.id} className={choice}>
                  <input
                    type="checkbox"
                    checked={form.recipientIds.includes(person.id)}
                    onChange={() => schedule.send({ type: 'schedule.toggle', id: person.id })}
                  />
                  {person.fullName}
                  <span className={css({ color: 'text.muted' })}>{person.email}</span>
                </label>
              ))}
            </div>
            {form.error ? (
              <p
                id="report-schedule-error"
                role="alert"
                className={css({ color: 'red.700', fontSize: 'sm' })}
              >
                {form.error}
              </p>
            ) : null}
          </fieldset>
          {form.failure ? <Alert tone="danger">{form.failure}</Alert> : null}
        </form>
      ) : null}
    </Dialog>
  )
}

import { css } from '../../../styled-system/css'
import { TRAINING_DAYS_MAX } from '../../domain/request-limits'
import { TRAINING_CUSTOM_DAYS, TRAINING_DAYS_PRESETS } from '../../domain/training-campaign'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'

// The parts of a training's delivery that the course's own training form and the course sharing form share:
// when it starts and how long learners have (000 §5 days rules), and the learners' notification.

const choice = css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' })
const legend = css({ fontSize: 'sm', fontWeight: 'semibold', mb: '-2' })
const group = css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'center' })

interface Schedule {
  startDate: string
  daysPreset: number
  customDays: string
}
interface Notification {
  notificationsEnabled: boolean
  subject: string
  message: string
}
type Problems = Partial<Record<'startDate' | 'days' | 'subject' | 'message', string>>

export function ScheduleFields({
  draft,
  problems,
  change,
  startEditable = true,
  min,
}: {
  draft: Schedule
  problems: Problems
  change: (patch: Partial<Schedule>) => void
  startEditable?: boolean
  min?: string
}) {
  return (
    <>
      <TextField
        label="Start date"
        name="startDate"
        type="date"
        min={min}
        value={draft.startDate}
        disabled={!startEditable}
        hint={startEditable ? undefined : 'Started: the start date stays.'}
        error={problems.startDate}
        onChange={(event) => change({ startDate: event.target.value })}
      />
      <span className={legend}>Days to complete</span>
      <div role="radiogroup" aria-label="Days to complete" className={group}>
        {TRAINING_DAYS_PRESETS.map((days, index) => (
          <label key={index} className={choice}>
            <input
              type="radio"
              name="trainingDays"
              checked={draft.daysPreset === index}
              onChange={() => change({ daysPreset: index })}
            />
            {days === null ? 'Custom' : `${days} days`}
          </label>
        ))}
      </div>
      {draft.daysPreset === TRAINING_CUSTOM_DAYS ? (
        <TextField
          label="Custom days"
          name="customDays"
          inputMode="numeric"
          hint={`1 to ${TRAINING_DAYS_MAX}`}
          value={draft.customDays}
          error={problems.days}
          onChange={(event) => change({ customDays: event.target.value })}
        />
      ) : null}
    </>
  )
}

export function NotificationFields({
  draft,
  problems,
  change,
}: {
  draft: Notification
  problems: Problems
  change: (patch: Partial<Notification>) => void
}) {
  return (
    <>
      <label className={choice}>
        <input
          type="checkbox"
          checked={draft.notificationsEnabled}
          onChange={(event) => change({ notificationsEnabled: event.target.checked })}
        />
        Email learners when the training starts
      </label>
      {draft.notificationsEnabled ? (
        <>
          <TextField
            label="Subject"
            name="subject"
            maxLength={200}
            value={draft.subject}
            error={problems.subject}
            onChange={(event) => change({ subject: event.target.value })}
          />
          <TextAreaField
            label="Message"
            name="message"
            maxLength={2000}
            value={draft.message}
            error={problems.message}
            onChange={(event) => change({ message: event.target.value })}
          />
        </>
      ) : null}
    </>
  )
}

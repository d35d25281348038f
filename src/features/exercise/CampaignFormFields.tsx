import { css } from '../../../styled-system/css'
import {
  CUSTOM_DAYS_PRESET,
  DAYS_PRESETS,
  MAX_DAYS_TO_COMPLETE,
  type CampaignForm,
  type CampaignFormErrors,
} from '../../domain/exercise-campaign'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'

// The fields the wizard's Settings step and the Campaign Settings dialog share. `prefix` keeps the two forms'
// field names apart when both are on one page.

const choice = css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' })

interface FieldsProps {
  form: CampaignForm
  errors: CampaignFormErrors
  change: (patch: Partial<CampaignForm>) => void
  prefix?: string
}

export function DaysToCompleteFields({ form, errors, change, prefix = '' }: FieldsProps) {
  return (
    <>
      <div
        role="radiogroup"
        aria-label="Days to complete"
        className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'center' })}
      >
        {DAYS_PRESETS.map((days, index) => (
          <label key={index} className={choice}>
            <input
              type="radio"
              name={`${prefix}daysPreset`}
              checked={form.daysPreset === index}
              onChange={() => change({ daysPreset: index })}
            />
            {days === null ? 'Custom' : `${days} days`}
          </label>
        ))}
      </div>
      {form.daysPreset === CUSTOM_DAYS_PRESET ? (
        <TextField
          label="Custom days"
          name={`${prefix}customDays`}
          inputMode="numeric"
          hint={`1 to ${MAX_DAYS_TO_COMPLETE}`}
          value={form.customDays}
          error={errors.days}
          onChange={(event) => change({ customDays: event.target.value })}
        />
      ) : null}
    </>
  )
}

export function NotificationFields({ form, errors, change, prefix = '' }: FieldsProps) {
  return (
    <>
      <label className={choice}>
        <input
          type="checkbox"
          checked={form.isNotificationEnabled}
          onChange={(event) => change({ isNotificationEnabled: event.target.checked })}
        />
        Email learners when the exercise starts
      </label>
      {form.isNotificationEnabled ? (
        <>
          <TextField
            label="Subject"
            name={`${prefix}subject`}
            maxLength={200}
            value={form.subject}
            error={errors.subject}
            onChange={(event) => change({ subject: event.target.value })}
          />
          <TextAreaField
            label="Message"
            name={`${prefix}message`}
            rows={3}
            maxLength={2000}
            value={form.message}
            error={errors.message}
            onChange={(event) => change({ message: event.target.value })}
          />
        </>
      ) : null}
    </>
  )
}

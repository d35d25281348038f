import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import {
  hourLabel,
  RECURRENCE_LABELS,
  RECURRENCES,
  SEND_DAY_OPTIONS,
  SEND_HOURS,
  sendDaysLabel,
} from '../../../domain/simulation/campaign'
import { type SimulationDraft } from '../../../domain/simulation/draft'
import { TextField } from '../../../ui/TextField'
import { FilterSelect } from './FilterSelect'
import { selectDraft, selectMessages, type CreateFlow } from './selectors'

const error = css({ color: 'danger', fontSize: 'sm' })

/** Step 4: the name and when mails go out (000 §4 recurrence, §9 send days and hours). */
export function ScheduleStep({ flow }: { flow: CreateFlow }) {
  const draft = useSelector(flow, selectDraft)
  const messages = useSelector(flow, selectMessages)
  const change = (patch: Partial<SimulationDraft>) => flow.send({ type: 'draft.change', patch })
  const hours = SEND_HOURS.map((hour) => ({ id: String(hour), label: hourLabel(hour) }))
  return (
    <div className={css({ display: 'grid', gap: '4', maxW: '2xl' })}>
      <TextField
        label="Campaign name"
        name="name"
        value={draft.name}
        maxLength={200}
        error={messages.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        {draft.kind === 'SMART' ? (
          <SelectRequired
            label="Repeat"
            value={draft.recurrence}
            options={RECURRENCES.filter((r) => r !== 'once').map((id) => ({
              id,
              label: RECURRENCE_LABELS[id],
            }))}
            onChange={(recurrence) => change({ recurrence: recurrence as SimulationDraft['recurrence'] })}
          />
        ) : null}
        <SelectRequired
          label="Send over"
          value={String(draft.sendDays)}
          options={SEND_DAY_OPTIONS.map((days) => ({ id: String(days), label: sendDaysLabel(days) }))}
          onChange={(days) => change({ sendDays: Number(days) })}
        />
        <SelectRequired
          label="From"
          value={String(draft.startHour)}
          options={hours}
          onChange={(hour) => change({ startHour: Number(hour) })}
        />
        <SelectRequired
          label="Until"
          value={String(draft.endHour)}
          options={hours}
          onChange={(hour) => change({ endHour: Number(hour) })}
        />
      </div>
      {messages.endHour ? (
        <p role="alert" className={error}>
          {messages.endHour}
        </p>
      ) : null}
      <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <input
          type="checkbox"
          checked={draft.businessDaysOnly}
          onChange={(event) => change({ businessDaysOnly: event.target.checked })}
        />
        Business days only (Monday to Friday)
      </label>
      <TextField
        label="Start date (empty: today)"
        name="startDate"
        type="date"
        value={draft.startDate ?? ''}
        error={messages.startDate}
        onChange={(event) => change({ startDate: event.target.value === '' ? null : event.target.value })}
      />
      <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
        Each recipient gets their mail inside these hours in their own time zone (yours, when theirs is not
        known). The review shows when each one is planned.
      </p>
    </div>
  )
}

/** A select with no empty choice: these settings always have a value. */
function SelectRequired(props: {
  label: string
  value: string
  options: readonly { id: string; label: string }[]
  onChange: (value: string) => void
}) {
  return <FilterSelect {...props} hideAll />
}

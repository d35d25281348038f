import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { RANGE_LABELS, RANGE_PRESETS, type RangePreset } from '../../domain/report-range'
import { Button } from '../../ui/Button'
import { listControl } from '../../ui/ListParts'
import {
  selectDraft,
  selectEditingCustom,
  selectRangeChoice,
  selectRangeError,
  selectRangeLabel,
  selectToday,
  type ReportRangeActor,
} from './range-selectors'

const field = css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })

/** A report's period: the presets, or two days of a custom range checked on Apply. */
export function RangePicker({ range }: { range: ReportRangeActor }) {
  const choice = useSelector(range, selectRangeChoice)
  const label = useSelector(range, selectRangeLabel)
  const editing = useSelector(range, selectEditingCustom)
  const draft = useSelector(range, selectDraft)
  const error = useSelector(range, selectRangeError)
  const today = useSelector(range, selectToday)
  const invalid = (name: 'from' | 'to') => error !== null && (error.field === name || error.field === 'range')
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}>
      <label className={field}>
        Period
        <select
          className={listControl}
          value={choice}
          aria-describedby="report-period-days"
          onChange={(event) =>
            event.target.value === 'custom'
              ? range.send({ type: 'range.custom' })
              : range.send({ type: 'range.preset', preset: event.target.value as RangePreset })
          }
        >
          {[...RANGE_PRESETS, 'custom' as const].map((value) => (
            <option key={value} value={value}>
              {RANGE_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      {editing ? (
        <form
          aria-label="Custom range"
          noValidate
          className={css({ display: 'flex', gap: '2', alignItems: 'end', flexWrap: 'wrap' })}
          onSubmit={(event) => {
            event.preventDefault()
            range.send({ type: 'range.apply' })
          }}
        >
          <label className={field}>
            From
            <input
              type="date"
              className={listControl}
              value={draft.from}
              max={today}
              aria-invalid={invalid('from')}
              aria-describedby={error ? 'report-range-error' : undefined}
              onChange={(event) => range.send({ type: 'range.editFrom', value: event.target.value })}
            />
          </label>
          <label className={field}>
            To
            <input
              type="date"
              className={listControl}
              value={draft.to}
              max={today}
              aria-invalid={invalid('to')}
              aria-describedby={error ? 'report-range-error' : undefined}
              onChange={(event) => range.send({ type: 'range.editTo', value: event.target.value })}
            />
          </label>
          <Button type="submit">Apply</Button>
          <Button variant="ghost" onClick={() => range.send({ type: 'range.cancel' })}>
            Cancel
          </Button>
          {error ? (
            <p
              id="report-range-error"
              role="alert"
              className={css({ color: 'red.700', fontSize: 'sm', w: 'full' })}
            >
              {error.message}
            </p>
          ) : null}
        </form>
      ) : (
        <p id="report-period-days" className={css({ fontSize: 'sm', color: 'text.muted', pb: '2' })}>
          {label}
        </p>
      )}
    </div>
  )
}

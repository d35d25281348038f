import { css } from '../../../styled-system/css'
import { listControl } from '../../ui/ListParts'

/** One of a report's filters: "All …" or a single choice, the choice's id sent up. */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string
  allLabel: string
  value: string
  options: readonly { id: string; name: string }[]
  onChange: (ids: string[]) => void
}) {
  return (
    <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
      {label}
      <select
        className={listControl}
        value={value}
        onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  )
}

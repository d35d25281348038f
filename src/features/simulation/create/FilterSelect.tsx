import { useId } from 'react'
import { css } from '../../../../styled-system/css'

const control = css({
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  px: '3',
  py: '2',
  bg: 'surface.card',
  minW: '40',
})

/** A labelled native select whose first choice is "everything" (a filter) or "none". */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel = 'All',
  hideAll = false,
}: {
  label: string
  value: string
  options: readonly { id: string; label: string }[]
  onChange: (value: string) => void
  allLabel?: string
  /** No empty choice: the setting always has a value. */
  hideAll?: boolean
}) {
  const id = useId()
  return (
    <div className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={control} value={value} onChange={(event) => onChange(event.target.value)}>
        {hideAll ? null : <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

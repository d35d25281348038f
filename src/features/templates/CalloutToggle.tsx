import { css } from '../../../styled-system/css'

export function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (on: boolean) => void
}) {
  return (
    <label
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        fontWeight: 'semibold',
        cursor: 'pointer',
      })}
    >
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  )
}

import { css, cva } from '../../../styled-system/css'

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

/** The card each kind of callout sits in; the body callouts' card is roomier. */
export const panel = cva({
  base: {
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    p: '3',
    bg: 'surface.card',
    display: 'grid',
    gap: '2',
  },
  variants: { roomy: { true: { gap: '3' } } },
})

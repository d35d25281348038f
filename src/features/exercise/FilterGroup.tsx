import { css } from '../../../styled-system/css'
import { type FilterOption } from '../../domain/exercise-report'

export const chipToggle = (on: boolean) =>
  css({
    px: '3',
    py: '1',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: on ? 'brand' : 'border.strong',
    // Chosen reads at a glance: filled, bold and ticked, not a tint of the unchosen.
    bg: on ? 'brand' : 'surface.card',
    color: on ? 'brand.contrast' : 'text',
    fontWeight: on ? 'semibold' : 'normal',
    fontSize: 'sm',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand', outlineOffset: '2px' },
  })

export function FilterGroup({
  label,
  options,
  chosen,
  onChange,
}: {
  label: string
  options: FilterOption[]
  chosen: string[]
  onChange: (ids: string[]) => void
}) {
  if (options.length === 0) return null
  return (
    <fieldset className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
      <legend className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '1' })}>{label}</legend>
      {options.map((option) => {
        const on = chosen.includes(option.id)
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={on}
            className={chipToggle(on)}
            onClick={() => onChange(on ? chosen.filter((id) => id !== option.id) : [...chosen, option.id])}
          >
            {on ? <span aria-hidden="true">✓ </span> : null}
            {option.name}
          </button>
        )
      })}
    </fieldset>
  )
}

import { css } from '../../styled-system/css'

// A labelled group of checkboxes over a short list (departments, groups): every choice visible at once.
const list = css({
  display: 'grid',
  gap: '1',
  maxH: '56',
  overflowY: 'auto',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
})
const choice = css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' })

export interface ChecklistOption {
  id: string
  name: string
}

export function Checklist({
  label,
  options,
  chosen,
  onChange,
  error,
}: {
  label: string
  options: readonly ChecklistOption[]
  chosen: readonly string[]
  onChange: (ids: string[]) => void
  error?: string | null | undefined
}) {
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <div role="group" aria-label={label} aria-invalid={error ? true : undefined} className={list}>
        {options.length === 0 ? <p className={css({ color: 'text.muted' })}>None yet.</p> : null}
        {options.map((option) => (
          <label key={option.id} className={choice}>
            <input
              type="checkbox"
              checked={chosen.includes(option.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id),
                )
              }
            />
            {option.name}
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

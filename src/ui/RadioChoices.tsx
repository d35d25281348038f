import { css } from '../../styled-system/css'

const row = css({ display: 'flex', gap: '4', flexWrap: 'wrap' })
const choice = css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' })

/** A labelled row of native radios over a few fixed choices (who a campaign or tournament is for). */
export function RadioChoices<T extends string>({
  label,
  name,
  choices,
  labels,
  value,
  onChange,
}: {
  label: string
  name: string
  choices: readonly T[]
  labels: Record<T, string>
  value: T
  onChange: (value: T) => void
}) {
  return (
    <div role="radiogroup" aria-label={label} className={row}>
      {choices.map((choiceValue) => (
        <label key={choiceValue} className={choice}>
          <input
            type="radio"
            name={name}
            checked={value === choiceValue}
            onChange={() => onChange(choiceValue)}
          />
          {labels[choiceValue]}
        </label>
      ))}
    </div>
  )
}

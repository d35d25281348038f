import { ValidationMessage } from '@felte/reporter-react'
import { useId, type SelectHTMLAttributes } from 'react'
import { field } from '../../styled-system/recipes'

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string
  name: string
  placeholder: string
  options: readonly { id: string; label: string }[]
  error?: string | null | undefined
}

/** Label, native select (keyboard and screen-reader behaviour for free), and its error. */
export function SelectField({ label, placeholder, options, error, id, ...select }: SelectFieldProps) {
  const classes = field()
  const generated = useId()
  const selectId = id ?? generated
  return (
    <div className={classes.root}>
      <label htmlFor={selectId} className={classes.label}>
        {label}
      </label>
      <select
        id={selectId}
        className={classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        {...(select.value === undefined ? { defaultValue: '' } : {})}
        {...select}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${selectId}-error`} className={classes.error} role="alert">
          {error}
        </p>
      ) : (
        <p aria-hidden="true" className={classes.hint} />
      )}
    </div>
  )
}

/** A SelectField inside a felte form. */
export function FormSelectField(props: Omit<SelectFieldProps, 'error'>) {
  return (
    <ValidationMessage for={props.name}>
      {(messages) => <SelectField {...props} error={messages?.[0]} />}
    </ValidationMessage>
  )
}

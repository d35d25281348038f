import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { field } from '../../styled-system/recipes'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string
  name: string
  error?: string | null | undefined
  hint?: ReactNode
}

/**
 * Label, input, hint and error wired together (aria-describedby, aria-invalid). Plain elements rather than
 * Ark's Field: this part sits on /login, whose first-render JavaScript budget is 90 KB.
 */
export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  const classes = field()
  const generated = useId()
  const inputId = id ?? generated
  // The hint stays beside an error: the error says what is wrong, the hint what a right value looks like.
  const describedBy =
    [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className={classes.root}>
      <label htmlFor={inputId} className={classes.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <p id={`${inputId}-error`} className={classes.error} role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${inputId}-hint`} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {!hint && !error ? <p aria-hidden="true" className={classes.hint} /> : null}
    </div>
  )
}

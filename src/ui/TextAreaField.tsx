import { useId, type TextareaHTMLAttributes } from 'react'
import { css, cx } from '../../styled-system/css'
import { visuallyHidden } from '../../styled-system/patterns'
import { field } from '../../styled-system/recipes'

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: string
  error?: string | null | undefined
  /** The label is read out but not shown (a group's legend already says what the field is for). */
  hideLabel?: boolean
  minRows?: '16' | '24' | '32'
}

/** TextField's multi-line sibling: label, textarea and error wired together (aria-invalid, the error as alert). */
export function TextAreaField({
  label,
  error,
  hideLabel,
  minRows = '16',
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const classes = field()
  const generated = useId()
  const areaId = id ?? generated
  return (
    <div className={classes.root}>
      <label htmlFor={areaId} className={hideLabel ? visuallyHidden() : classes.label}>
        {label}
      </label>
      <textarea
        id={areaId}
        className={cx(classes.input, css({ minH: minRows, py: '2' }), className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        {...textarea}
      />
      {error ? (
        <p id={`${areaId}-error`} className={classes.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

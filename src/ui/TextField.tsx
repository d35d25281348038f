import { Field } from '@ark-ui/react/field'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { field } from '../../styled-system/recipes'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string
  name: string
  error?: string | null | undefined
  hint?: ReactNode
}

/** Ark's Field wires label, input and error text together (aria-describedby, aria-invalid). */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const classes = field()
  return (
    <Field.Root invalid={Boolean(error)} className={classes.root}>
      <Field.Label className={classes.label}>{label}</Field.Label>
      <Field.Input className={classes.input} {...input} />
      {hint && !error ? <Field.HelperText className={classes.hint}>{hint}</Field.HelperText> : null}
      <Field.ErrorText className={classes.error}>{error}</Field.ErrorText>
    </Field.Root>
  )
}

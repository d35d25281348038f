import { ValidationMessage } from '@felte/reporter-react'
import { TextField, type TextFieldProps } from './TextField'

/** A TextField inside a felte form: the schema's message first, else an error from the server. */
export function FormTextField({
  serverError,
  ...field
}: Omit<TextFieldProps, 'error'> & { serverError?: string | null }) {
  return (
    <ValidationMessage for={field.name}>
      {(messages) => <TextField {...field} error={messages?.[0] ?? serverError} />}
    </ValidationMessage>
  )
}

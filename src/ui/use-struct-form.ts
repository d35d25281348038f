import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react'
import { validate, type Struct } from 'superstruct'

// /login's form without felte (issue 23: the first screen's JavaScript budget): the same superstruct schema
// and felte's timing — a field is checked once it loses focus, then on every change, and all of them on
// submit. Forms past the first screen keep felte; this carries only what a sign-in form needs.

type Values = Record<string, string>

function errorsOf<T extends Values>(values: T, struct: Struct<T>): Partial<Record<keyof T, string>> {
  const [failure] = validate(values, struct)
  const errors: Partial<Record<keyof T, string>> = {}
  for (const item of failure?.failures() ?? []) {
    const key = item.path[0] as keyof T | undefined
    if (key !== undefined && errors[key] === undefined) errors[key] = item.message
  }
  return errors
}

export function useStructForm<T extends Values>(
  struct: Struct<T>,
  initial: T,
  onSubmit: (values: T) => void,
) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({})
  const errors = errorsOf(values, struct)
  // A form drawn in the page's HTML (the prerendered sign-in page) may hold what the visitor typed, or what the
  // browser filled in, before the script took it over: when React attaches to it, those values become the form's,
  // and a submit the page held meanwhile (src/early-session.ts) is sent.
  const adopt = useCallback(
    (element: HTMLFormElement | null) => {
      if (!element) return
      const typed: Partial<T> = {}
      for (const name of Object.keys(initial) as (keyof T & string)[]) {
        const input = element.elements.namedItem(name)
        if (input instanceof HTMLInputElement && input.value !== initial[name])
          typed[name] = input.value as T[keyof T & string]
      }
      if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }))
      // Hydrated now: the page's first script stops holding submits, and sends again the one it held. The mark
      // dates it for the bench, which counts the scripts asked for before it.
      window.__consoleStarted = true
      performance.mark('form-interactive')
      if (window.__heldSubmit === element) {
        window.__heldSubmit = undefined
        setTimeout(() => element.requestSubmit())
      }
    },
    [initial],
  )
  return {
    /** The form element's ref callback, for a form whose HTML may come before its script. */
    adoptTypedValues: adopt,
    /** The input's props, and the schema's message once the field was left. */
    field: (name: keyof T & string) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value
        setValues((current) => ({ ...current, [name]: value }))
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      schemaError: touched[name] ? (errors[name] ?? null) : null,
    }),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      // What the fields hold now: a form sent while its drawn HTML was being taken over may not have told the
      // state yet.
      const data = new FormData(event.currentTarget)
      const sent = Object.fromEntries(
        Object.keys(values).map((key) => [key, String(data.get(key) ?? values[key as keyof T])]),
      ) as T
      setValues(sent)
      setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as typeof touched)
      if (Object.keys(errorsOf(sent, struct)).length === 0) onSubmit(sent)
    },
  }
}

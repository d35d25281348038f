import { array, refine, string, validate, type Struct } from 'superstruct'

// One validation style: a form's rules are a superstruct schema here in src/domain, with the spec's messages.
// The machine's guard asks `holds(schema, values)`, the view shows `fieldProblems(schema, values)`, and the
// gateway checks the request with the same schema. Fields are checked independently; a field's message is
// the first of its rules that fails.

/** Each field's first message, by its top-level name; {} when the values hold. */
export function fieldProblems<T>(
  struct: Struct<T, unknown>,
  values: unknown,
): Partial<Record<keyof T, string>> {
  const [failure] = validate(values, struct)
  const problems: Partial<Record<keyof T, string>> = {}
  for (const item of failure?.failures() ?? []) {
    const key = item.path[0] as keyof T | undefined
    if (key !== undefined && problems[key] === undefined) problems[key] = item.message
  }
  return problems
}

/** A list's problems: each item's fields' first messages, by index; [] when the whole list holds. */
export function itemProblems<T>(struct: Struct<T[], unknown>, items: readonly unknown[]) {
  const [failure] = validate(items, struct)
  if (!failure) return []
  const problems = items.map((): Partial<Record<keyof T, string>> => ({}))
  for (const item of failure.failures()) {
    const [index, key] = item.path as [number | undefined, keyof T | undefined]
    const found = index === undefined ? undefined : problems[index]
    if (found && key !== undefined && found[key] === undefined) found[key] = item.message
  }
  return problems
}

/** Every message, each with its field (the path joined by dots), in the order the rules found them. */
export function problemList<T>(struct: Struct<T, unknown>, values: unknown) {
  const [failure] = validate(values, struct)
  return (failure?.failures() ?? []).map((item) => ({ field: item.path.join('.'), message: item.message }))
}

/** Whether the values hold: what a machine's guard asks before it sends. */
export const holds = <T>(struct: Struct<T, unknown>, values: unknown) =>
  validate(values, struct)[0] === undefined

/** A rule: what must be true of the (trimmed) text, and the message when it is not. */
export type TextRule = readonly [test: (trimmed: string) => boolean, message: string]

/** A text field checked by its rules in order, on the trimmed text: the first that fails gives the message. */
export const text = (...rules: readonly TextRule[]) =>
  refine(string(), 'rules', (value) => {
    const trimmed = value.trim()
    for (const [test, message] of rules) if (!test(trimmed)) return message
    return true
  })

/** A list of choices of which at least one must be made. */
export const atLeastOne = (message: string) =>
  refine(array(string()), 'chosen', (list) => list.length > 0 || message)

/** The common first rule: something typed. */
export const filled = (message: string): TextRule => [(trimmed) => trimmed !== '', message]

// What a chips combobox offers (departments, groups): the known names not chosen yet that contain the typed
// text, and "Create …" at the end when the text names nothing known (names compare without case).

export interface ComboItem {
  value: string
  label: string
  /** The name a pick adds. */
  name: string
}

export const COMBO_LIMIT = 50
/** One value whatever was typed: the highlight stays on "Create …" while the text under it changes. */
export const CREATE_VALUE = 'create'

export function comboboxItems(
  known: readonly string[],
  chosen: readonly string[],
  text: string,
): ComboItem[] {
  const typed = text.trim()
  const needle = typed.toLowerCase()
  const taken = new Set(chosen.map((name) => name.toLowerCase()))
  const matches = known
    .filter((name) => !taken.has(name.toLowerCase()) && name.toLowerCase().includes(needle))
    .slice(0, COMBO_LIMIT)
    .map((name) => ({ value: `known:${name}`, label: name, name }))
  const exists = [...known, ...chosen].some((name) => name.toLowerCase() === needle)
  return typed && !exists
    ? [...matches, { value: CREATE_VALUE, label: `Create "${typed}"`, name: typed }]
    : matches
}

/** A name added to a list of names unless it is there already (in any case). */
export function withName(names: readonly string[], name: string): string[] {
  const trimmed = name.trim()
  return !trimmed || names.some((n) => n.toLowerCase() === trimmed.toLowerCase())
    ? [...names]
    : [...names, trimmed]
}

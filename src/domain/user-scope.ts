// The selected-users picker narrowed to one department's or group's learners (002 §7 users/by_departments,
// users/by_groups); null for the whole company.
export type UserScope = { kind: 'department' | 'group'; id: string } | null

/** The scope as a select's value ('' for the whole company), and back. */
export const scopeValue = (scope: UserScope) => (scope ? `${scope.kind}:${scope.id}` : '')

export function scopeOf(value: string): UserScope {
  const [kind, ...rest] = value.split(':')
  const id = rest.join(':')
  return (kind === 'department' || kind === 'group') && id ? { kind, id } : null
}

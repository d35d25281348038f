// Roles and the permission rule of spec 000 §6 / 001 §6.
export const ROLES = ['admin', 'superadmin', 'support', 'msp', 'hidden', 'user', 'guest'] as const
export type Role = (typeof ROLES)[number]

export const DEFAULT_ROLE: Role = 'guest'

export const ROLE_GROUPS = {
  adminPanel: ['admin', 'superadmin', 'msp', 'support'],
  staff: ['admin', 'superadmin', 'support'],
  /** The platform's own staff, who act across companies (ours: /platform/companies, /client-errors). */
  platform: ['superadmin', 'support'],
  userArea: ['admin', 'user'],
  guestOnly: [],
  mspOnly: ['msp'],
  errorPages: ['admin', 'user', 'msp', 'superadmin'],
  hidden: ['hidden'],
} as const satisfies Record<string, readonly Role[]>

/**
 * No requirement → allowed to all; an empty list → only a user with no role (a guest);
 * otherwise the role must be in the list.
 */
export function isAllowed(required: readonly Role[] | undefined, role: Role | null | undefined): boolean {
  if (required === undefined) return true
  const effective = role ?? DEFAULT_ROLE
  if (required.length === 0) return effective === DEFAULT_ROLE
  return required.includes(effective)
}

/** Only roles with admin-panel permission stay signed in to the console. */
export function hasAdminPermission(role: Role | null | undefined): boolean {
  return isAllowed(ROLE_GROUPS.adminPanel, role)
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

import { describe, expect, it } from 'vitest'
import { hasAdminPermission, isAllowed, ROLE_GROUPS, ROLES } from '../../src/domain/roles'

describe('the permission rule (000 §6)', () => {
  it('allows every role, and guests, when there is no requirement', () => {
    for (const role of ROLES) expect(isAllowed(undefined, role)).toBe(true)
    expect(isAllowed(undefined, null)).toBe(true)
  })

  it('allows only a user with no role (a guest) on an empty list', () => {
    expect(isAllowed([], null)).toBe(true)
    expect(isAllowed([], undefined)).toBe(true)
    expect(isAllowed([], 'guest')).toBe(true)
    for (const role of ROLES.filter((r) => r !== 'guest')) expect(isAllowed([], role)).toBe(false)
  })

  it('allows exactly the listed roles otherwise', () => {
    expect(isAllowed(['msp'], 'msp')).toBe(true)
    expect(isAllowed(['msp'], 'admin')).toBe(false)
    expect(isAllowed(['admin', 'user'], null)).toBe(false)
  })

  it('gives console access to admin, superadmin, msp and support only', () => {
    const allowed = ROLES.filter((role) => hasAdminPermission(role))
    expect(allowed).toEqual(['admin', 'superadmin', 'support', 'msp'])
    expect([...ROLE_GROUPS.adminPanel].sort()).toEqual([...allowed].sort())
  })
})

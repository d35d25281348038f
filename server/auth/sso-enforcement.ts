import { eq } from 'drizzle-orm'
import { isRole } from '../../src/domain/roles'
import { SSO_ENFORCED_TEXT } from '../../src/domain/sso-settings'
import type { UserRow } from '../context'
import type { Database } from '../db/open'
import { ssoSettings } from '../db/schema'
import { ApiError } from '../errors'
import { STAFF_ACROSS_COMPANIES } from './middleware'

// Enforced SSO (001 §4): the company's users sign in only through its provider: no password, no magic link.
// Platform staff are the break-glass path: their password sign-in stays, and they can switch enforcement off
// for a company whose provider broke.

export const isPlatformStaff = (user: Pick<UserRow, 'role'>) =>
  isRole(user.role) && STAFF_ACROSS_COMPANIES.includes(user.role)

export async function refuseWhenSsoEnforced(db: Database, user: UserRow) {
  if (isPlatformStaff(user)) return
  const [row] = await db
    .select({ enforced: ssoSettings.enforced })
    .from(ssoSettings)
    .where(eq(ssoSettings.companyId, user.companyId))
  if (row?.enforced)
    throw new ApiError(403, 'sso_enforced', SSO_ENFORCED_TEXT, {
      detailCode: 'sso_enforced',
      infoMessage: SSO_ENFORCED_TEXT,
      signInLink: '/login/sso',
    })
}

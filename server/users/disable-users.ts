import { asc, count, type SQL } from 'drizzle-orm'
import { USERS_TEXTS } from '../../src/domain/users'
import { revokeSessions } from '../auth/sessions'
import type { Database } from '../db/open'
import { users } from '../db/schema'
import { ApiError } from '../errors'
import type { JobSender } from '../jobs/sender'
import { UNEDITABLE_LISTED } from './directory'
import { emitUsersDisabled } from './user-events'

// Disabling and enabling a selection of users (001 §7 change_users_disable_status), and who in a selection a
// disable would refuse (get_uneditable_users): the caller themself and admins.

/** The first of a selection's users a disable refuses, with why, and how many there are. */
export async function uneditableIn(db: Database, where: SQL, callerId: string) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.email))
      .limit(UNEDITABLE_LISTED),
    db.select({ total: count() }).from(users).where(where),
  ])
  return {
    total: counted?.total ?? 0,
    users: rows.map(({ role, ...row }) => ({
      ...row,
      reason: row.id === callerId ? 'self' : role === 'admin' ? 'admin' : 'other',
    })),
  }
}

export interface DisableChange {
  companyId: string
  callerId: string
  /** The selection, as a condition: a select-all can name more users than one statement binds. */
  scope: SQL
  disable: boolean
  now: Date
}

/** Disables or enables every user of the scope; refuses a disable that would reach the caller or an admin. */
export async function setDisabled(
  db: Database,
  jobs: JobSender | null,
  change: DisableChange,
): Promise<number> {
  const { companyId, callerId, scope, disable, now } = change
  const targets = await db
    .select({ id: users.id, role: users.role, email: users.email, disabledAt: users.disabledAt })
    .from(users)
    .where(scope)
  if (disable && targets.some((user) => user.id === callerId))
    throw new ApiError(409, 'self_in_selection', USERS_TEXTS.selfRefused)
  if (disable && targets.some((user) => user.role === 'admin'))
    throw new ApiError(409, 'admin_in_selection', USERS_TEXTS.adminRefused)
  if (targets.length) {
    // By the scope itself, not a list of ids: a select-all can name more users than one statement binds.
    // Sessions first: the scope may leave out disabled users once they are.
    if (disable) await revokeSessions(db, db.select({ id: users.id }).from(users).where(scope), now)
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ disabledAt: disable ? now : null })
        .where(scope)
      if (disable)
        await emitUsersDisabled(
          tx,
          jobs,
          companyId,
          targets.filter((user) => !user.disabledAt).map((user) => ({ userId: user.id, email: user.email })),
          now,
        )
    })
  }
  return targets.length
}

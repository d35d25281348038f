import { eq } from 'drizzle-orm'
import { IDENTITY_ERROR_CODES as CODES, LOGIN_FAILURE_TEXTS as TEXTS } from '../../src/domain/login-failures'
import { isEmail } from '../../src/domain/login'
import type { UserRow } from '../context'
import type { Database } from '../db/open'
import { users } from '../db/schema'
import { ApiError } from '../errors'
import { verifyPassword } from './passwords'

// Password checks shared by POST /user/login/validate and the identity provider's sign-in, with the
// lockout the spec calls "too many attempts": 10 failures in a row lock the account for 10 minutes.
export const PASSWORD_FAILURES_BEFORE_LOCK = 10
export const PASSWORD_LOCK_MINUTES = 10

const fail = (status: 400 | 403 | 429, code: string, message: string) =>
  new ApiError(status, code, message, { detailCode: code })

export async function checkPassword(
  db: Database,
  email: string,
  password: string,
  now: Date,
): Promise<UserRow> {
  const normalised = email.trim().toLowerCase()
  if (!isEmail(normalised)) throw fail(400, CODES.invalidEmail, TEXTS.invalidEmail)
  const [user] = await db.select().from(users).where(eq(users.email, normalised))
  if (!user) {
    // Same answer as a wrong password: the response must not reveal which addresses have accounts.
    await verifyPassword(password, null)
    throw fail(400, CODES.invalidCredential, TEXTS.invalidCredentials)
  }
  if (user.lockedUntil && user.lockedUntil > now) {
    throw fail(429, CODES.tooManyRequests, TEXTS.tooManyAttemptsOrWeakPassword)
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    const failures = user.failedLoginCount + 1
    const locked = failures >= PASSWORD_FAILURES_BEFORE_LOCK
    await db
      .update(users)
      .set({
        failedLoginCount: locked ? 0 : failures,
        lockedUntil: locked ? new Date(now.getTime() + PASSWORD_LOCK_MINUTES * 60_000) : null,
      })
      .where(eq(users.id, user.id))
    throw fail(400, CODES.invalidCredential, TEXTS.invalidCredentials)
  }
  if (user.disabledAt) throw fail(403, CODES.userDisabled, TEXTS.userDisabled)
  if (user.failedLoginCount > 0 || user.lockedUntil) {
    await db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id))
  }
  return user
}

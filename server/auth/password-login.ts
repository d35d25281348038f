import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { IDENTITY_ERROR_CODES as CODES, LOGIN_FAILURE_TEXTS as TEXTS } from '../../src/domain/login-failures'
import { isEmail } from '../../src/domain/login'
import type { UserRow } from '../context'
import type { Database } from '../db/open'
import { users } from '../db/schema'
import { ApiError } from '../errors'
import { recordFailedAttempt } from './failure-counter'
import { hashPassword, verifyPassword } from './passwords'

// Password checks shared by POST /user/login/validate and the identity provider's sign-in, with the
// lockout the spec calls "too many attempts": 10 failures in a row lock the account for 10 minutes.
export const PASSWORD_FAILURES_BEFORE_LOCK = 10
export const PASSWORD_LOCK_MINUTES = 10

let decoy: Promise<string> | null = null
/** A real hash of a random password, made once, checked against when the address is unknown. */
const decoyHash = () => (decoy ??= hashPassword(randomBytes(18).toString('base64')))

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
  // The same scrypt work for an unknown address as for a known one: timing must not tell which exist.
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()))
  if (!user) throw fail(400, CODES.invalidCredential, TEXTS.invalidCredentials)
  if (user.lockedUntil && user.lockedUntil > now) {
    throw fail(429, CODES.tooManyRequests, TEXTS.tooManyAttemptsOrWeakPassword)
  }
  if (!matches) {
    await recordFailedAttempt(db, 'password', user.id, {
      cap: PASSWORD_FAILURES_BEFORE_LOCK,
      lockMinutes: PASSWORD_LOCK_MINUTES,
      now,
    })
    throw fail(400, CODES.invalidCredential, TEXTS.invalidCredentials)
  }
  if (user.disabledAt) throw fail(403, CODES.userDisabled, TEXTS.userDisabled)
  if (user.failedLoginCount > 0 || user.lockedUntil) {
    await db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id))
  }
  return user
}

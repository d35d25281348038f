import { eq } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import { passwordProblem } from '../auth/password-policy'
import { revokeSessions } from '../auth/sessions'
import { revokeSessionLinks } from '../auth/sign-in-links'
import type { AuthState } from '../context'
import type { Database } from '../db/open'
import { users } from '../db/schema'
import { ApiError } from '../errors'

/**
 * The caller's new password, once it passes the policy: the temporary flag goes and every other session of
 * the account ends (this browser stays signed in). Both password changes of the console end here.
 */
export async function setOwnPassword(
  db: Database,
  auth: Pick<AuthState, 'user' | 'sessionId'>,
  password: string,
  now: Date,
): Promise<void> {
  const { user, sessionId } = auth
  const weak = passwordProblem(password, [user.email, user.name, user.lastName])
  if (weak)
    throw new ApiError(422, 'invalid_request', weak, {
      validationResults: [{ field: 'password', message: weak }],
    })
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), temporaryPassword: false })
    .where(eq(users.id, user.id))
  await revokeSessions(db, [user.id], now, { except: sessionId })
  // A magic link minted before the change would outlive it, even one of this very session.
  await revokeSessionLinks(db, user.id, now)
}

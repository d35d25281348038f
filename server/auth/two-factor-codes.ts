import type { JobSender } from '../jobs/sender'
import { createHash, randomInt, randomUUID } from 'node:crypto'
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm'
import { MFA_LOCKOUT_MINUTES } from '../../src/domain/constants'
import { MFA_ERROR_CODES } from '../../src/domain/error-codes'
import {
  MFA_ATTEMPTS_CAP,
  MFA_CODES_PER_TOKEN,
  MFA_CODE_TTL_MINUTES,
  TWO_FACTOR_TEXTS,
  isValidCode,
  normaliseCode,
} from '../../src/domain/two-factor'
import type { GatewayEnv, UserRow } from '../context'
import type { Database } from '../db/open'
import { mfaCodes, users } from '../db/schema'
import { ApiError } from '../errors'
import { recordFailedAttempt } from './failure-counter'
import { sendMail } from '../mail/outbox'

// Two-factor sign-in's rules (001 §4, §7): codes random, six digits, stored hashed, single-use, expiring after
// ten minutes; failed attempts counted per account with a ten-minute lockout. The routes
// (server/auth/two-factor.routes.ts) and the demo identity provider both use them.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
export const mfaError = (status: 400 | 401 | 429, code: string, message: string) =>
  new ApiError(status, code, message, { detailCode: code })

/** The user a verification token stands for: a sign-in token (two-factor on) or a settings token. */
export async function userOfToken(
  c: { var: GatewayEnv['Variables'] },
  token: string,
  kinds: readonly ('mfa' | 'mfaSettings')[] = ['mfa', 'mfaSettings'],
): Promise<UserRow> {
  let check = await c.var.deps.tokens.verify(token, kinds[0] ?? 'mfa')
  let kind = kinds[0]
  if (!check.ok && kinds[1]) {
    check = await c.var.deps.tokens.verify(token, kinds[1])
    kind = kinds[1]
  }
  if (!check.ok)
    throw mfaError(
      401,
      MFA_ERROR_CODES.codeExpired,
      'Your sign-in has expired. Please go back to login and sign in again.',
    )
  const [user] = await c.var.deps.db.select().from(users).where(eq(users.id, check.claims.sub))
  if (!user || user.disabledAt || (kind === 'mfa' && !user.isMfaEnabled))
    throw mfaError(
      401,
      MFA_ERROR_CODES.codeExpired,
      'Your sign-in has expired. Please go back to login and sign in again.',
    )
  return user
}

function lockedOut(user: UserRow, now: Date): boolean {
  return user.mfaLockedUntil !== null && user.mfaLockedUntil > now
}

async function recordFailure(db: Database, user: UserRow, now: Date): Promise<number> {
  const { locked, attempts } = await recordFailedAttempt(db, 'mfa', user.id, {
    cap: MFA_ATTEMPTS_CAP,
    lockMinutes: MFA_LOCKOUT_MINUTES,
    now,
  })
  return locked ? 0 : MFA_ATTEMPTS_CAP - attempts
}

/**
 * Checks a code for a verification token and spends it: lockout, format, expiry, wrong-code counting with
 * the lockout after MFA_ATTEMPTS_CAP, and the counters cleared on success (001 §4 "Two-factor").
 */
export async function spendCode(
  db: Database,
  user: UserRow,
  verificationTokenId: string,
  code: string,
  now: Date,
) {
  if (lockedOut(user, now))
    throw mfaError(429, MFA_ERROR_CODES.attemptsExhausted, TWO_FACTOR_TEXTS.attemptsExhausted)
  if (!isValidCode(code))
    throw new ApiError(422, 'invalid_request', TWO_FACTOR_TEXTS.codeInvalid, {
      validationResults: [{ field: 'code', message: TWO_FACTOR_TEXTS.codeInvalid }],
    })
  const tokenHash = sha256(verificationTokenId)
  const [live] = await db
    .select()
    .from(mfaCodes)
    .where(
      and(
        eq(mfaCodes.verificationTokenHash, tokenHash),
        isNull(mfaCodes.consumedAt),
        gt(mfaCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(mfaCodes.createdAt))
    .limit(1)
  if (!live) throw mfaError(400, MFA_ERROR_CODES.codeExpired, TWO_FACTOR_TEXTS.codeExpired)
  if (live.codeHash !== sha256(`${tokenHash}:${normaliseCode(code)}`)) {
    const left = await recordFailure(db, user, now)
    if (left === 0) throw mfaError(429, MFA_ERROR_CODES.attemptsExhausted, TWO_FACTOR_TEXTS.attemptsExhausted)
    throw mfaError(400, MFA_ERROR_CODES.invalidCode, TWO_FACTOR_TEXTS.codeWrong(left))
  }
  await db.update(mfaCodes).set({ consumedAt: now }).where(eq(mfaCodes.id, live.id))
  await db.update(users).set({ mfaFailedAttempts: 0, mfaLockedUntil: null }).where(eq(users.id, user.id))
}

/** Emails a new six-digit code for a verification token (the previous one is spent), within the resend cap. */
export async function sendSignInCode(
  db: Database,
  jobs: JobSender | null,
  user: UserRow,
  verificationTokenId: string,
  now: Date,
) {
  if (lockedOut(user, now))
    throw mfaError(429, MFA_ERROR_CODES.attemptsExhausted, TWO_FACTOR_TEXTS.attemptsExhausted)
  const tokenHash = sha256(verificationTokenId)
  const [sent] = await db
    .select({ n: count() })
    .from(mfaCodes)
    .where(eq(mfaCodes.verificationTokenHash, tokenHash))
  if ((sent?.n ?? 0) >= MFA_CODES_PER_TOKEN)
    throw mfaError(429, MFA_ERROR_CODES.resendLimit, TWO_FACTOR_TEXTS.resendLimit)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  // A new code replaces the previous one for this sign-in.
  await db
    .update(mfaCodes)
    .set({ consumedAt: now })
    .where(and(eq(mfaCodes.verificationTokenHash, tokenHash), isNull(mfaCodes.consumedAt)))
  await db.insert(mfaCodes).values({
    id: randomUUID(),
    userId: user.id,
    verificationTokenHash: tokenHash,
    codeHash: sha256(`${tokenHash}:${code}`),
    expiresAt: new Date(now.getTime() + MFA_CODE_TTL_MINUTES * 60_000),
    createdAt: now,
  })
  await sendMail(db, jobs, {
    to: user.email,
    subject: 'Your sign-in code',
    body: `Your sign-in code is ${code}. It expires in ${MFA_CODE_TTL_MINUTES} minutes.`,
    kind: 'mfa-code',
  })
}

import { allow } from '../auth/access'
import { createHash, randomInt, randomUUID } from 'node:crypto'
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { boolean, object, string } from 'superstruct'
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
import { ApiError, forbidden, readBody } from '../errors'
import { COMPANY_NOT_ACCESSIBLE } from '../../src/domain/error-codes'
import { checkPassword } from '../auth/password-login'
import { recordFailedAttempt } from '../auth/failure-counter'
import { sendMail } from '../mail/outbox'

// Two-factor sign-in (001 §4, §7): codes random, six digits, stored hashed, single-use, expiring after
// ten minutes; failed attempts counted per account with a ten-minute lockout, all enforced here.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const mfaError = (status: 400 | 401 | 429, code: string, message: string) =>
  new ApiError(status, code, message, { detailCode: code })

/** The user a verification token stands for: a sign-in token (two-factor on) or a settings token. */
async function userOfToken(
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
export async function sendSignInCode(db: Database, user: UserRow, verificationTokenId: string, now: Date) {
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
  await sendMail(db, {
    to: user.email,
    subject: 'Your sign-in code',
    body: `Your sign-in code is ${code}. It expires in ${MFA_CODE_TTL_MINUTES} minutes.`,
    kind: 'mfa-code',
  })
}

export function twoFactorRoutes() {
  const app = new Hono<GatewayEnv>()

  app.post(
    '/user/security/mfa/send_code',
    allow.public('a signed verification token from a correct password'),
    async (c) => {
      const body = await readBody(c, object({ email: string(), verificationTokenId: string() }))
      const { db } = c.var.deps
      const now = c.var.deps.now?.() ?? new Date()
      const user = await userOfToken(c, body.verificationTokenId)
      if (user.email !== body.email.trim().toLowerCase())
        throw mfaError(
          401,
          MFA_ERROR_CODES.codeExpired,
          'Your sign-in has expired. Please go back to login and sign in again.',
        )
      await sendSignInCode(db, user, body.verificationTokenId, now)
      return c.body(null, 204)
    },
  )

  app.post(
    '/user/security/mfa/login',
    allow.public('a signed verification token and the emailed code, attempts capped'),
    async (c) => {
      const body = await readBody(c, object({ code: string(), verificationTokenId: string() }))
      const { db, tokens } = c.var.deps
      const now = c.var.deps.now?.() ?? new Date()
      const user = await userOfToken(c, body.verificationTokenId, ['mfa'])
      await spendCode(db, user, body.verificationTokenId, body.code, now)
      return c.json({ customFirebaseToken: await tokens.sign({ sub: user.id, kind: 'custom' }) })
    },
  )

  // Enabling or disabling two-factor (001 §4): password → settings token → emailed code → PATCH.
  app.post(
    '/user/company/:companyId/security/mfa/verify_password',
    // A partner inside a customer company changes nothing about its own sign-in there.
    allow.ownCompany(),
    async (c) => {
      const { password } = await readBody(c, object({ password: string() }))
      const { user } = c.var.auth
      // The same check, counters and lockout as a sign-in with this account's address.
      await checkPassword(c.var.deps.db, user.email, password, c.var.deps.now?.() ?? new Date())
      return c.json({
        verificationToken: await c.var.deps.tokens.sign({ sub: user.id, kind: 'mfaSettings' }),
      })
    },
  )

  app.patch('/user/company/:companyId/security/mfa', allow.ownCompany(), async (c) => {
    const body = await readBody(
      c,
      object({ isMfaEnabled: boolean(), code: string(), verificationTokenId: string() }),
    )
    const { db, tokens } = c.var.deps
    const user = await userOfToken(c, body.verificationTokenId, ['mfaSettings'])
    if (user.id !== c.var.auth.user.id)
      throw forbidden(COMPANY_NOT_ACCESSIBLE, "You don't have permission to access")
    await spendCode(db, user, body.verificationTokenId, body.code, c.var.deps.now?.() ?? new Date())
    await db.update(users).set({ isMfaEnabled: body.isMfaEnabled }).where(eq(users.id, user.id))
    return c.json({ customFirebaseToken: await tokens.sign({ sub: user.id, kind: 'custom' }) })
  })

  return app
}

import { createHash, randomInt, randomUUID } from 'node:crypto'
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { object, string } from 'superstruct'
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
import { ApiError, readBody } from '../errors'
import { sendMail } from '../mail/outbox'

// Two-factor sign-in (001 §4, §7): codes random, six digits, stored hashed, single-use, expiring after
// ten minutes; failed attempts counted per account with a ten-minute lockout, all enforced here.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const mfaError = (status: 400 | 401 | 429, code: string, message: string) =>
  new ApiError(status, code, message, { detailCode: code })

async function userOfToken(c: { var: GatewayEnv['Variables'] }, token: string): Promise<UserRow> {
  const check = await c.var.deps.tokens.verify(token, 'mfa')
  if (!check.ok)
    throw mfaError(
      401,
      MFA_ERROR_CODES.codeExpired,
      'Your sign-in has expired. Please go back to login and sign in again.',
    )
  const [user] = await c.var.deps.db.select().from(users).where(eq(users.id, check.claims.sub))
  if (!user || user.disabledAt || !user.isMfaEnabled)
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
  const attempts = user.mfaFailedAttempts + 1
  const locked = attempts >= MFA_ATTEMPTS_CAP
  await db
    .update(users)
    .set({
      mfaFailedAttempts: locked ? 0 : attempts,
      mfaLockedUntil: locked ? new Date(now.getTime() + MFA_LOCKOUT_MINUTES * 60_000) : user.mfaLockedUntil,
    })
    .where(eq(users.id, user.id))
  return locked ? 0 : MFA_ATTEMPTS_CAP - attempts
}

export function twoFactorRoutes() {
  const app = new Hono<GatewayEnv>()

  app.post('/user/security/mfa/send_code', async (c) => {
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
    if (lockedOut(user, now))
      throw mfaError(429, MFA_ERROR_CODES.attemptsExhausted, TWO_FACTOR_TEXTS.attemptsExhausted)
    const tokenHash = sha256(body.verificationTokenId)
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
    return c.body(null, 204)
  })

  app.post('/user/security/mfa/login', async (c) => {
    const body = await readBody(c, object({ code: string(), verificationTokenId: string() }))
    const { db, tokens } = c.var.deps
    const now = c.var.deps.now?.() ?? new Date()
    const user = await userOfToken(c, body.verificationTokenId)
    if (lockedOut(user, now))
      throw mfaError(429, MFA_ERROR_CODES.attemptsExhausted, TWO_FACTOR_TEXTS.attemptsExhausted)
    if (!isValidCode(body.code))
      throw new ApiError(422, 'invalid_request', TWO_FACTOR_TEXTS.codeInvalid, {
        validationResults: [{ field: 'code', message: TWO_FACTOR_TEXTS.codeInvalid }],
      })
    const tokenHash = sha256(body.verificationTokenId)
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
    if (live.codeHash !== sha256(`${tokenHash}:${normaliseCode(body.code)}`)) {
      const left = await recordFailure(db, user, now)
      if (left === 0)
        throw mfaError(429, MFA_ERROR_CODES.attemptsExhausted, TWO_FACTOR_TEXTS.attemptsExhausted)
      throw mfaError(400, MFA_ERROR_CODES.invalidCode, TWO_FACTOR_TEXTS.codeWrong(left))
    }
    await db.update(mfaCodes).set({ consumedAt: now }).where(eq(mfaCodes.id, live.id))
    await db.update(users).set({ mfaFailedAttempts: 0, mfaLockedUntil: null }).where(eq(users.id, user.id))
    return c.json({ customFirebaseToken: await tokens.sign({ sub: user.id, kind: 'custom' }) })
  })

  return app
}

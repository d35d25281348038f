import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Context } from 'hono'
import type { GatewayEnv } from '../context'
import { companies, ssoTests, users } from '../db/schema'
import { issueSignInLink } from '../auth/sign-in-links'
import { saveAttempt, type SsoAttempt, type SsoPurpose } from './attempts'
import { companyProvider, oidcRedirectUrlOf, ssoOrigin } from './company-provider'
import { configurationOf, oidcStart } from './oidc'
import { samlStart } from './saml'

// One SSO round trip: start (an attempt, then the provider) and the end (a sign-in token for the console, or a
// Test sign-in's result kept for the enforcement check).

const RETURN_TOKEN_MINUTES = 5
export const startPath = (attemptId: string) => `/api/v1/sso/start/${attemptId}`

/** Makes the attempt and answers the console's link to it (the link redirects to the provider). */
export async function startAttempt(
  c: Context<GatewayEnv>,
  companyId: string,
  purpose: SsoPurpose,
  options: { userId?: string; loginHint?: string } = {},
): Promise<string> {
  const { db, egress } = c.var.deps
  const now = c.var.deps.now?.() ?? new Date()
  const provider = await companyProvider(c, companyId)
  const id = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '')
  const base = {
    id,
    companyId,
    purpose,
    userId: options.userId ?? null,
    settingsAt: provider.settingsAt,
    nonce: null,
    codeVerifier: null,
    samlRequestId: null,
  }
  if (provider.protocol === 'oidc') {
    const config = await configurationOf(provider.client, egress)
    const start = await oidcStart(config, {
      redirectUri: oidcRedirectUrlOf(ssoOrigin(c)),
      state: id,
      ...(options.loginHint ? { loginHint: options.loginHint } : {}),
    })
    await saveAttempt(
      db,
      { ...base, providerUrl: start.url, nonce: start.nonce, codeVerifier: start.codeVerifier },
      now,
    )
  } else {
    const requestId = `_${randomUUID()}`
    const url = new URL(await samlStart(provider.saml, id, requestId))
    // Outside the signed-request rules of HTTP-Redirect: Entra ID and others prefill the account with it.
    if (options.loginHint) url.searchParams.set('login_hint', options.loginHint)
    await saveAttempt(db, { ...base, providerUrl: url.href, samlRequestId: requestId }, now)
  }
  return startPath(id)
}

export type SsoOutcome =
  | { kind: 'signedIn'; location: string }
  | { kind: 'failed'; message: string }
  | {
      kind: 'tested'
      ok: boolean
      email: string | null
      claims: Record<string, unknown>
      error: string | null
    }

const emailOf = (claims: Record<string, unknown>) => {
  const value = [claims.email, claims.preferred_username, claims.upn].find(
    (v): v is string => typeof v === 'string' && v.includes('@'),
  )
  return value?.trim().toLowerCase() ?? null
}

export const NOT_CONNECTED = 'email_is_not_connected'

/** The provider's answer, checked (claims) or refused (error): a console sign-in or a recorded test. */
export async function finishAttempt(
  c: Context<GatewayEnv>,
  attempt: SsoAttempt,
  answer: { claims: Record<string, unknown> } | { error: string },
): Promise<SsoOutcome> {
  const { db } = c.var.deps
  const now = c.var.deps.now?.() ?? new Date()
  const claims = 'claims' in answer ? answer.claims : {}
  const email = emailOf(claims)
  if (attempt.purpose === 'test') {
    const error =
      'error' in answer
        ? answer.error
        : email
          ? null
          : 'The provider signed in, but sent no email address: map the email attribute or claim.'
    const row = {
      companyId: attempt.companyId,
      settingsAt: attempt.settingsAt,
      testedBy: attempt.userId ?? '',
      ok: error === null,
      email,
      claims,
      error,
      at: now,
    }
    await db.insert(ssoTests).values(row).onConflictDoUpdate({ target: ssoTests.companyId, set: row })
    return { kind: 'tested', ok: row.ok, email, claims, error }
  }
  if ('error' in answer) return { kind: 'failed', message: answer.error }
  if (!email) return { kind: 'failed', message: NOT_CONNECTED }
  // Only a user of the company whose provider answered: another company's provider cannot sign anyone in here.
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.email, email),
        eq(users.companyId, attempt.companyId),
        isNull(users.disabledAt),
        isNull(companies.disabledAt),
      ),
    )
  if (!user) return { kind: 'failed', message: NOT_CONNECTED }
  const token = await issueSignInLink(db, {
    purpose: 'sso',
    userId: user.id,
    ttlMinutes: RETURN_TOKEN_MINUTES,
    now,
  })
  return { kind: 'signedIn', location: `/login?ssoToken=${token}` }
}

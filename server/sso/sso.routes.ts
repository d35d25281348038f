import { BASE, PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { literal, object } from 'superstruct'
import { SSO_TOKEN_EXPIRED } from '../../src/domain/sso-failures'
import type { GatewayEnv } from '../context'
import { companies, users } from '../db/schema'
import { spendSignInLink } from '../auth/sign-in-links'
import { ApiError, unauthorized, body } from '../errors'
import { ATTEMPT_MINUTES, openAttempt, spendAttempt, type SsoAttempt } from '../sso/attempts'
import { companyProvider, oidcRedirectUrlOf, ssoOrigin } from '../sso/company-provider'
import { configurationOf, oidcFinish, reasonOf } from '../sso/oidc'
import { testResultPage } from '../sso/pages'
import { samlFinish } from '../sso/saml'
import { finishAttempt, NOT_CONNECTED, startAttempt, type SsoOutcome } from '../sso/sign-in-flow'

// Single sign-on (002 §4 "Login", 001 §7): the link by email starts an attempt; /sso/start sends the browser to
// the company's provider (OIDC or SAML); the provider's answer comes back to /sso/oidc/callback or the company's
// SAML ACS, is checked, and ends in /login?ssoToken (or in a Test sign-in's result).

const notConnected = () =>
  new ApiError(400, NOT_CONNECTED, 'This email is not connected to SSO. Please, contact your manager', {
    detailCode: NOT_CONNECTED,
  })
const EXPIRED = 'The sign-in has expired or was already used: start again from the console.'
const OTHER_BROWSER = 'This sign-in was started in another browser: start again from the console.'
const SETTINGS_CHANGED = 'The SSO settings changed during the sign-in: start again from the console.'

const failPage = (message: string) => `/sso_fail?errorMessage=${encodeURIComponent(message)}`
/** The browser that started an OIDC attempt carries this cookie back: a callback URL handed to someone else
 * (login CSRF) is refused. */
const bindingCookie = (attemptId: string) => `sso_${attemptId.slice(0, 16)}`

function answer(c: Context<GatewayEnv>, outcome: SsoOutcome) {
  switch (outcome.kind) {
    case 'signedIn':
      return c.redirect(outcome.location)
    case 'failed':
      return c.redirect(failPage(outcome.message))
    case 'tested':
      return c.html(testResultPage(outcome, ssoOrigin(c), c.get('secureHeadersNonce')))
  }
}

/** A failure before the attempt is known, or for settings that changed under it. */
function refuse(c: Context<GatewayEnv>, attempt: SsoAttempt | null, message: string) {
  if (attempt?.purpose === 'test')
    return finishAttempt(c, attempt, { error: message }).then((outcome) => answer(c, outcome))
  return c.redirect(failPage(message))
}

export function ssoApiRoutes() {
  const app = new Hono<GatewayEnv>()
  app.post(
    PATHS.ssoLink.pattern,
    allow.public('answers only where to sign in: rate-limited per address'),
    body(object({ origin: literal('admin') })),
    async (c) => {
      c.req.valid('json')
      const email = c.req.param('email').trim().toLowerCase()
      const [row] = await c.var.deps.db
        .select({ companyId: companies.id })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(
          and(
            eq(users.email, email),
            isNull(users.disabledAt),
            isNull(companies.disabledAt),
            isNotNull(companies.ssoProvider),
          ),
        )
      if (!row) throw notConnected()
      return c.json({ link: await startAttempt(c, row.companyId, 'signin', { loginHint: email }) })
    },
  )

  app.get(
    `${BASE.api}/sso/start/:attemptId`,
    allow.public('a redirect to the provider of an unguessable, expiring attempt'),
    async (c) => {
      const attempt = await openAttempt(
        c.var.deps.db,
        c.req.param('attemptId'),
        c.var.deps.now?.() ?? new Date(),
      )
      if (!attempt) return c.redirect(failPage(EXPIRED))
      setCookie(c, bindingCookie(attempt.id), attempt.id, {
        path: '/api/v1/sso',
        httpOnly: true,
        sameSite: 'Lax',
        secure: ssoOrigin(c).startsWith('https:'),
        maxAge: ATTEMPT_MINUTES * 60,
      })
      return c.redirect(attempt.providerUrl)
    },
  )

  app.get(
    `${BASE.api}/sso/oidc/callback`,
    allow.public("the provider's answer: state, PKCE and nonce checked, spent once"),
    async (c) => {
      const state = c.req.query('state') ?? ''
      const attempt = await spendAttempt(c.var.deps.db, state, c.var.deps.now?.() ?? new Date())
      if (!attempt) return c.redirect(failPage(EXPIRED))
      if (getCookie(c, bindingCookie(attempt.id)) !== attempt.id) return refuse(c, attempt, OTHER_BROWSER)
      const said = c.req.query('error_description') ?? c.req.query('error')
      if (said) return refuse(c, attempt, `The identity provider refused: ${said}`)
      const provider = await companyProvider(c, attempt.companyId).catch(() => null)
      if (provider?.protocol !== 'oidc' || provider.settingsAt.getTime() !== attempt.settingsAt.getTime())
        return refuse(c, attempt, SETTINGS_CHANGED)
      const callbackUrl = new URL(oidcRedirectUrlOf(ssoOrigin(c)))
      callbackUrl.search = new URL(c.req.url).search
      let claims: Record<string, unknown>
      try {
        const config = await configurationOf(provider.client, c.var.deps.egress)
        claims = await oidcFinish(config, callbackUrl, {
          state: attempt.id,
          nonce: attempt.nonce ?? '',
          codeVerifier: attempt.codeVerifier ?? '',
        })
      } catch (error) {
        return refuse(c, attempt, `The identity provider's answer was refused: ${reasonOf(error)}`)
      }
      return answer(c, await finishAttempt(c, attempt, { claims }))
    },
  )

  app.post(
    // The company in the ACS path is the provider's audience, not a tenant the caller asks for: its attempt decides.
    `${BASE.api}/sso/:acsCompany/saml/acs`,
    allow.public(
      "the provider's signed answer: signature, audience, time and InResponseTo checked, spent once",
    ),
    async (c) => {
      const form = await c.req.parseBody()
      const relayState = typeof form.RelayState === 'string' ? form.RelayState : ''
      const samlResponse = typeof form.SAMLResponse === 'string' ? form.SAMLResponse : ''
      const attempt = await spendAttempt(c.var.deps.db, relayState, c.var.deps.now?.() ?? new Date())
      // An answer the console did not ask for (IdP-initiated, or a replay) has no attempt to finish.
      if (!attempt || attempt.companyId !== c.req.param('acsCompany')) return c.redirect(failPage(EXPIRED))
      const provider = await companyProvider(c, attempt.companyId).catch(() => null)
      if (provider?.protocol !== 'saml' || provider.settingsAt.getTime() !== attempt.settingsAt.getTime())
        return refuse(c, attempt, SETTINGS_CHANGED)
      let claims: Record<string, unknown>
      try {
        claims = await samlFinish(provider.saml, attempt, samlResponse)
      } catch (error) {
        return refuse(c, attempt, `The identity provider's answer was refused: ${reasonOf(error)}`)
      }
      return answer(c, await finishAttempt(c, attempt, { claims }))
    },
  )

  app.get(
    PATHS.ssoExchange.pattern,
    allow.public('a hashed, expiring, one-time SSO return token'),
    async (c) => {
      const now = c.var.deps.now?.() ?? new Date()
      const link = await spendSignInLink(c.var.deps.db, 'sso', c.req.param('token'), now)
      if (!link) throw unauthorized('token_invalid', SSO_TOKEN_EXPIRED)
      return c.json({
        customFirebaseToken: await c.var.deps.tokens.sign({ sub: link.userId, kind: 'custom' }),
      })
    },
  )
  return app
}

import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { allow } from '../auth/access'
import { checkPassword } from '../auth/password-login'
import type { GatewayEnv, UserRow } from '../context'
import { jobSender } from '../context'
import { users } from '../db/schema'
import { ApiError } from '../errors'
import { ssoOrigin } from '../sso/company-provider'
import { demoIdpEntityId } from '../sso/demo-idp-setup'
import { autoPostPage } from '../sso/pages'
import { signedSamlResponse } from '../sso/saml-response'
import { sendSignInCode, spendCode } from '../auth/two-factor-codes'
import { page, readRequest, type AuthnRequest } from '../sso/demo-idp'

const cancelled = '/sso_fail?errorMessage=Sign-in%20was%20cancelled'
const badRequest = '/sso_fail?errorMessage=The%20identity%20provider%20received%20no%20valid%20request'

export function demoIdentityProviderRoutes() {
  const app = new Hono<GatewayEnv>()
  const signsIn = allow.public('the demo SAML provider authenticates: password, lockout, two-factor')

  const passwordPage = (
    c: Context<GatewayEnv>,
    hidden: Record<string, string>,
    error: string | null,
    status?: 400 | 401 | 429,
    email = '',
  ) =>
    page(
      c,
      { action: '/__idp/saml', lead: 'Sign in with your console account.', error, hidden, email },
      status,
    )
  const codePage = (
    c: Context<GatewayEnv>,
    hidden: Record<string, string>,
    error: string | null,
    status?: 400 | 429,
  ) =>
    page(
      c,
      { action: '/__idp/saml/verify', lead: 'We emailed you a six-digit code.', error, hidden, code: true },
      status,
    )

  /** The signed answer, posted on to the console's ACS by the browser. */
  const answer = (c: Context<GatewayEnv>, request: AuthnRequest, user: UserRow, relayState: string) => {
    const key = c.var.deps.demoIdp?.key ?? ''
    const response = signedSamlResponse(
      {
        issuer: demoIdpEntityId(ssoOrigin(c)),
        audience: request.audience,
        acsUrl: request.acsUrl,
        inResponseTo: request.id,
        email: user.email,
        attributes: { firstName: user.name ?? '', lastName: user.lastName ?? '' },
      },
      key,
    )
    return c.html(
      autoPostPage(
        request.acsUrl,
        { SAMLResponse: response, RelayState: relayState },
        c.get('secureHeadersNonce'),
      ),
    )
  }

  app.get(`/__idp/saml`, signsIn, (c) => {
    const encoded = c.req.query('SAMLRequest') ?? ''
    if (!readRequest(c, encoded)) return c.redirect(badRequest)
    return passwordPage(
      c,
      { SAMLRequest: encoded, RelayState: c.req.query('RelayState') ?? '' },
      null,
      undefined,
      c.req.query('login_hint') ?? '',
    )
  })

  app.post(`/__idp/saml`, signsIn, async (c) => {
    const form = await c.req.parseBody()
    if (form.decision !== 'allow') return c.redirect(cancelled)
    const hidden = { SAMLRequest: String(form.SAMLRequest ?? ''), RelayState: String(form.RelayState ?? '') }
    const request = readRequest(c, hidden.SAMLRequest)
    if (!request) return c.redirect(badRequest)
    const { db, tokens } = c.var.deps
    const now = c.var.deps.now?.() ?? new Date()
    let user: UserRow
    try {
      user = await checkPassword(db, String(form.email ?? ''), String(form.password ?? ''), now)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return passwordPage(
        c,
        hidden,
        error.message,
        error.status === 429 ? 429 : 401,
        String(form.email ?? ''),
      )
    }
    if (!user.isMfaEnabled) return answer(c, request, user, hidden.RelayState)
    const verificationTokenId = await tokens.sign({ sub: user.id, kind: 'mfa' })
    try {
      await sendSignInCode(db, jobSender(c.var.deps), user, verificationTokenId, now)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return passwordPage(c, hidden, error.message, error.status === 429 ? 429 : 400)
    }
    return codePage(c, { ...hidden, verificationTokenId }, null)
  })

  app.post(`/__idp/saml/verify`, signsIn, async (c) => {
    const form = await c.req.parseBody()
    if (form.decision !== 'allow') return c.redirect(cancelled)
    const hidden = {
      SAMLRequest: String(form.SAMLRequest ?? ''),
      RelayState: String(form.RelayState ?? ''),
      verificationTokenId: String(form.verificationTokenId ?? ''),
    }
    const request = readRequest(c, hidden.SAMLRequest)
    if (!request) return c.redirect(badRequest)
    const check = await c.var.deps.tokens.verify(hidden.verificationTokenId, 'mfa')
    const [user] = check.ok
      ? await c.var.deps.db.select().from(users).where(eq(users.id, check.claims.sub))
      : []
    if (!user || !user.isMfaEnabled || user.disabledAt)
      return c.redirect('/sso_fail?errorMessage=Sign-in%20has%20expired')
    try {
      await spendCode(
        c.var.deps.db,
        user,
        hidden.verificationTokenId,
        String(form.code ?? ''),
        c.var.deps.now?.() ?? new Date(),
      )
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return codePage(c, hidden, error.message, error.status === 429 ? 429 : 400)
    }
    return answer(c, request, user, hidden.RelayState)
  })
  return app
}

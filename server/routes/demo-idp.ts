import { inflateRawSync } from 'node:zlib'
import { DOMParser } from '@xmldom/xmldom'
import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { allow } from '../auth/access'
import { checkPassword } from '../auth/password-login'
import type { GatewayEnv, UserRow } from '../context'
import { users } from '../db/schema'
import { ApiError } from '../errors'
import { ssoOrigin } from '../sso/company-provider'
import { demoIdpEntityId } from '../sso/demo-idp-setup'
import { autoPostPage, PAGE_STYLE } from '../sso/pages'
import { signedSamlResponse } from '../sso/saml-response'
import { sendSignInCode, spendCode } from '../auth/two-factor-codes'

/**
 * The demo identity provider: a SAML 2.0 identity provider on this gateway (development only), so the demo
 * company's SSO runs the same service-provider checks as a customer's Okta or Google Workspace. It signs in like
 * a real one (the account's password with its lockout, then the emailed code when two-factor is on) and answers
 * only this console's ACS addresses, with an assertion signed by its own key (made on first start).
 */

interface AuthnRequest {
  id: string
  acsUrl: string
  audience: string
}

/** The HTTP-Redirect binding's request: base64 of deflated XML; only this console's ACS is answered. */
function readRequest(c: Context<GatewayEnv>, encoded: string): AuthnRequest | null {
  try {
    const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8')
    const doc = new DOMParser({ errorHandler: { error: () => {}, warning: () => {} } }).parseFromString(
      xml,
      'text/xml',
    )
    const request = doc.documentElement
    if (request?.localName !== 'AuthnRequest') return null
    const issuer = request.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Issuer')[0]
    const acsUrl = request.getAttribute('AssertionConsumerServiceURL') ?? ''
    const id = request.getAttribute('ID') ?? ''
    const ours = new RegExp(
      `^${ssoOrigin(c).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/api/v1/sso/[\\w-]+/saml/acs$`,
    )
    if (!id || !ours.test(acsUrl) || !issuer?.textContent) return null
    return { id, acsUrl, audience: issuer.textContent.trim() }
  } catch {
    return null
  }
}

function page(
  c: Context<GatewayEnv>,
  options: {
    action: string
    lead: string
    error: string | null
    hidden: Record<string, string>
    code?: boolean
    email?: string
  },
  status: 200 | 400 | 401 | 429 = 200,
) {
  const fields = options.code
    ? [{ label: 'Verification code', name: 'code', type: 'text', autocomplete: 'one-time-code', value: '' }]
    : [
        {
          label: 'Email',
          name: 'email',
          type: 'email',
          autocomplete: 'username',
          value: options.email ?? '',
        },
        {
          label: 'Password',
          name: 'password',
          type: 'password',
          autocomplete: 'current-password',
          value: '',
        },
      ]
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Demo identity provider</title>
        </head>
        <body style="${PAGE_STYLE.body}">
          <main style="${PAGE_STYLE.card}">
            <p style="color: #3b44b8; font-weight: 700; font-size: 14px">DEMO IDENTITY PROVIDER (SAML)</p>
            <h1 style="font-size: 22px">Sign in</h1>
            <p>${options.lead}</p>
            <form method="post" action="${options.action}">
              ${Object.entries(options.hidden).map(
                ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
              )}
              ${fields.map(
                (field) =>
                  html`<label style="display: block; margin-top: 16px"
                    >${field.label}
                    <input
                      style="${PAGE_STYLE.input}"
                      name="${field.name}"
                      type="${field.type}"
                      autocomplete="${field.autocomplete}"
                      value="${field.value}"
                      required
                  /></label>`,
              )}
              ${options.error ? html`<p role="alert" style="${PAGE_STYLE.error}">${options.error}</p>` : ''}
              <div style="display: flex; gap: 12px; margin-top: 24px">
                <button name="decision" value="allow" type="submit" style="${PAGE_STYLE.primary}">
                  Continue
                </button>
                <button
                  name="decision"
                  value="deny"
                  type="submit"
                  formnovalidate
                  style="${PAGE_STYLE.secondary}"
                >
                  Cancel
                </button>
              </div>
            </form>
          </main>
        </body>
      </html>`,
    status,
  )
}

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

  app.get('/saml', signsIn, (c) => {
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

  app.post('/saml', signsIn, async (c) => {
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
      await sendSignInCode(db, user, verificationTokenId, now)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return passwordPage(c, hidden, error.message, error.status === 429 ? 429 : 400)
    }
    return codePage(c, { ...hidden, verificationTokenId }, null)
  })

  app.post('/saml/verify', signsIn, async (c) => {
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

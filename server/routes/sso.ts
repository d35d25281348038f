import { allow } from '../auth/access'
import { eq, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { literal, object } from 'superstruct'
import { SSO_TOKEN_EXPIRED } from '../../src/domain/sso-failures'
import type { GatewayEnv } from '../context'
import { companies, users } from '../db/schema'
import { issueSignInLink, spendSignInLink } from '../auth/sign-in-links'
import { ApiError, readBody, unauthorized } from '../errors'
import { checkPassword } from '../auth/password-login'
import { sendSignInCode, spendCode } from './two-factor'

// Single sign-on (002 §4 "Login", 001 §7) with a demo identity provider at /__idp, so the round trip
// works on a company configured for SSO: link by email → the provider → /login?ssoToken → a session.

const TOKEN_TTL_MINUTES = 5
const notConnected = () =>
  new ApiError(
    400,
    'email_is_not_connected',
    'This email is not connected to SSO. Please, contact your manager',
    { detailCode: 'email_is_not_connected' },
  )

async function ssoUserWhere(c: { var: GatewayEnv['Variables'] }, where: SQL) {
  const [row] = await c.var.deps.db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
  return row && row.company.ssoProvider && !row.user.disabledAt && !row.company.disabledAt ? row : null
}
const ssoUser = (c: { var: GatewayEnv['Variables'] }, email: string) =>
  ssoUserWhere(c, eq(users.email, email.trim().toLowerCase()))
const ssoUserById = (c: { var: GatewayEnv['Variables'] }, id: string) => ssoUserWhere(c, eq(users.id, id))

export function ssoApiRoutes() {
  const app = new Hono<GatewayEnv>()
  app.post(
    '/sso/login_endpoint_link/by_email/:email',
    allow.public('answers only where to sign in: rate-limited per address'),
    async (c) => {
      await readBody(c, object({ origin: literal('admin') }))
      const row = await ssoUser(c, c.req.param('email'))
      // Only the demo provider is built: a production gateway has no provider to send anyone to yet.
      if (!row || c.var.deps.production) throw notConnected()
      return c.json({ link: `/__idp/authorize?login_hint=${encodeURIComponent(row.user.email)}` })
    },
  )
  app.get(
    '/user/custom_token_sso/:token',
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

const PAGE = {
  body: 'font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; background: #f5f6fa; margin: 0',
  card: 'background: white; padding: 40px; border-radius: 12px; box-shadow: 0 4px 20px rgba(0,0,0,.08); width: min(420px, 90vw); box-sizing: border-box',
  input:
    'display: block; width: 100%; box-sizing: border-box; padding: 10px 12px; margin-top: 6px; border: 1px solid #c4c7d6; border-radius: 6px; font-size: 16px',
  primary:
    'padding: 10px 18px; background: #3b44b8; color: white; border: 0; border-radius: 6px; font-weight: 600',
  secondary:
    'padding: 10px 18px; background: white; border: 1px solid #3b44b8; color: #3b44b8; border-radius: 6px',
  error: 'color: #b42318; margin: 12px 0 0',
}

/** The provider's page: a heading, what it asks for, and Continue / Cancel posting to `action`. */
function providerPage(
  company: string,
  action: string,
  fields: { label: string; name: string; type: string; autocomplete: string; inputmode?: string }[],
  hidden: Record<string, string>,
  lead: string,
  error: string | null,
) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Demo identity provider</title>
      </head>
      <body style="${PAGE.body}">
        <main style="${PAGE.card}">
          <p style="color: #3b44b8; font-weight: 700; font-size: 14px">DEMO IDENTITY PROVIDER</p>
          <h1 style="font-size: 22px">Sign in to ${company}</h1>
          <p>${lead}</p>
          <form method="post" action="${action}">
            ${Object.entries(hidden).map(
              ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
            )}
            ${fields.map(
              (field) =>
                html`<label style="display: block; margin-top: 16px"
                  >${field.label}
                  <input
                    style="${PAGE.input}"
                    name="${field.name}"
                    type="${field.type}"
                    autocomplete="${field.autocomplete}"
                    inputmode="${field.inputmode ?? 'text'}"
                    required
                /></label>`,
            )}
            ${error ? html`<p role="alert" style="${PAGE.error}">${error}</p>` : ''}
            <div style="display: flex; gap: 12px; margin-top: 24px">
              <button name="decision" value="allow" type="submit" style="${PAGE.primary}">Continue</button>
              <button name="decision" value="deny" type="submit" formnovalidate style="${PAGE.secondary}">
                Cancel
              </button>
            </div>
          </form>
        </main>
      </body>
    </html>`
}

const cancelled = '/sso_fail?errorMessage=Sign-in%20was%20cancelled'
const notConnectedPage = '/sso_fail?errorMessage=email_is_not_connected'

/**
 * A demo identity provider for companies set up for SSO, so the round trip runs on one machine. It signs in
 * like a real one: the user's password (with the account's lockout), then the emailed code when the account
 * has two-factor on. Development only: a production gateway does not mount it.
 */
export function demoIdentityProviderRoutes() {
  const app = new Hono<GatewayEnv>()
  const passwordPage = (row: { company: { name: string }; user: { email: string } }, error: string | null) =>
    providerPage(
      row.company.name,
      '/__idp/authorize',
      [{ label: 'Password', name: 'password', type: 'password', autocomplete: 'current-password' }],
      { login_hint: row.user.email },
      `Signing in as ${row.user.email}`,
      error,
    )
  const codePage = (company: string, verificationTokenId: string, error: string | null) =>
    providerPage(
      company,
      '/__idp/verify',
      [
        {
          label: 'Verification code',
          name: 'code',
          type: 'text',
          autocomplete: 'one-time-code',
          inputmode: 'numeric',
        },
      ],
      { verificationTokenId },
      'We emailed you a six-digit code.',
      error,
    )
  const returnToConsole = async (c: Context<GatewayEnv>, userId: string) => {
    const token = await issueSignInLink(c.var.deps.db, {
      purpose: 'sso',
      userId,
      ttlMinutes: TOKEN_TTL_MINUTES,
      now: c.var.deps.now?.() ?? new Date(),
    })
    // Always back to this console: the provider never redirects to an address it was handed.
    return c.redirect(`/login?ssoToken=${token}`)
  }

  const signsIn = allow.public('the demo provider authenticates: password, lockout, two-factor')
  app.get('/authorize', signsIn, async (c) => {
    const row = await ssoUser(c, c.req.query('login_hint') ?? '')
    if (!row) return c.redirect(notConnectedPage)
    return c.html(passwordPage(row, null))
  })

  app.post('/authorize', signsIn, async (c) => {
    const form = await c.req.parseBody()
    if (form.decision !== 'allow') return c.redirect(cancelled)
    const row = await ssoUser(c, String(form.login_hint ?? ''))
    if (!row) return c.redirect(notConnectedPage)
    const { db, tokens } = c.var.deps
    const now = c.var.deps.now?.() ?? new Date()
    try {
      await checkPassword(db, row.user.email, String(form.password ?? ''), now)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return c.html(passwordPage(row, error.message), 401)
    }
    if (!row.user.isMfaEnabled) return returnToConsole(c, row.user.id)
    const verificationTokenId = await tokens.sign({ sub: row.user.id, kind: 'mfa' })
    try {
      await sendSignInCode(db, row.user, verificationTokenId, now)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return c.html(passwordPage(row, error.message), error.status === 429 ? 429 : 400)
    }
    return c.html(codePage(row.company.name, verificationTokenId, null))
  })

  app.post('/verify', signsIn, async (c) => {
    const form = await c.req.parseBody()
    if (form.decision !== 'allow') return c.redirect(cancelled)
    const verificationTokenId = String(form.verificationTokenId ?? '')
    const check = await c.var.deps.tokens.verify(verificationTokenId, 'mfa')
    const row = check.ok ? await ssoUserById(c, check.claims.sub) : null
    if (!row || !row.user.isMfaEnabled) return c.redirect('/sso_fail?errorMessage=Sign-in%20has%20expired')
    try {
      await spendCode(
        c.var.deps.db,
        row.user,
        verificationTokenId,
        String(form.code ?? ''),
        c.var.deps.now?.() ?? new Date(),
      )
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return c.html(
        codePage(row.company.name, verificationTokenId, error.message),
        error.status === 429 ? 429 : 400,
      )
    }
    return returnToConsole(c, row.user.id)
  })
  return app
}

import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { literal, object } from 'superstruct'
import { SSO_TOKEN_EXPIRED } from '../../src/domain/sso-failures'
import type { GatewayEnv } from '../context'
import { companies, users } from '../db/schema'
import { issueSignInLink, spendSignInLink } from '../auth/sign-in-links'
import { ApiError, readBody, unauthorized } from '../errors'

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

async function ssoUser(c: { var: GatewayEnv['Variables'] }, email: string) {
  const [row] = await c.var.deps.db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email.trim().toLowerCase()))
  return row && row.company.ssoProvider && !row.user.disabledAt && !row.company.disabledAt ? row : null
}

export function ssoApiRoutes() {
  const app = new Hono<GatewayEnv>()
  app.post('/sso/login_endpoint_link/by_email/:email', async (c) => {
    await readBody(c, object({ origin: literal('admin') }))
    const row = await ssoUser(c, c.req.param('email'))
    if (!row) throw notConnected()
    return c.json({ link: `/__idp/authorize?login_hint=${encodeURIComponent(row.user.email)}` })
  })
  app.get('/user/custom_token_sso/:token', async (c) => {
    const now = c.var.deps.now?.() ?? new Date()
    const link = await spendSignInLink(c.var.deps.db, 'sso', c.req.param('token'), now)
    if (!link) throw unauthorized('token_invalid', SSO_TOKEN_EXPIRED)
    return c.json({ customFirebaseToken: await c.var.deps.tokens.sign({ sub: link.userId, kind: 'custom' }) })
  })
  return app
}

export function demoIdentityProviderRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get('/authorize', async (c) => {
    const email = c.req.query('login_hint') ?? ''
    const row = await ssoUser(c, email)
    if (!row) return c.redirect(`/sso_fail?errorMessage=email_is_not_connected`)
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Demo identity provider</title>
          </head>
          <body
            style="font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; background: #f5f6fa; margin: 0"
          >
            <main
              style="background: white; padding: 40px; border-radius: 12px; box-shadow: 0 4px 20px rgba(0,0,0,.08); max-width: 420px"
            >
              <p style="color: #3b44b8; font-weight: 700; font-size: 14px">DEMO IDENTITY PROVIDER</p>
              <h1 style="font-size: 22px">Sign in to ${row.company.name}</h1>
              <p>Continue as <strong>${row.user.email}</strong>?</p>
              <form
                method="post"
                action="/__idp/authorize"
                style="display: flex; gap: 12px; margin-top: 24px"
              >
                <input type="hidden" name="login_hint" value="${row.user.email}" />
                <button
                  name="decision"
                  value="allow"
                  type="submit"
                  style="padding: 10px 18px; background: #3b44b8; color: white; border: 0; border-radius: 6px; font-weight: 600"
                >
                  Continue
                </button>
                <button
                  name="decision"
                  value="deny"
                  type="submit"
                  style="padding: 10px 18px; background: white; border: 1px solid #3b44b8; color: #3b44b8; border-radius: 6px"
                >
                  Cancel
                </button>
              </form>
            </main>
          </body>
        </html>`,
    )
  })
  app.post('/authorize', async (c) => {
    const form = await c.req.parseBody()
    if (form.decision !== 'allow') return c.redirect('/sso_fail?errorMessage=Sign-in%20was%20cancelled')
    const row = await ssoUser(c, String(form.login_hint ?? ''))
    if (!row) return c.redirect('/sso_fail?errorMessage=email_is_not_connected')
    const now = c.var.deps.now?.() ?? new Date()
    const token = await issueSignInLink(c.var.deps.db, {
      purpose: 'sso',
      userId: row.user.id,
      ttlMinutes: TOKEN_TTL_MINUTES,
      now,
    })
    // Always back to this console: the provider never redirects to an address it was handed.
    return c.redirect(`/login?ssoToken=${token}`)
  })
  return app
}

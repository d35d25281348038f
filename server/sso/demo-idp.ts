import { inflateRawSync } from 'node:zlib'
import { DOMParser } from '@xmldom/xmldom'
import { type Context } from 'hono'
import { html } from 'hono/html'
import type { GatewayEnv } from '../context'
import { ssoOrigin } from './company-provider'
import { PAGE_STYLE } from './pages'

/**
 * The demo identity provider: a SAML 2.0 identity provider on this gateway (development only), so the demo
 * company's SSO runs the same service-provider checks as a customer's Okta or Google Workspace. It signs in like
 * a real one (the account's password with its lockout, then the emailed code when two-factor is on) and answers
 * only this console's ACS addresses, with an assertion signed by its own key (made on first start).
 */

export interface AuthnRequest {
  id: string
  acsUrl: string
  audience: string
}

/** The HTTP-Redirect binding's request: base64 of deflated XML; only this console's ACS is answered. */
export function readRequest(c: Context<GatewayEnv>, encoded: string): AuthnRequest | null {
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

export function page(
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

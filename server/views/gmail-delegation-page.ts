import { html } from 'hono/html'
import { GMAIL_INSERT_SCOPE } from '../direct-delivery/gmail'
import { cardPage } from './card-page'
import { consentForm } from './consent-form'

// Connecting Gmail for direct delivery when the console has the platform's Google service account: Google has no
// consent redirect for this; a Workspace super admin delegates the gmail.insert scope to the account's client id
// in the Admin console. The page says exactly what to enter, and "Check and connect" asks Google for a token for
// the admin's own mailbox: only a Workspace that delegated the scope gets one.

export const GMAIL_DELEGATION_TEXTS = {
  notYet: (domain: string) =>
    `Google has not delegated the scope for ${domain} yet. Save it in the Admin console, wait a few minutes, and check again.`,
  unavailable: 'Google did not answer. Check again in a few minutes.',
} as const

export function gmailDelegationPage(action: string, clientId: string, problem: string | null) {
  const cell = 'font-family: ui-monospace, monospace; font-size: 13px; word-break: break-all'
  return cardPage(
    'Google Workspace: delegate access',
    html`<p style="color: #3b44b8; font-weight: 700; font-size: 14px">GOOGLE WORKSPACE</p>
      <h1 style="font-size: 22px">Let the console place simulations in Gmail</h1>
      <p>
        A Google Workspace super admin adds this under Admin console → Security → Access and data control →
        API controls → Manage domain-wide delegation → Add new:
      </p>
      <dl style="display: grid; gap: 6px">
        <dt style="font-weight: 600">Client ID</dt>
        <dd style="${cell}; margin: 0">${clientId}</dd>
        <dt style="font-weight: 600">OAuth scopes</dt>
        <dd style="${cell}; margin: 0">${GMAIL_INSERT_SCOPE}</dd>
      </dl>
      <p>It lets the console add messages to your users' mailboxes. It cannot read, send or delete mail.</p>
      ${
        problem
          ? html`<p
              role="alert"
              style="color: #9f1239; background: #ffe4e6; padding: 10px 12px; border-radius: 6px"
            >
              ${problem}
            </p>`
          : ''
      }
      ${consentForm(action, 'Check and connect')}`,
  )
}

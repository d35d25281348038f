import { html } from 'hono/html'

// The two answers of a consent page the gateway shows (direct delivery's provider consent, Gmail's delegation
// check): posted to `<action>/allow` or `<action>/deny`.

export const consentForm = (action: string, allowLabel: string) =>
  html`<form method="post" style="display: flex; gap: 12px; margin-top: 24px; flex-wrap: wrap">
    <button
      formaction="${action}/allow"
      type="submit"
      style="padding: 10px 18px; background: #3b44b8; color: white; border: 0; border-radius: 6px; font-weight: 600"
    >
      ${allowLabel}
    </button>
    <button
      formaction="${action}/deny"
      type="submit"
      style="padding: 10px 18px; background: white; border: 1px solid #3b44b8; color: #3b44b8; border-radius: 6px"
    >
      Cancel
    </button>
  </form>`

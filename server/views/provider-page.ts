import { html } from 'hono/html'
import { cardPage } from './card-page'

// The pages that stand in for the payment provider (checkout, customer portal): plain server HTML, labelled as
// the reference gateway's, so nobody mistakes them for a real provider's.

export const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })

export const providerPage = (label: string, title: string, body: ReturnType<typeof html>) =>
  cardPage(
    title,
    html`<p style="color: #3b44b8; font-weight: 700; font-size: 14px">${label} (REFERENCE GATEWAY)</p>
      ${body}`,
  )

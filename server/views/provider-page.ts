import { html } from 'hono/html'

// The pages that stand in for the payment provider (checkout, customer portal): plain server HTML, labelled as
// the reference gateway's, so nobody mistakes them for a real provider's.

export const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })

export const providerPage = (label: string, title: string, body: ReturnType<typeof html>) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body
        style="font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; background: #f5f6fa; margin: 0"
      >
        <main
          style="background: white; padding: 40px; border-radius: 12px; box-shadow: 0 4px 20px rgba(0,0,0,.08); width: min(560px, 90vw); box-sizing: border-box"
        >
          <p style="color: #3b44b8; font-weight: 700; font-size: 14px">${label} (REFERENCE GATEWAY)</p>
          ${body}
        </main>
      </body>
    </html>`

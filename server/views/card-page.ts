import { html } from 'hono/html'

// A page the gateway itself shows, outside the console (a payment stand-in, an unsubscribe link): plain server
// HTML, one card in the middle of the window, no script.

export const cardPage = (title: string, body: ReturnType<typeof html>) =>
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
          ${body}
        </main>
      </body>
    </html>`

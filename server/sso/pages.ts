import { html } from 'hono/html'

// The pages the gateway itself shows during single sign-on: a form that carries an answer on (SAML's HTTP-POST
// binding) and a Test sign-in's result in the popup. Plain HTML, one inline script under the response's nonce.

export const PAGE_STYLE = {
  body: 'font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; background: #f5f6fa; margin: 0',
  card: 'background: white; padding: 40px; border-radius: 12px; box-shadow: 0 4px 20px rgba(0,0,0,.08); width: min(520px, 92vw); box-sizing: border-box',
  input:
    'display: block; width: 100%; box-sizing: border-box; padding: 10px 12px; margin-top: 6px; border: 1px solid #c4c7d6; border-radius: 6px; font-size: 16px',
  primary:
    'padding: 10px 18px; background: #3b44b8; color: white; border: 0; border-radius: 6px; font-weight: 600',
  secondary:
    'padding: 10px 18px; background: white; border: 1px solid #3b44b8; color: #3b44b8; border-radius: 6px',
  error: 'color: #b42318; margin: 12px 0 0',
}

/** Posts `fields` to `action` as soon as it loads; the button is there when scripts are off. */
export function autoPostPage(action: string, fields: Record<string, string>, nonce: string | undefined) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>Signing in…</title>
      </head>
      <body style="${PAGE_STYLE.body}">
        <form method="post" action="${action}" id="answer" style="${PAGE_STYLE.card}">
          ${Object.entries(fields).map(
            ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
          )}
          <p>Signing you in…</p>
          <button type="submit" style="${PAGE_STYLE.primary}">Continue</button>
        </form>
        <script nonce="${nonce ?? ''}">
          document.getElementById('answer').submit()
        </script>
      </body>
    </html>`
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** A Test sign-in's result in its popup; it tells the console (same origin only) and can be closed. */
export function testResultPage(
  result: { ok: boolean; email: string | null; claims: Record<string, unknown>; error: string | null },
  origin: string,
  nonce: string | undefined,
) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Test sign-in</title>
      </head>
      <body style="${PAGE_STYLE.body}" data-origin="${origin}">
        <main style="${PAGE_STYLE.card}">
          <h1 style="font-size: 22px">${result.ok ? 'Test sign-in succeeded' : 'Test sign-in failed'}</h1>
          ${
            result.ok
              ? html`<p>The provider signed in <strong>${result.email}</strong>.</p>`
              : html`<p role="alert" style="${PAGE_STYLE.error}">${result.error}</p>`
          }
          ${
            Object.keys(result.claims).length
              ? html`<table style="border-collapse: collapse; margin-top: 16px; font-size: 14px; width: 100%">
                  ${Object.entries(result.claims).map(
                    ([name, value]) =>
                      html`<tr>
                        <th style="text-align: left; padding: 4px 8px 4px 0; vertical-align: top">${name}</th>
                        <td style="padding: 4px 0; word-break: break-all">${shown(value)}</td>
                      </tr>`,
                  )}
                </table>`
              : ''
          }
          <p style="margin-top: 24px">The result is in the console's settings. You can close this window.</p>
        </main>
        <script nonce="${nonce ?? ''}">
          if (window.opener)
            window.opener.postMessage({ type: 'sso-test-finished' }, document.body.dataset.origin)
        </script>
      </body>
    </html>`
}

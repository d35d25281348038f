import { BASE } from '../../src/domain/api-paths'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { PAGE_STYLE } from '../sso/pages'
import { cardPage } from '../views/card-page'
import { OPT_OUT_LISTS, openUnsubscribeToken, optOut } from '../mail/unsubscribe'

// The unsubscribe link of reminders and scheduled reports: a mail client's one-click POST (RFC 8058) or the
// recipient's own, from the page its GET shows. A GET never unsubscribes, since link scanners open every link.

const page = (title: string, body: ReturnType<typeof html>) =>
  cardPage(
    title,
    html`<h1 style="font-size: 20px; margin: 0 0 12px">${title}</h1>
      ${body}`,
  )

const UNKNOWN =
  'This unsubscribe link is not valid. Copy the whole link from the mail, or ask your administrator.'

function tokenOf(c: Context<GatewayEnv>) {
  return openUnsubscribeToken(c.var.deps.tokens.secrets, c.req.param('token') ?? '')
}

export function mailUnsubscribeRoutes() {
  const app = new Hono<GatewayEnv>()
  const why = 'an unsubscribe link: the address and list are sealed in the token'
  app.get(`${BASE.api}/mail/unsubscribe/:token`, allow.public(why), (c) => {
    const found = tokenOf(c)
    if (!found) return c.html(page('Unsubscribe', html`<p>${UNKNOWN}</p>`), 404)
    return c.html(
      page(
        'Unsubscribe',
        html`<p>Stop sending ${OPT_OUT_LISTS[found.list]} to ${found.to}?</p>
          <form method="post">
            <button type="submit" style="${PAGE_STYLE.primary}">Unsubscribe</button>
          </form>`,
      ),
    )
  })
  app.post(`${BASE.api}/mail/unsubscribe/:token`, allow.public(why), async (c) => {
    const found = tokenOf(c)
    if (!found) return c.html(page('Unsubscribe', html`<p>${UNKNOWN}</p>`), 404)
    await optOut(c.var.deps.db, found.to, found.list)
    return c.html(
      page(
        'Unsubscribed',
        html`<p>${found.to} will no longer receive ${OPT_OUT_LISTS[found.list]} from this console.</p>`,
      ),
    )
  })
  return app
}

import { BASE } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { html } from 'hono/html'
import type { GatewayEnv } from '../context'
import { money } from '../views/provider-page'
import { checkoutSessions } from '../db/schema'
import { companyOf, fulfil, openSession, page } from '../billing/accounts'

// The hosted checkout's own pages, stood in for (001 §6): a session behind its random id, paid or cancelled.
export function checkoutRoutes() {
  const app = new Hono<GatewayEnv>()
  const bySessionSecret = allow.public("the checkout session's random id is its secret")
  app.get(`${BASE.billing}/checkout/:sessionId`, bySessionSecret, async (c) => {
    const { db } = c.var.deps
    const session = await openSession(db, c.req.param('sessionId'))
    if (!session)
      return c.html(
        page(
          'Checkout expired',
          html`<h1>This checkout is no longer open</h1>
            <p>It was paid, cancelled or has expired. Nothing more will be charged.</p>
            <p><a href="/licensing">Back to licensing</a></p>`,
        ),
        404,
      )
    const company = await companyOf(db, session.companyId)
    const action = `/billing/api/v1/checkout/${session.id}`
    return c.html(
      page(
        'Checkout',
        html`<h1 style="font-size: 22px">${company.name}: Boost</h1>
          <dl style="display: grid; grid-template-columns: 1fr auto; gap: 8px">
            <dt>${session.mode === 'licenses' ? 'Licenses' : 'Users'}</dt>
            <dd style="margin: 0">${session.quantity}</dd>
            <dt>Price per seat per year</dt>
            <dd style="margin: 0">${money(session.pricePerSeatCents)}</dd>
            ${
              session.couponCode
                ? html`<dt>Coupon</dt>
                    <dd style="margin: 0">${session.couponCode}</dd>`
                : ''
            }
            <dt><strong>Total per year</strong></dt>
            <dd style="margin: 0"><strong>${money(session.totalCents)}</strong></dd>
          </dl>
          <form method="post" style="display: flex; gap: 12px; margin-top: 24px">
            <button
              formaction="${action}/pay"
              type="submit"
              style="padding: 10px 18px; background: #3b44b8; color: white; border: 0; border-radius: 6px; font-weight: 600"
            >
              Pay ${money(session.totalCents)}
            </button>
            <button
              formaction="${action}/cancel"
              type="submit"
              style="padding: 10px 18px; background: white; border: 1px solid #3b44b8; color: #3b44b8; border-radius: 6px"
            >
              Cancel
            </button>
          </form>`,
      ),
    )
  })

  app.post(`${BASE.billing}/checkout/:sessionId/pay`, bySessionSecret, async (c) => {
    const { db } = c.var.deps
    const session = await openSession(db, c.req.param('sessionId'))
    if (!session) return c.redirect('/licensing?checkout=expired', 303)
    await fulfil(db, session)
    return c.redirect(
      `/licensing?modal=purchaseComplete${session.mode === 'licenses' ? `&licenses=${session.quantity}` : ''}`,
      303,
    )
  })

  app.post(`${BASE.billing}/checkout/:sessionId/cancel`, bySessionSecret, async (c) => {
    const { db } = c.var.deps
    const session = await openSession(db, c.req.param('sessionId'))
    if (!session) return c.redirect('/licensing?checkout=expired', 303)
    await db.update(checkoutSessions).set({ status: 'cancelled' }).where(eq(checkoutSessions.id, session.id))
    const back = new URLSearchParams({ checkout: 'cancelled', usersNumber: String(session.quantity) })
    if (session.couponCode) back.set('coupon', session.couponCode)
    return c.redirect(`/licensing?${back}`, 303)
  })
  return app
}

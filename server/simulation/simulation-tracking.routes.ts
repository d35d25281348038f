import { landingWordingOf } from '../texts/landing-wording'
import { Hono, type Context } from 'hono'
import { loginPageOf } from '../../src/domain/simulation/landing'
import { scannerReason } from './scanners'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { simulationCampaigns } from '../db/schema'
import { eq } from 'drizzle-orm'
import {
  findDelivery,
  recordPersonEvent,
  recordScannerEvent,
  withdrawUnconfirmed,
} from '../simulation/events'
import { goneLinkPage, LANDING_SCRIPT, landingPage, lessonPage } from '../simulation/landing'
import { xTestPhishOf } from '../simulation/settings'

// The recipient's side of a simulation (issue 25): the open-tracking image, the %url_tag% link with its landing
// or login page, the login page's submit, and the report button's call. Each is reached by a per-recipient
// random token only; an unknown, forged or deleted campaign's token gets the same neutral answer.

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const TOKEN_WHY = 'a per-recipient random token from a simulation mail'

const nowOf = (c: Context<GatewayEnv>) => c.var.deps.now?.() ?? new Date()
const agentOf = (c: Context<GatewayEnv>) => (c.req.header('user-agent') ?? '').slice(0, 300)
const purposeOf = (c: Context<GatewayEnv>) =>
  `${c.req.header('purpose') ?? ''} ${c.req.header('sec-purpose') ?? ''} ${c.req.header('x-moz') ?? ''}`

const noStore = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }

export function simulationTrackingRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get('/t/landing.js', allow.public('the landing page script: static, same for everyone'), (c) =>
    c.body(LANDING_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  )

  app.on(['GET', 'HEAD'], '/t/o/:file', allow.public(TOKEN_WHY), async (c) => {
    const token = c.req.param('file').replace(/\.gif$/, '')
    const delivery = await findDelivery(c.var.deps.db, token)
    if (delivery) {
      const reason = scannerReason({
        method: c.req.method,
        userAgent: agentOf(c),
        purpose: purposeOf(c),
        secondsSinceSent: null,
        // An image load is the person's mail client showing the mail: no script runs there.
        confirmed: true,
      })
      if (reason) await recordScannerEvent(c.var.deps.db, delivery, 'opened', nowOf(c), reason, agentOf(c))
      else
        await recordPersonEvent(
          c.var.deps.db,
          jobSender(c.var.deps),
          delivery,
          'opened',
          nowOf(c),
          agentOf(c),
        )
    }
    const headers = { ...noStore, 'Content-Type': 'image/gif' }
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(PIXEL, 200, headers)
  })

  app.on(['GET', 'HEAD'], '/t/c/:token', allow.public(TOKEN_WHY), async (c) => {
    const { db } = c.var.deps
    const delivery = await findDelivery(db, c.req.param('token'))
    if (!delivery) return c.html(goneLinkPage(), 404, noStore)
    const reason = scannerReason({
      method: c.req.method,
      userAgent: agentOf(c),
      purpose: purposeOf(c),
      secondsSinceSent: null,
      confirmed: false,
    })
    // Until the page's script confirms a browser showed it, a fetch is taken for a scanner's ("no-script").
    await recordScannerEvent(db, delivery, 'clicked', nowOf(c), reason ?? 'no-script', agentOf(c))
    if (c.req.method === 'HEAD') return c.body(null, 200, noStore)
    const [campaign] = await db
      .select({ loginPageId: simulationCampaigns.loginPageId })
      .from(simulationCampaigns)
      .where(eq(simulationCampaigns.id, delivery.campaignId))
    const wording = await landingWordingOf(db, delivery.companyId)
    return c.html(landingPage(delivery.token, campaign?.loginPageId ?? null, wording), 200, noStore)
  })

  app.post('/t/c/:token/confirm', allow.public(TOKEN_WHY), async (c) => {
    const { db } = c.var.deps
    const delivery = await findDelivery(db, c.req.param('token'))
    if (!delivery) return c.body(null, 404)
    const at = nowOf(c)
    const handedOver = delivery.sentAt ?? delivery.mailedAt
    const reason = scannerReason({
      method: 'POST',
      userAgent: agentOf(c),
      purpose: purposeOf(c),
      secondsSinceSent: handedOver ? (at.getTime() - handedOver.getTime()) / 1000 : null,
      confirmed: true,
    })
    if (reason) {
      await recordScannerEvent(db, delivery, 'clicked', at, reason, agentOf(c))
      return c.body(null, 204)
    }
    await withdrawUnconfirmed(db, delivery)
    const [campaign] = await db
      .select({ loginPageId: simulationCampaigns.loginPageId })
      .from(simulationCampaigns)
      .where(eq(simulationCampaigns.id, delivery.campaignId))
    // Without a login page, opening the link is the fall; with one, the submit is.
    const kind = loginPageOf(campaign?.loginPageId ?? null) ? 'clicked' : 'phished'
    await recordPersonEvent(db, jobSender(c.var.deps), delivery, kind, at, agentOf(c))
    return c.body(null, 204)
  })

  // The body is never read: what a person typed into a simulated login page is not the console's to keep.
  app.post('/t/s/:token', allow.public(TOKEN_WHY), async (c) => {
    const { db } = c.var.deps
    const delivery = await findDelivery(db, c.req.param('token'))
    if (!delivery) return c.html(goneLinkPage(), 404, noStore)
    await recordPersonEvent(db, jobSender(c.var.deps), delivery, 'phished', nowOf(c), agentOf(c))
    return c.html(lessonPage(await landingWordingOf(db, delivery.companyId)), 200, noStore)
  })

  // The report button (002 §3 xTestPhish): the add-in sends the mail's X-Test-Phish value with its token, so a
  // token copied into another company's add-in, or a made-up one, reports nothing.
  app.post('/t/r/:token', allow.public(`${TOKEN_WHY}, with the company's X-Test-Phish value`), async (c) => {
    const { db } = c.var.deps
    const delivery = await findDelivery(db, c.req.param('token'))
    const header = c.req.header('x-test-phish') ?? ''
    if (!delivery || header === '' || header !== (await xTestPhishOf(db, delivery.companyId)))
      return c.json({ error: { code: 'not_found', message: 'Not found', status: 404, details: [] } }, 404)
    await recordPersonEvent(db, jobSender(c.var.deps), delivery, 'reported', nowOf(c), agentOf(c))
    return c.body(null, 204)
  })

  return app
}

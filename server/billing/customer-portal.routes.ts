import { BASE, PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt } from 'drizzle-orm'
import { Hono } from 'hono'
import { html } from 'hono/html'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { checkoutSessions, companies, licenceWallets, portalSessions, subscriptions } from '../db/schema'
import { ApiError, forbidden } from '../errors'
import { money, providerPage } from '../views/provider-page'
import { PLAN_TEXTS } from '../../src/domain/plan'

// The licence wallet (001 §3) and the customer-portal link (001 §7 POST .../customer_portal, a text address).
// The portal is the reference gateway's stand-in for the payment provider's: a lapsing, single-company page with
// the plan, the invoices and the licences, and a way back to the console.

const PORTAL_TTL_MS = 15 * 60_000
const guard = allow.company()

export interface LicenceWalletRow {
  id: string
  companyId: string
  balance: number
  createdAt: string
  expiresAt: string
  isActive: boolean
  isExpired: boolean
}

async function walletsOf(db: Database, companyId: string, now: number): Promise<LicenceWalletRow[]> {
  const rows = await db
    .select()
    .from(licenceWallets)
    .where(eq(licenceWallets.companyId, companyId))
    .orderBy(desc(licenceWallets.createdAt))
  return rows.map((row) => {
    const isExpired = row.expiresAt.getTime() <= now
    return {
      id: row.id,
      companyId: row.companyId,
      balance: row.balance,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      isActive: !isExpired && row.balance > 0,
      isExpired,
    }
  })
}

const dateOf = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })

export function licenceWalletRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.licenses.pattern, guard, async (c) =>
    c.json({ licenses: await walletsOf(c.var.deps.db, c.req.param('companyId'), Date.now()) }),
  )

  app.post(PATHS.customerPortal.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const company = c.var.tenant
    if (company.parentCompanyId !== null || company.integration !== null)
      throw forbidden('managed_by_provider', PLAN_TEXTS.managedByProvider)
    const [record] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company.id))
      .limit(1)
    if (!record)
      throw new ApiError(
        409,
        'no_billing_account',
        'There is no billing account yet: nothing has been bought.',
      )
    const id = `ps_${randomBytes(24).toString('base64url')}`
    await db.insert(portalSessions).values({
      id,
      companyId: company.id,
      userId: c.var.auth.user.id,
      expiresAt: new Date(Date.now() + PORTAL_TTL_MS),
    })
    return c.text(`${new URL(c.req.url).origin}/billing/api/v1/portal/${id}`)
  })
  return app
}

/** Under /billing/api/v1: the portal page itself (the link is its only credential, and it lapses). */
export function customerPortalPageRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(
    `${BASE.billing}/portal/:sessionId`,
    allow.public("the portal session's random id is its secret"),
    async (c) => {
      const { db } = c.var.deps
      const now = new Date()
      const [session] = await db
        .select()
        .from(portalSessions)
        .where(and(eq(portalSessions.id, c.req.param('sessionId')), gt(portalSessions.expiresAt, now)))
      if (!session)
        return c.html(
          providerPage(
            'CUSTOMER PORTAL',
            'Link expired',
            html`<h1>This link has expired</h1>
              <p>Open the customer portal again from Licensing.</p>
              <p><a href="/licensing">Back to licensing</a></p>`,
          ),
          404,
        )
      const [company] = await db.select().from(companies).where(eq(companies.id, session.companyId))
      const [current] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.companyId, session.companyId))
        .orderBy(desc(subscriptions.createdAt))
        .limit(1)
      const paid = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.companyId, session.companyId), eq(checkoutSessions.status, 'paid')))
        .orderBy(desc(checkoutSessions.paidAt))
      const wallets = await walletsOf(db, session.companyId, now.getTime())
      const cell = 'padding: 6px 8px; border-bottom: 1px solid #e5e7eb; text-align: left'
      return c.html(
        providerPage(
          'CUSTOMER PORTAL',
          'Customer portal',
          html`<h1 style="font-size: 22px">${company!.name}</h1>
            <h2 style="font-size: 16px">Current plan</h2>
            ${
              current && current.status !== 'canceled'
                ? html`<p>
                    Boost, ${current.reservedSeats} seats at ${money(current.pricePerUserCents)} per seat per
                    year; renews on ${dateOf(current.currentPeriodEnd)}.
                  </p>`
                : html`<p>Free. The last subscription was cancelled.</p>`
            }
            <h2 style="font-size: 16px">Invoices</h2>
            ${
              paid.length
                ? html`<table style="border-collapse: collapse; width: 100%; font-size: 14px">
                    <thead>
                      <tr>
                        <th style="${cell}">Paid</th>
                        <th style="${cell}">Items</th>
                        <th style="${cell}">Amount</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${paid.map(
                        (row) =>
                          html`<tr>
                            <td style="${cell}">${row.paidAt ? dateOf(row.paidAt) : ''}</td>
                            <td style="${cell}">
                              ${row.quantity} ${row.mode === 'licenses' ? 'licenses' : 'users'}
                            </td>
                            <td style="${cell}">${money(row.totalCents)}</td>
                          </tr>`,
                      )}
                    </tbody>
                  </table>`
                : html`<p>No invoices paid through this portal yet.</p>`
            }
            <h2 style="font-size: 16px">Licences</h2>
            ${
              wallets.length
                ? html`<ul>
                    ${wallets.map(
                      (wallet) =>
                        html`<li>
                          ${wallet.balance} licences, ${wallet.isExpired ? 'expired' : 'expire'} on
                          ${dateOf(new Date(wallet.expiresAt))}
                        </li>`,
                    )}
                  </ul>`
                : html`<p>No licence purchases.</p>`
            }
            <p style="margin-top: 24px"><a href="/licensing">Return to Licensing</a></p>`,
        ),
      )
    },
  )
  return app
}

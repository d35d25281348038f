import type { Database } from '../db/open'
import { companies, licenseAllocations, partnerInvitations, subscriptions, transactions } from '../db/schema'
import { addLearners, daysFrom, type CompanyInsert } from './helpers'
import { people, sequence } from './people'

// Northwind's wider book (issue 26 "Seed"): two dozen more customers across every state, access status and
// billing state — some under Fabrikam, a few trials ending and renewals falling due within the forecast's 90
// days, some over their seats — each paying customer with its purchase and, for some, a later upsell, so the
// transactions span a year.

const NAMES = [
  'Bellows College',
  'City Power & Light',
  'Consolidated Messenger',
  'Datum Corporation',
  'Fourth Coffee',
  'Graphic Design Institute',
  'Humongous Insurance',
  'Lamna Healthcare',
  'Munson’s Pickles',
  'Nod Publishers',
  'Southridge Video',
  'VanArsdel',
  'Wingtip Toys',
  'Fincher Architects',
  'Lakeshore Retail',
  'Olympia Stores',
  'Hexa Medical',
  'Cronus Foods',
  'Ironwood Logistics',
  'Kestrel Energy',
  'Maple Leaf Dental',
  'Quarry Hill Schools',
]
const ACCESS = ['AVAILABLE', 'REQUESTED', 'NOT_AVAILABLE', null] as const
const BILLING = ['active', 'active', 'active', 'past_due', 'active', 'unpaid'] as const

export async function seedNorthwindBook(db: Database, now: Date) {
  const random = sequence(26)
  const rows = NAMES.map((name, index) => {
    const n = index + 13
    // Boosted (paying), on a trial ending within the quarter, free, or never registered.
    const kind =
      index % 5 === 4 ? 'unregistered' : index % 4 === 1 ? 'trial' : index % 7 === 3 ? 'free' : 'boosted'
    const boosted = kind === 'boosted'
    const paidSeats = boosted ? 10 + 5 * random(12) : 0
    // Purchases spread across the year; the licence renews a year on.
    const boughtDaysAgo = 20 + ((index * 53) % 340)
    const company: CompanyInsert = {
      id: `cmp_nw_${n}`,
      name,
      slug: `nw-${n}`,
      parentCompanyId: index % 6 === 5 ? 'cmp_fabrikam' : 'cmp_northwind',
      customerType: 'PARTNERS_CUSTOMER',
      subscriptionType: boosted ? 'PAID' : 'FREE',
      hasBoost: boosted,
      paidSeats,
      trialStatus: kind === 'trial' ? 'active' : kind === 'free' ? 'available' : 'expired',
      trialEndsAt: kind === 'trial' ? daysFrom(now, 3 + ((index * 11) % 80)) : null,
      loginAsCompanyStatus: ACCESS[index % 4] ?? null,
      createdAt: daysFrom(now, -(boughtDaysAgo + 5 + random(30))),
    }
    return { company, kind, paidSeats, boughtDaysAgo, index, n }
  })
  await db.insert(companies).values(rows.map((row) => row.company))
  for (const { company, kind, paidSeats, boughtDaysAgo, index, n } of rows) {
    // Every third paying customer has outgrown its seats.
    const users =
      kind === 'unregistered'
        ? 0
        : kind === 'boosted' && index % 3 === 0
          ? paidSeats + 3 + random(6)
          : 3 + random(9)
    await addLearners(db, company.id as string, people(users, `${company.slug}.example`, n), [], [], now)
    if (kind === 'unregistered')
      // Invited some days ago; one link has already expired and waits to be resent.
      await db.insert(partnerInvitations).values({
        id: `inv_nw_${n}`,
        partnerCompanyId: company.parentCompanyId as string,
        customerCompanyId: company.id as string,
        email: `it@${company.slug}.example`,
        invitedBy: 'partner@northwind.example',
        tokenId: `seed-${n}`,
        sentAt: daysFrom(now, -2 - index),
        expiresAt: daysFrom(now, 12 - index),
        createdAt: daysFrom(now, -2 - index),
      })
    if (kind !== 'boosted') continue
    const status = BILLING[index % BILLING.length]!
    await db.insert(subscriptions).values({
      id: `sub_nw_${n}`,
      companyId: company.id as string,
      status,
      currentPeriodStart: daysFrom(now, -boughtDaysAgo),
      currentPeriodEnd: daysFrom(now, 365 - boughtDaysAgo),
      reservedSeats: paidSeats,
      pricePerUserCents: 2400,
      createdAt: daysFrom(now, -boughtDaysAgo),
    })
    // The first purchase, and for every other customer an upsell months later.
    const purchases = [{ days: boughtDaysAgo, seats: paidSeats - (index % 2 ? 5 : 0), suffix: 'a' }]
    if (index % 2) purchases.push({ days: Math.max(1, boughtDaysAgo - 60), seats: 5, suffix: 'b' })
    for (const [order, purchase] of purchases.entries()) {
      const subtotal = purchase.seats * 2400
      const discount = index % 3 === 2 ? Math.round(subtotal / 10) : 0
      const open = status !== 'active' && order === purchases.length - 1
      await db.insert(transactions).values({
        id: `txn_nw_${n}${purchase.suffix}`,
        partnerCompanyId: 'cmp_northwind',
        customerCompanyId: company.id as string,
        buyer: index % 2 ? 'Nadia Partner' : 'Omar Sales',
        adminEmail: 'partner@northwind.example',
        licences: purchase.seats,
        subtotalCents: subtotal,
        discountCents: discount,
        bankWithdrawalCents: 0,
        amountDueCents: subtotal - discount,
        paymentStatus: open ? 'OPEN' : 'PAID',
        method: index % 3 === 0 ? 'INVOICE' : 'CREDIT_CARD',
        cardLast4: index % 3 === 0 ? null : String(4000 + index * 7).slice(-4),
        invoiceNumber: `NW-2026-${String(n * 10 + order).padStart(4, '0')}`,
        orderNumber: index % 4 === 0 ? null : `PO-${2000 + n * 10 + order}`,
        dueDate: daysFrom(now, -purchase.days + 30),
        paidDate: open ? null : daysFrom(now, -purchase.days + 7),
        createdAt: daysFrom(now, -purchase.days),
      })
      await db.insert(licenseAllocations).values({
        id: `alc_nw_${n}${purchase.suffix}`,
        partnerCompanyId: 'cmp_northwind',
        customerCompanyId: company.id as string,
        licences: purchase.seats,
        allocatedBy: 'partner@northwind.example',
        createdAt: daysFrom(now, -purchase.days),
      })
    }
  }
}

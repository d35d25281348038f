import { companies, partnerInvitations, subscriptions, users } from '../server/db/schema'
import { bearer, signIn } from '../tests/server/gateway'
import { openScaleGateway, type ScaleBackend } from './scale-gateway'

// The issue-26 budget: My Customers with 5,000 customers in one partner, p95 per filtered page (sorts, every
// filter value, search, later pages), as the partner's browser asks for them.

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!

const QUERIES = [
  '',
  'orderBy=createdAt&order=DESC',
  'pageNumber=40',
  'searchText=customer%2042',
  'status=ACTIVE',
  'status=SUSPENDED',
  'state=BOOSTED',
  'state=TRIAL_ACTIVE',
  'state=FREE',
  'state=UNREGISTERED',
  'isRegistered=true',
  'hasOverages=true',
  'accountAccess=AVAILABLE',
  'accountAccess=NOT_AVAILABLE',
  'companyAffiliation=PARTNER',
  'enablementStatus=DISABLED',
  'subcompanyType=CUSTOMER',
  'state=BOOSTED&hasOverages=false&orderBy=createdAt',
]

export async function customersScale(backend: ScaleBackend, count = 5_000) {
  const scale = await openScaleGateway(backend)
  try {
    const { db } = scale.gateway.database
    const now = Date.now()
    for (let start = 0; start < count; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - start) }, (_, i) => start + i)
      await db.insert(companies).values(
        batch.map((n) => ({
          id: `bench_c${n}`,
          name: `Customer ${n}`,
          slug: `bench-c${n}`,
          parentCompanyId: 'cmp_northwind',
          customerType: n % 17 === 0 ? 'PARTNER' : 'PARTNERS_CUSTOMER',
          hasBoost: n % 3 !== 0,
          subscriptionType: n % 3 !== 0 ? 'PAID' : 'FREE',
          paidSeats: n % 3 !== 0 ? 10 : 0,
          trialStatus: n % 3 === 0 ? (n % 2 ? 'active' : 'expired') : 'expired',
          trialEndsAt: n % 3 === 0 && n % 2 ? new Date(now + (n % 120) * 86_400_000) : null,
          loginAsCompanyStatus: ['AVAILABLE', 'REQUESTED', null][n % 3],
          disabledAt: n % 50 === 0 ? new Date(now - 86_400_000) : null,
          createdAt: new Date(now - n * 3_600_000),
        })),
      )
      // Paying customers renew through the year; those without users were invited (the forecast reads both).
      await db.insert(subscriptions).values(
        batch
          .filter((n) => n % 3 !== 0)
          .map((n) => ({
            id: `bench_s${n}`,
            companyId: `bench_c${n}`,
            status: n % 11 === 0 ? 'past_due' : 'active',
            currentPeriodStart: new Date(now - (365 - (n % 365)) * 86_400_000),
            currentPeriodEnd: new Date(now + (n % 365) * 86_400_000),
            reservedSeats: 10,
            pricePerUserCents: 2400,
          })),
      )
      await db.insert(partnerInvitations).values(
        batch
          .filter((n) => n % 4 === 3)
          .map((n) => ({
            id: `bench_i${n}`,
            partnerCompanyId: 'cmp_northwind',
            customerCompanyId: `bench_c${n}`,
            email: `it@c${n}.bench.example`,
            invitedBy: 'partner@northwind.example',
            tokenId: `bench-${n}`,
            sentAt: new Date(now - 86_400_000),
            expiresAt: new Date(now + (n % 14) * 86_400_000),
          })),
      )
      // A dozen users in most customers: the registered, overage and seat columns count them.
      await db.insert(users).values(
        batch
          .filter((n) => n % 4 !== 3)
          .flatMap((n) =>
            Array.from({ length: 12 }, (_, u) => ({
              id: `bench_cu${n}_${u}`,
              companyId: `bench_c${n}`,
              email: `u${u}@c${n}.bench.example`,
              name: `User${u}`,
              lastName: `C${n}`,
              role: u === 0 ? 'admin' : 'user',
            })),
          ),
      )
    }
    const { token } = await signIn(scale.gateway, 'partner@northwind.example')
    const timings: number[] = []
    for (let round = 0; round < 3; round += 1)
      for (const query of QUERIES) {
        const started = performance.now()
        const response = await scale.request(
          `/api/v1/company/msp/cmp_northwind?pageSize=25&${query}`,
          bearer(token),
        )
        await response.json()
        if (response.status !== 200) throw new Error(`${query}: ${response.status}`)
        timings.push(performance.now() - started)
        if (process.env.BENCH_VERBOSE) console.log(query, (performance.now() - started).toFixed(0))
      }
    // The forecast over the same book: every trial, renewal, overage and invitation of 5,000 customers.
    const forecastTimings: number[] = []
    let opportunities = 0
    for (let round = 0; round < 10; round += 1) {
      const started = performance.now()
      const response = await scale.request(
        '/api/v1/partner-portal/cmp_northwind/opportunity_forecast',
        bearer(token),
      )
      const body = (await response.json()) as { opportunities: unknown[] }
      if (response.status !== 200) throw new Error(`forecast: ${response.status}`)
      forecastTimings.push(performance.now() - started)
      opportunities = body.opportunities.length
    }
    return {
      customers: count,
      p95: percentile(timings, 0.95),
      forecastP95: percentile(forecastTimings, 0.95),
      opportunities,
      indexes: await scale.indexesUsed(['companies', 'users']),
    }
  } finally {
    await scale.close()
  }
}

import type { $Fetch } from 'ofetch'
import { array, boolean, create, enums, nullable, number, string, type as shape } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { DowngradePreview, Invoice, PlanFacts, Pricing, PurchaseMode } from '../../domain/plan'
import { companyFacts } from '../../domain/company-kind'
import { AllocationTotals } from '../../domain/partner-transactions'
import { getCompanyView, recentCompanyView } from '../session/company'

// Plans and billing calls (001 §7): the plan facts are the company view plus its last subscription record.

const Subscriptions = shape({
  data: array(
    shape({
      stripe_current_period_end: string(),
      stripe_reserved_seats: number(),
      stripe_price_per_user_cents: number(),
      status: string(),
    }),
  ),
})

const Licenses = shape({
  licenses: array(
    shape({
      id: string(),
      balance: number(),
      createdAt: string(),
      expiresAt: string(),
      isActive: boolean(),
      isExpired: boolean(),
    }),
  ),
})

/** A page's first load may take the session's company view when it is seconds old; a reload after a change never. */
export const FIRST_LOAD_VIEW_MAX_AGE_MS = 10_000

export async function loadPlan(
  api: $Fetch,
  companyId: string,
  options: { firstLoad: boolean },
): Promise<PlanFacts> {
  const [company, records, licenses] = await Promise.all([
    options.firstLoad
      ? recentCompanyView(api, companyId, FIRST_LOAD_VIEW_MAX_AGE_MS)
      : getCompanyView(api, companyId),
    api(PATHS.subscriptions(companyId)).then((body) => create(body, Subscriptions).data),
    api(PATHS.licenses(companyId)).then((body) => create(body, Licenses).licenses),
  ])
  // 001 §3: the last record returned is the one used.
  const last = records.at(-1)
  const partner = companyFacts(company).isPartner
    ? create((await api<{ totals: unknown }>(PATHS.allocationLogs(companyId))).totals, AllocationTotals)
    : null
  return {
    hasBoost: company.subscription.hasBoost,
    trialStatus: company.subscription.trial.status,
    trialEndsAt: company.subscription.trial.endDate,
    subscriptionType: company.subscription.type,
    managedByProvider: company.distribution.parentCompanyId !== null,
    integration: company.distribution.integration !== null,
    subscription: last
      ? {
          status: last.status,
          seats: last.stripe_reserved_seats,
          pricePerSeat: last.stripe_price_per_user_cents / 100,
          currentPeriodEnd: last.stripe_current_period_end,
        }
      : null,
    enabledUsers: company.usersCount.enabled,
    licenses,
    partner: partner && { allocated: partner.licences, customers: partner.customers },
  }
}

export async function startTrial(api: $Fetch, companyId: string): Promise<void> {
  await api(PATHS.trial(companyId), { method: 'POST' })
}
export async function disableTrial(api: $Fetch, companyId: string): Promise<void> {
  await api(PATHS.trialDisable(companyId), { method: 'PUT' })
}
export async function downgradeToFree(api: $Fetch, companyId: string): Promise<void> {
  await api(PATHS.subscriptionType(companyId), { method: 'PATCH', body: { subscriptionType: 'FREE' } })
}

export async function loadDowngradePreview(api: $Fetch, companyId: string): Promise<DowngradePreview> {
  return create(
    await api(PATHS.downgradePreview(companyId)),
    shape({
      campaigns: array(shape({ id: string(), name: string(), kind: string(), learners: number() })),
      assignments: number(),
      boostPages: array(string()),
    }),
  ) as DowngradePreview
}

export async function getPricing(
  api: $Fetch,
  companyId: string,
  request: { usersNumber: number; coupon: string; mode: PurchaseMode },
): Promise<Pricing> {
  const query: Record<string, string> = {
    usersNumber: String(request.usersNumber),
    isDirectPurchase: String(request.mode === 'licenses'),
  }
  if (request.coupon) query.couponCode = request.coupon
  return create(
    await api(PATHS.pricing(companyId), { query }),
    shape({ pricing: shape({ pricePerSeat: number(), totalPrice: number() }) }),
  ).pricing
}

/** The checkout address, as text (001 §7). */
export async function createCheckout(
  api: $Fetch,
  companyId: string,
  request: { usersNumber: number; coupon: string; email: string },
): Promise<string> {
  const url: unknown = await api(PATHS.checkout(companyId), {
    method: 'POST',
    headers: { Accept: 'text/plain' },
    body: {
      email: request.email,
      companyId,
      quantity: request.usersNumber,
      clientReferenceId: companyId,
      ...(request.coupon ? { couponCode: request.coupon } : {}),
    },
    responseType: 'text',
  })
  return create(url, string())
}

/** Contact Sales, first call: the sales request (001 §7 contact_us_buy). */
export async function createSalesRequest(
  api: $Fetch,
  companyId: string,
  request: { fullName: string; companyName: string; email: string; usersNumber: number; message: string },
): Promise<void> {
  await api(PATHS.contactUsBuy(companyId), {
    method: 'POST',
    body: {
      full_name: request.fullName,
      company_name: request.companyName,
      email: request.email,
      users_number: request.usersNumber,
      message: request.message,
    },
  })
}

/** Contact Sales, second call: the quote form (000 §7). */
export async function sendQuoteForm(
  api: $Fetch,
  request: {
    name: string
    lastName: string
    email: string
    users: number
    message: string
    phone: string
    companyName: string
    country: string
  },
): Promise<void> {
  await api(PATHS.quoteForm, {
    method: 'POST',
    body: { ...request, pageUri: window.location.href, pageName: document.title },
  })
}

export async function loadInvoices(api: $Fetch, companyId: string): Promise<Invoice[]> {
  return create(
    await api(PATHS.invoices(companyId)),
    shape({
      data: array(
        shape({
          id: string(),
          number: string(),
          amount: nullable(number()),
          purchasedSeats: number(),
          companyName: string(),
          paymentMethod: string(),
          invoiceDate: string(),
          status: enums(['PAID', 'OPEN', 'VOID']),
          dueDate: string(),
          paidDate: nullable(string()),
          description: string(),
          hasPdf: boolean(),
        }),
      ),
    }),
  ).data
}

/** An invoice's PDF, as bytes for the browser to save. */
export async function loadInvoicePdf(api: $Fetch, companyId: string, invoiceId: string): Promise<Blob> {
  return api(PATHS.invoicePdf(companyId, invoiceId), { responseType: 'blob' })
}

/** The customer portal's address (a text response); the page follows it in the same window. */
export async function openCustomerPortal(api: $Fetch, companyId: string): Promise<string> {
  const address: unknown = await api(PATHS.customerPortal(companyId), {
    method: 'POST',
    headers: { Accept: 'text/plain' },
    responseType: 'text',
  })
  return create(address, string())
}

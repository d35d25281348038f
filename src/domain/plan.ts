import { TRIAL_DAYS } from './constants'
import { formatDate, formatNumber } from './intl-format'

// Plans (001 §1, §3 "Company subscription record", "Pricing and purchase", §4 "Trial and plan", §5, §9): the
// Boost gate, the purchase form's rules and the price display. Free and Boost are the plans.

export const PURCHASE = {
  /** 001 §9: ± 50. */
  step: 50,
  /** 001 §9: "the not-boosted minimum; that minimum's value: not shown". One step: 50 users. */
  notBoostedMinimum: 50,
  /** 001 §9: at least 1 licence per purchase. */
  licenceMinimum: 1,
  /** 001 §5: buying is disabled above a maximum (value not shown): 5,000; larger companies talk to sales. */
  maximum: 5000,
} as const

export interface PlanFacts {
  hasBoost: boolean
  trialStatus: 'available' | 'active' | 'expired' | 'trialing'
  trialEndsAt: string | null
  subscriptionType: 'FREE' | 'PAID' | 'UNDEFINED'
  /** Customers of a reseller: licensing is the provider's. */
  managedByProvider: boolean
  /** The security-vendor integration buys elsewhere. */
  integration: boolean
  /** The subscription record in use (the last one), if any. */
  subscription: {
    status: string
    seats: number
    pricePerSeat: number
    currentPeriodEnd: string
  } | null
  enabledUsers: number
  /** Licence batches bought or allocated, newest first (001 §3 "Licence wallet"). */
  licenses: LicenceWallet[]
  /** A partner's licences given to its customers; null for a company that is not a partner. */
  partner: { allocated: number; customers: number } | null
}

export interface LicenceWallet {
  id: string
  balance: number
  createdAt: string
  expiresAt: string
  isActive: boolean
  isExpired: boolean
}

export type BoostGate = 'pass' | 'offerTrial' | 'upgrade'

/** 001 §4: with a licence it passes; an available trial is offered; otherwise the upgrade dialog. */
/** Boost, or a trial that is running: what Boost-only pages and dialogs let through. */
export const boosted = (hasBoost: boolean, trialStatus: string) =>
  hasBoost || trialStatus === 'active' || trialStatus === 'trialing'

/** 002 §2.12, §9: a Boost-only page sends a company without Boost to /reports and opens the gate after 1 s. */
export const BOOST_DIALOG_DELAY_MS = 1000

export function boostGate(plan: PlanFacts): BoostGate {
  if (boosted(plan.hasBoost, plan.trialStatus)) return 'pass'
  if (plan.trialStatus === 'available' && !plan.managedByProvider && !plan.integration) return 'offerTrial'
  return 'upgrade'
}

export const canBuy = (plan: PlanFacts) => !plan.managedByProvider && !plan.integration

/** An ended trial with no licence, for someone who cannot buy here: the dialog cannot be closed. */
export const upgradeLocked = (plan: PlanFacts) =>
  !plan.hasBoost && plan.trialStatus === 'expired' && !canBuy(plan)

export type PurchaseMode = 'users' | 'licenses'
/** A company already on Boost buys licences; anyone else upgrades with a number of users. */
export const purchaseModeOf = (plan: PlanFacts): PurchaseMode => (plan.hasBoost ? 'licenses' : 'users')
export const minimumOf = (mode: PurchaseMode) =>
  mode === 'licenses' ? PURCHASE.licenceMinimum : PURCHASE.notBoostedMinimum

export const PLAN_TEXTS = {
  trialButton: `A ${TRIAL_DAYS}-DAY BOOST TRIAL`,
  trialTitle: `Try Boost free for ${TRIAL_DAYS} days`,
  trialText:
    'Boost adds phishing simulations, the reports on who got phished, 100+ customisable phishing templates and the monthly activity calendar to what Free has. No card needed; you return to Free when the trial ends unless you upgrade.',
  trialStart: 'Start trial',
  trialDecline: 'Not now',
  trialActivated: 'Trial period was activated',
  trialEndsIn: (date: string) => `Trial Ends in ${date}`,
  trialEnded: 'Boost Trial Ended',
  upgradeNow: 'Upgrade Now',
  upgradeText:
    'Upgrade to Boost to keep phishing simulations, the reports on who got phished, every template and the activity calendar.',
  lockedText:
    'Your Boost trial has ended. Contact your provider to continue; until then you can only log out.',
  logout: 'Logout',
  managedByProvider: 'Licensing is managed by your provider',
  purchaseCompleteTitle: 'Welcome to Boost!',
  /** Ours: the title over the spec's "Payment successful! …" (issue 24: the title no longer repeats the body). */
  licensesAddedTitle: 'Purchase complete',
  purchaseCompleteText: 'Your payment went through and your company is on Boost.',
  licencesAdded: 'Payment successful! Your licenses have been added.',
  checkoutCancelled: 'The checkout was cancelled; nothing was charged. Your numbers are still here.',
  downgradeTitle: 'Downgrade to Free?',
  downgradeText: 'On Free, Boost features stop. This is what the downgrade pauses:',
  contactUs: 'Contact Us',
  keepBoost: 'Keep Boost',
  continueToFree: 'Continue to Free',
  downgradedTitle: 'Downgraded',
  downgradedText: 'Your company is on the Free plan now. You can upgrade again at any time.',
  disableTrial: 'End trial now',
  trialDisabled: 'The trial has ended.',
  close: 'Close',
} as const

export const USERS_NUMBER_TEXTS = {
  required: 'Field is required',
  integer: (mode: PurchaseMode) =>
    `${mode === 'licenses' ? 'Licenses' : 'Number of Users'} must be a whole number.`,
  minimum: (mode: PurchaseMode, n: number) =>
    `${mode === 'licenses' ? 'Licenses' : 'Number of Users'} must be greater than or equal to ${n}.`,
  maximum: (n: number) => `For more than ${n.toLocaleString('en-US')} users, please contact sales.`,
} as const

/** 001 §5: required, an integer, at least the minimum; above the maximum buying is disabled. */
export function usersNumberError(value: string, mode: PurchaseMode): string | null {
  const text = value.trim()
  if (text === '') return USERS_NUMBER_TEXTS.required
  if (!/^\d+$/.test(text)) return USERS_NUMBER_TEXTS.integer(mode)
  const n = Number(text)
  const minimum = minimumOf(mode)
  if (n < minimum) return USERS_NUMBER_TEXTS.minimum(mode, minimum)
  if (n > PURCHASE.maximum) return USERS_NUMBER_TEXTS.maximum(PURCHASE.maximum)
  return null
}

/** 001 §5: + adds 50. */
export const incremented = (value: string, mode: PurchaseMode) => {
  const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : minimumOf(mode) - PURCHASE.step
  return String(Math.max(minimumOf(mode), n + PURCHASE.step))
}
/** 001 §5: − takes 50, or sets the minimum when less than 50 above it; disabled at the minimum. */
export const decremented = (value: string, mode: PurchaseMode) => {
  const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : minimumOf(mode)
  return String(Math.max(minimumOf(mode), n - PURCHASE.step))
}
export const canDecrement = (value: string, mode: PurchaseMode) =>
  !/^\d+$/.test(value.trim()) || Number(value.trim()) > minimumOf(mode)

export interface Pricing {
  /** Per seat per year. */
  pricePerSeat: number
  /** Per year. */
  totalPrice: number
}

/** 001 §9: per user per month is pricePerSeat / 12 with two decimals; the total is per year. */
export function priceDisplay(pricing: Pricing): { perUserPerMonth: string; totalPerYear: string } {
  const money = (n: number) =>
    formatNumber(n, 'en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
  return { perUserPerMonth: money(pricing.pricePerSeat / 12), totalPerYear: money(pricing.totalPrice) }
}

export interface DowngradePreview {
  campaigns: {
    id: string
    name: string
    kind: 'training' | 'gaming' | 'phishingExercise'
    learners: number
  }[]
  /** Outstanding learner tasks that stop with them. */
  assignments: number
  /** Pages only Boost opens. */
  boostPages: string[]
}

/** Boost's price per seat per year, by size (the reference gateway's price list; the spec shows none). */
export const PRICE_TIERS_CENTS = [
  { from: 500, cents: 2400 },
  { from: 100, cents: 3000 },
  { from: 1, cents: 3600 },
] as const

export function seatPriceCents(quantity: number): number {
  return PRICE_TIERS_CENTS.find((tier) => quantity >= tier.from)?.cents ?? PRICE_TIERS_CENTS.at(-1)!.cents
}

/** The yearly total in cents for `quantity` seats at `perSeatCents`, less a coupon's percentage. */
export function totalCents(quantity: number, perSeatCents: number, percentOff: number): number {
  return Math.round((quantity * perSeatCents * (100 - percentOff)) / 100)
}

export const COUPON_TEXTS = { invalid: 'This coupon code does not exist.' } as const

export interface LicensingSummary {
  planName: 'Free' | 'Boost' | 'Boost trial'
  daysLeft: number | null
  seats: number | null
  /** Enabled users: what the seats are used by. */
  usedSeats: number
  pricePerSeat: number | null
  endDate: string | null
  expirationText: string
  isTrialActive: boolean
}

const dateText = (iso: string) =>
  formatDate(iso, 'en-US', { year: 'numeric', month: 'long', day: 'numeric' })
/** A table's dates: "Sep 3, 2027", so a four-column table fits a phone. */
const shortDateText = (iso: string) =>
  formatDate(iso, 'en-US', { year: 'numeric', month: 'short', day: 'numeric' })

/** 001 §3 "Company subscription record", derived view: days left, seats, price per seat, end date, text. */
export function licensingSummary(plan: PlanFacts, now: Date): LicensingSummary {
  const daysUntil = (iso: string) =>
    Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / 86_400_000))
  const trialRunning = plan.trialStatus === 'active' || plan.trialStatus === 'trialing'
  if (plan.hasBoost && plan.subscription) {
    const days = daysUntil(plan.subscription.currentPeriodEnd)
    return {
      planName: 'Boost',
      daysLeft: days,
      seats: plan.subscription.seats,
      usedSeats: plan.enabledUsers,
      pricePerSeat: plan.subscription.pricePerSeat,
      endDate: dateText(plan.subscription.currentPeriodEnd),
      expirationText: `Your Boost subscription renews on ${dateText(plan.subscription.currentPeriodEnd)} (${days} day${days === 1 ? '' : 's'} left).`,
      isTrialActive: plan.subscription.status === 'trialing',
    }
  }
  if (trialRunning && plan.trialEndsAt) {
    const days = daysUntil(plan.trialEndsAt)
    return {
      planName: 'Boost trial',
      daysLeft: days,
      seats: null,
      usedSeats: plan.enabledUsers,
      pricePerSeat: null,
      endDate: dateText(plan.trialEndsAt),
      expirationText: `Your Boost trial ends on ${dateText(plan.trialEndsAt)} (${days} day${days === 1 ? '' : 's'} left).`,
      isTrialActive: true,
    }
  }
  return {
    planName: 'Free',
    daysLeft: null,
    seats: null,
    usedSeats: plan.enabledUsers,
    pricePerSeat: null,
    endDate: plan.trialStatus === 'expired' && plan.trialEndsAt ? dateText(plan.trialEndsAt) : null,
    expirationText: plan.trialStatus === 'expired' ? PLAN_TEXTS.trialEnded : 'You are on the Free plan.',
    isTrialActive: false,
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The summary as label / value rows, without the rows a plan does not have (Free has no seats or end date). */
export function summaryRows(summary: LicensingSummary): [label: string, value: string][] {
  const rows: [string, string][] = [['Plan', summary.planName]]
  if (summary.daysLeft !== null) rows.push(['Days left', String(summary.daysLeft)])
  rows.push([
    'Seats',
    summary.seats === null
      ? plural(summary.usedSeats, 'active user')
      : `${summary.usedSeats} of ${plural(summary.seats, 'paid seat')} in use`,
  ])
  if (summary.pricePerSeat !== null)
    rows.push(['Price per seat', `$${summary.pricePerSeat.toFixed(2)} per year`])
  if (summary.endDate !== null)
    rows.push([summary.planName === 'Free' ? 'Trial ended' : 'End date', summary.endDate])
  return rows
}

/**
 * The term a purchase buys, said before paying (issue 24: buying licenses had moved the plan's end date
 * without a word). An upgrade starts a 12-month Boost term; licenses added on Boost run 12 months of their
 * own from payment, and the plan keeps its renewal date.
 */
export function purchaseTermNote(mode: PurchaseMode, planEnd: string | null, now: Date): string {
  const until = dateText(new Date(now.getTime() + 365 * 86_400_000).toISOString())
  if (mode === 'users') return `Boost runs for 12 months from payment, until ${until}.`
  return `New licenses run for 12 months from payment, until ${until}.${
    planEnd ? ` Your plan keeps its renewal date, ${planEnd}.` : ''
  }`
}

/** What Boost adds to Free, for a company on Free (the pitch of the get-started guide cards, as a table). */
export const PLAN_COMPARISON = {
  title: 'Free vs Boost',
  rows: [
    ['Annual security-awareness training for every user', true, true],
    ['Phishing exercises', true, true],
    ['Simulate an attack (phishing simulation)', false, true],
    ['Find out who got phished (reports)', false, true],
    ['100+ phishing templates, customisable', false, true],
    ['Monthly activity calendar', false, true],
  ] as const satisfies readonly (readonly [string, boolean, boolean])[],
} as const

/** "Trial Ends in {date}" while the trial runs, "Boost Trial Ended" otherwise (001 §4). */
export const upgradeTitle = (plan: PlanFacts) =>
  (plan.trialStatus === 'active' || plan.trialStatus === 'trialing') && plan.trialEndsAt
    ? PLAN_TEXTS.trialEndsIn(dateText(plan.trialEndsAt))
    : PLAN_TEXTS.trialEnded

/** One row of /billing (001 §2 "Billing rows"). Amounts are in dollars. */
export interface Invoice {
  id: string
  /** The number printed on the invoice; "—" for licenses a provider added (no invoice of ours). */
  number: string
  /** null for licenses added outside this console's checkout (no amount of ours). */
  amount: number | null
  purchasedSeats: number
  companyName: string
  paymentMethod: string
  invoiceDate: string
  status: 'PAID' | 'OPEN' | 'VOID'
  dueDate: string
  paidDate: string | null
  description: string
  /** A PDF invoice can be downloaded (checkouts that were not voided). */
  hasPdf: boolean
}

/** The wallet as the licensing page lists it: what is left, until when, and whether it still counts. */
export const walletRows = (licenses: LicenceWallet[]) =>
  licenses.map((wallet) => ({
    id: wallet.id,
    licences: `${wallet.balance} license${wallet.balance === 1 ? '' : 's'}`,
    added: shortDateText(wallet.createdAt),
    expires: shortDateText(wallet.expiresAt),
    status: wallet.isExpired ? 'Expired' : wallet.isActive ? 'Active' : 'Used up',
  }))

/** Licences left in the wallet's batches that still count. */
export const walletBalance = (licenses: LicenceWallet[]) =>
  licenses
    .filter((wallet) => wallet.isActive && !wallet.isExpired)
    .reduce((sum, wallet) => sum + wallet.balance, 0)

/**
 * A partner's licensing page (issue 61): the licences it holds and has given out, and its own plan — a partner's
 * Boost comes with the partnership, and it buys licences for a customer from that customer's row, not here.
 */
export function partnerLicensingRows(plan: PlanFacts, now: Date): [label: string, value: string][] {
  const given = plan.partner ?? { allocated: 0, customers: 0 }
  const own = plan.hasBoost
    ? plan.subscription
      ? `Boost, renews on ${dateText(plan.subscription.currentPeriodEnd)}`
      : 'Boost, with the partner programme'
    : licensingSummary(plan, now).planName
  return [
    ['Licenses in your wallet', plural(walletBalance(plan.licenses), 'license')],
    ['Given to customers', `${plural(given.allocated, 'license')} to ${plural(given.customers, 'customer')}`],
    ['Your own plan', own],
    ['Your active users', String(plan.enabledUsers)],
  ]
}

/** Where a partner's licensing page sends it: its customers' page by partner kind, and its allocation log. */
export function partnerLicensingLinks(facts: {
  isReseller: boolean
  isSubReseller: boolean
  isIntegration: boolean
}): { customers: string; allocations: string | null } {
  return {
    customers: facts.isReseller
      ? '/partner-portal/reseller/customers'
      : facts.isSubReseller
        ? '/partner-portal/subreseller/customers'
        : '/partner-portal/companies',
    // Integration partners are kept from the transactions pages (001 §2).
    allocations: facts.isIntegration ? null : '/partner-portal/transactions/license-allocations',
  }
}

export const PARTNER_LICENSING_TEXTS = {
  title: 'Your partner licenses',
  howToGive: 'To give licenses to a customer, open your customers and choose Buy licenses on its row.',
  customers: 'Your customers',
  allocations: 'License allocations',
} as const

/** The customer portal exists once the company has bought something (a subscription record). */
export const hasBillingAccount = (plan: PlanFacts) => plan.subscription !== null && canBuy(plan)

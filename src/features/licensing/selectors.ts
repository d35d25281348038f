import type { SnapshotFrom } from 'xstate'
import type { planMachine } from '../../../machines/licensing/plan.machine'
import type { purchaseMachine } from '../../../machines/licensing/purchase.machine'
import type { contactSalesMachine } from '../../../machines/licensing/contact-sales.machine'
import type { billingHistoryMachine } from '../../../machines/licensing/billing-history.machine'
import type { customerPortalMachine } from '../../../machines/licensing/customer-portal.machine'
import { ContactSalesForm } from '../../domain/contact-sales'
import { fieldProblems } from '../../domain/field-problems'
import {
  boostGate,
  canBuy,
  canDecrement,
  hasBillingAccount,
  licensingSummary,
  partnerLicensingRows,
  purchaseModeOf,
  purchaseTermNote,
  priceDisplay,
  upgradeLocked,
  upgradeTitle,
  usersNumberError,
  walletRows,
} from '../../domain/plan'
import { formatDate, formatNumber } from '../../domain/intl-format'

type Plan = SnapshotFrom<typeof planMachine>
type Purchase = SnapshotFrom<typeof purchaseMachine>

export type PlanDialog =
  'trialOffer' | 'upgrade' | 'purchaseComplete' | 'downgradeConfirm' | 'downgraded' | null

const DIALOGS: { state: string; dialog: Exclude<PlanDialog, null> }[] = [
  { state: 'trialOffer', dialog: 'trialOffer' },
  { state: 'startingTrial', dialog: 'trialOffer' },
  { state: 'upgrade', dialog: 'upgrade' },
  { state: 'purchaseComplete', dialog: 'purchaseComplete' },
  { state: 'downgradeConfirm', dialog: 'downgradeConfirm' },
  { state: 'downgrading', dialog: 'downgradeConfirm' },
  { state: 'downgraded', dialog: 'downgraded' },
]

export const selectPlanStatus = (s: Plan): 'loading' | 'failed' | 'ready' =>
  s.matches('failed') ? 'failed' : s.matches('ready') ? 'ready' : 'loading'
export const selectDialog = (s: Plan): PlanDialog =>
  DIALOGS.find(({ state }) => s.matches({ ready: state as never }))?.dialog ?? null
export const selectPlanBusy = (s: Plan) => s.hasTag('busy')
export const selectPlan = (s: Plan) => s.context.plan
export const selectPlanError = (s: Plan) => s.context.error
export const selectPreview = (s: Plan) => s.context.preview
export const selectLicensesAdded = (s: Plan) => s.context.licensesAdded
export const selectSummary = (s: Plan) =>
  s.context.plan ? licensingSummary(s.context.plan, new Date()) : null
export const selectPartnerRows = (s: Plan) =>
  s.context.plan ? partnerLicensingRows(s.context.plan, new Date()) : []
export const selectIsPartner = (s: Plan) => s.context.plan?.partner != null
export const selectCanBuy = (s: Plan) => (s.context.plan ? canBuy(s.context.plan) : false)
export const selectLocked = (s: Plan) => (s.context.plan ? upgradeLocked(s.context.plan) : false)
export const selectUpgradeTitle = (s: Plan) => (s.context.plan ? upgradeTitle(s.context.plan) : '')
export const selectCanDowngrade = (s: Plan) => s.can({ type: 'downgrade.open' })
export const selectCanEndTrial = (s: Plan) => s.can({ type: 'trial.disable' })
/** The trial is offered from the page only where the gate would offer it (direct companies, trial unused). */
export const selectCanOfferTrial = (s: Plan) =>
  s.matches({ ready: 'idle' }) && s.context.plan !== null && boostGate(s.context.plan) === 'offerTrial'

export const selectNumber = (s: Purchase) => s.context.usersNumber
export const selectCoupon = (s: Purchase) => s.context.coupon
export const selectMode = (s: Purchase) => s.context.mode
export const selectNumberError = (s: Purchase) => usersNumberError(s.context.usersNumber, s.context.mode)
export const selectCanDecrement = (s: Purchase) => canDecrement(s.context.usersNumber, s.context.mode)
export const selectPricingState = (s: Purchase): 'waiting' | 'fetching' | 'priced' | 'failed' | 'invalid' =>
  s.matches({ editing: 'pricingFailed' })
    ? 'failed'
    : s.matches({ editing: 'invalid' })
      ? 'invalid'
      : s.matches({ editing: 'priced' }) || s.matches('checkingOut') || s.matches('redirecting')
        ? 'priced'
        : s.matches({ editing: 'fetching' })
          ? 'fetching'
          : 'waiting'
export const selectPrice = (s: Purchase) => (s.context.pricing ? priceDisplay(s.context.pricing) : null)
export const selectCouponError = (s: Purchase) => s.context.couponError
export const selectAppliedCoupon = (s: Purchase) => s.context.appliedCoupon
export const selectPricingError = (s: Purchase) => s.context.pricingError
export const selectCheckoutError = (s: Purchase) => s.context.checkoutError
export const selectCancelled = (s: Purchase) => s.context.cancelled
export const selectCanBuyNow = (s: Purchase) => s.can({ type: 'buy' })
export const selectCheckingOut = (s: Purchase) => s.hasTag('busy')

type Contact = SnapshotFrom<typeof contactSalesMachine>
export const selectContactOpen = (s: Contact) => !s.matches('closed')
export const selectContactBusy = (s: Contact) => s.hasTag('busy')
export const selectContactValues = (s: Contact) => s.context.values
export const selectContactErrors = (s: Contact) =>
  s.context.showErrors ? fieldProblems(ContactSalesForm, s.context.values) : null
export const selectContactError = (s: Contact) => s.context.error

type Billing = SnapshotFrom<typeof billingHistoryMachine>
const day = (iso: string) => formatDate(iso, 'en-US', { dateStyle: 'medium' })
export const selectInvoiceRows = (s: Billing) =>
  s.context.invoices?.map((invoice) => ({
    ...invoice,
    invoiceDate: day(invoice.invoiceDate),
    dueDate: day(invoice.dueDate),
    paidDate: invoice.paidDate ? day(invoice.paidDate) : '—',
    amount:
      invoice.amount === null
        ? '—'
        : formatNumber(invoice.amount, 'en-US', { style: 'currency', currency: 'USD' }),
    status: invoice.status === 'PAID' ? 'Paid' : invoice.status === 'OPEN' ? 'Open' : 'Void',
  })) ?? null
export const selectBillingBusy = (s: Billing) => s.hasTag('busy')
export const selectDownloading = (s: Billing) => s.context.downloading
export const selectBillingFailure = (s: Billing) => (s.matches('failed') ? s.context.failure : null)

/** The purchase's term, said before paying: a new term for an upgrade, its own term for added licenses. */
export const selectPurchaseTermNote = (s: Plan) =>
  s.context.plan
    ? purchaseTermNote(
        purchaseModeOf(s.context.plan),
        s.context.plan.subscription ? licensingSummary(s.context.plan, new Date()).endDate : null,
        new Date(),
      )
    : ''
export const selectWalletRows = (s: Plan) => (s.context.plan ? walletRows(s.context.plan.licenses) : [])
export const selectHasBillingAccount = (s: Plan) =>
  s.context.plan ? hasBillingAccount(s.context.plan) : false

type Portal = SnapshotFrom<typeof customerPortalMachine>
export const selectPortalBusy = (s: Portal) => s.hasTag('busy')
export const selectPortalError = (s: Portal) => s.context.error

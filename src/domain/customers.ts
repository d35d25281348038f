import {
  array,
  assign,
  boolean,
  enums,
  nullable,
  number,
  object,
  optional,
  record,
  size,
  string,
  type Infer,
} from 'superstruct'
import type { ListQueryOptions } from './list-query'

// The partner's customer list, My Customers (001 §3 "Customer row (partner)", "Company filters").

export const CUSTOMER_LIST: ListQueryOptions = {
  orderBy: ['name', 'createdAt'],
  defaultOrderBy: 'name',
  defaultPageSize: 25,
}

export const ACCOUNT_ACCESS_FILTERS = [
  { value: '', label: 'All' },
  { value: 'AVAILABLE', label: 'Access granted' },
  { value: 'REQUESTED', label: 'Requested' },
  { value: 'NOT_AVAILABLE', label: 'No access' },
] as const

export const CustomerRow = object({
  id: string(),
  name: string(),
  parentCompanyName: nullable(string()),
  status: enums(['ACTIVE', 'SUSPENDED']),
  totalSeats: number(),
  loginAsCompanyStatus: nullable(string()),
  owner: nullable(object({ email: string(), fullName: string() })),
  createdAt: string(),
  type: nullable(string()),
  subscription: object({
    status: string(),
    currentPeriodEnd: nullable(string()),
    currentPeriodStart: nullable(string()),
    paidSeats: number(),
  }),
  trial: object({ status: string(), days: nullable(number()), endDate: nullable(string()) }),
  isBoosted: boolean(),
  disabledAt: nullable(string()),
  /** The open invitation of a customer whose admin has not registered yet (resend is offered for it). */
  invitation: optional(nullable(object({ email: string(), sentAt: string(), expiresAt: string() }))),
})
export type CustomerRow = Infer<typeof CustomerRow>

export const CustomerPage = object({
  items: array(CustomerRow),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})
export type CustomerPage = Infer<typeof CustomerPage>

/** 000 §3 "Licence overage": a company without Boost has this many free seats. */
export const FREE_SEATS = 25

/** 001 §2 "Customers table" filters, each with its values (the first, empty, is "All"); in the query string. */
export const CUSTOMER_FILTERS = {
  status: {
    label: 'Status',
    options: [
      { value: 'ACTIVE', label: 'Active' },
      { value: 'SUSPENDED', label: 'Suspended' },
    ],
  },
  state: {
    label: 'Licence',
    options: [
      { value: 'FREE', label: 'Free' },
      { value: 'TRIAL_ACTIVE', label: 'Trial active' },
      { value: 'BOOSTED', label: 'Boosted' },
      { value: 'UNREGISTERED', label: 'Unregistered' },
    ],
  },
  isRegistered: {
    label: 'Registered',
    options: [
      { value: 'true', label: 'With users' },
      { value: 'false', label: 'No users yet' },
    ],
  },
  hasOverages: {
    label: 'Overage',
    options: [
      { value: 'true', label: 'Over their seats' },
      { value: 'false', label: 'Within their seats' },
    ],
  },
  accountAccess: {
    label: 'Account access',
    options: ACCOUNT_ACCESS_FILTERS.filter((option) => option.value !== ''),
  },
  companyAffiliation: {
    label: 'Affiliation',
    options: [
      { value: 'PARTNERS_CUSTOMER', label: 'Invited customer' },
      { value: 'DIRECT_CUSTOMER', label: 'Direct customer' },
      { value: 'PARTNER', label: 'Partner' },
    ],
  },
  enablementStatus: {
    label: 'Standing',
    options: [
      { value: 'ENABLED', label: 'Enabled' },
      { value: 'DISABLED', label: 'Suspended' },
    ],
  },
  subcompanyType: {
    label: 'Company type',
    options: [
      { value: 'CUSTOMER', label: 'Customer company' },
      { value: 'SUBRESELLER', label: 'Sub-reseller' },
      { value: 'RESELLER', label: 'Reseller' },
    ],
  },
} as const

export type CustomerFilter = keyof typeof CUSTOMER_FILTERS
export const CUSTOMER_FILTER_KEYS = Object.keys(CUSTOMER_FILTERS) as CustomerFilter[]

export const isCustomerFilterValue = (filter: CustomerFilter, value: unknown): value is string =>
  typeof value === 'string' &&
  (CUSTOMER_FILTERS[filter].options as readonly { value: string }[]).some((option) => option.value === value)

/** The list's filters as the call's query parameters: known values only (a bad link filters nothing). */
export function customerFilterParams(filters: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {}
  for (const key of CUSTOMER_FILTER_KEYS) {
    const value = filters[key]
    if (isCustomerFilterValue(key, value)) params[key] = value
  }
  const subReseller = filters[SUB_RESELLER_FILTER]
  if (typeof subReseller === 'string' && COMPANY_ID.test(subReseller))
    params[SUB_RESELLER_FILTER] = subReseller
  return params
}

/**
 * 001 §2's subResellers filter: one of the reseller's own sub-resellers, whose customers the list shows instead
 * (with grandchild access; the gateway refuses any other id). Set from the sub-reseller's row or the overview.
 */
export const SUB_RESELLER_FILTER = 'subResellers'
const COMPANY_ID = /^[\w-]{1,64}$/

/** The list's query with its customers those of one sub-reseller (or the reseller's own again, for null). */
export function withSubReseller<Q extends { filters: Record<string, unknown>; pageNumber: number }>(
  query: Q,
  subResellerId: string | null,
): Q {
  const { [SUB_RESELLER_FILTER]: _dropped, ...rest } = query.filters
  return {
    ...query,
    filters: subResellerId ? { ...rest, [SUB_RESELLER_FILTER]: subResellerId } : rest,
    pageNumber: 0,
  }
}

/** Users beyond the seats a customer holds: its paid seats with Boost, the free seats without. */
export const customerOverage = (row: Pick<CustomerRow, 'totalSeats' | 'isBoosted' | 'subscription'>) =>
  Math.max(0, row.totalSeats - (row.isBoosted ? row.subscription.paidSeats : FREE_SEATS))

/** When the customer's licence or trial ends, if it does. */
export const customerExpiry = (row: Pick<CustomerRow, 'subscription' | 'trial'>) =>
  row.subscription.currentPeriodEnd ?? row.trial.endDate

/** 001 §2 bulk actions on the ticked customers (or all under the filters), with what each one does (001 §1). */
export const CUSTOMER_BULK_ACTIONS = {
  remove: {
    label: 'Remove',
    title: 'Remove customers?',
    body: 'They leave your customer list and their affiliation is reset. Their users and data stay with them.',
    done: 'Customer(s) removed successfully',
  },
  setPartner: {
    label: 'Set as partner',
    title: 'Set as partner?',
    body: 'They get Partner Portal access to invite and manage referrals.',
    done: 'Customer(s) set as partner',
  },
  setDirect: {
    label: 'Set as direct customer',
    title: 'Set as direct customer?',
    body: 'They lose Partner Portal access and their referral links end.',
    done: 'Customer(s) set as direct customer',
  },
} as const
export type CustomerBulkAction = keyof typeof CUSTOMER_BULK_ACTIONS
export const CUSTOMER_BULK_ACTION_KEYS = Object.keys(CUSTOMER_BULK_ACTIONS) as CustomerBulkAction[]

/** The most customers one request names by id (a page is at most 100). */
export const MAX_BULK_CUSTOMERS = 500

/** DELETE …/customers/bulk (customersIds, the spec's body) and our affiliation call; "all" carries the filters. */
export const CustomerBulkPayload = object({
  customersIds: size(array(string()), 0, MAX_BULK_CUSTOMERS),
  isAllSelected: optional(boolean()),
  filters: optional(record(string(), string())),
})
export type CustomerBulkPayload = Infer<typeof CustomerBulkPayload>

export const CustomerAffiliationPayload = assign(
  CustomerBulkPayload,
  object({ customerType: enums(['PARTNER', 'DIRECT_CUSTOMER']) }),
)

export const BulkResult = object({ changed: number() })

/**
 * Why a customer reads Suspended, or null while it is active: 001 §2 shows a disabled company (enablement
 * DISABLED) as Suspended, as it does a subscription that is not active; the list says which.
 */
export function customerSuspension(row: Pick<CustomerRow, 'disabledAt' | 'status'>): string | null {
  if (row.disabledAt) return 'Account disabled'
  return row.status === 'ACTIVE' ? null : 'Subscription inactive'
}

export type CustomerMenuAction = 'allocate' | 'buy' | 'resend'

/**
 * A row's actions after its access action, in its menu (as buttons they widened the pinned column until it hid
 * four columns at 1440 px): Allocate and Buy while the company is enabled, Resend while an invitation is open
 * and the caller may invite.
 */
export function customerMenuActions(
  row: Pick<CustomerRow, 'disabledAt' | 'invitation'>,
  canResend: boolean,
): { value: CustomerMenuAction; label: string }[] {
  return [
    ...(row.disabledAt === null
      ? [
          { value: 'allocate' as const, label: 'Allocate licenses' },
          { value: 'buy' as const, label: 'Buy licenses' },
        ]
      : []),
    ...(canResend && row.invitation ? [{ value: 'resend' as const, label: 'Resend invite' }] : []),
  ]
}

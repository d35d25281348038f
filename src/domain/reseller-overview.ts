import { array, boolean, enums, nullable, number, object, string, type Infer } from 'superstruct'

// The reseller's pages (001 §2 "Reseller pages", §6 partner portal calls): every customer it reaches — its own,
// and its sub-resellers' where grandchild access is allowed — summarised for the overview, and its sub-resellers.

export const CUSTOMER_STATES = ['BOOSTED', 'TRIAL_ACTIVE', 'FREE', 'UNREGISTERED'] as const
export type CustomerState = (typeof CUSTOMER_STATES)[number]

export const CUSTOMER_STATE_LABELS: Record<CustomerState, string> = {
  BOOSTED: 'Boosted',
  TRIAL_ACTIVE: 'Trial',
  FREE: 'Free',
  UNREGISTERED: 'Unregistered',
}

export const ResellerCustomer = object({
  id: string(),
  name: string(),
  /** The sub-reseller it belongs to; null for the reseller's own customers. */
  subResellerId: nullable(string()),
  state: enums(CUSTOMER_STATES),
  suspended: boolean(),
  licensedSeats: number(),
  activeUsers: number(),
  overage: number(),
  createdAt: string(),
})
export type ResellerCustomer = Infer<typeof ResellerCustomer>

export const ResellerCustomers = object({
  customers: array(ResellerCustomer),
  /** Whether the sub-resellers' own customers are included (the grandchild-access feature). */
  includesSubResellers: boolean(),
})
export type ResellerCustomers = Infer<typeof ResellerCustomers>

export const SubResellerSummary = object({
  id: string(),
  name: string(),
  customers: number(),
  createdAt: string(),
})
export type SubResellerSummary = Infer<typeof SubResellerSummary>

export const SubResellerList = object({ subResellers: array(SubResellerSummary) })
export type SubResellerList = Infer<typeof SubResellerList>

/** The state of a customer from its plan and users: the My Customers `state` filter's values. */
export function customerState(company: {
  hasBoost: boolean
  trialStatus: string
  activeUsers: number
}): CustomerState {
  if (company.activeUsers === 0) return 'UNREGISTERED'
  if (company.hasBoost) return 'BOOSTED'
  return ['active', 'trialing'].includes(company.trialStatus) ? 'TRIAL_ACTIVE' : 'FREE'
}

export interface OverviewFigures {
  customers: number
  direct: number
  viaSubResellers: number
  subResellers: number
  licensedSeats: number
  activeUsers: number
  overage: number
  suspended: number
  byState: Record<CustomerState, number>
  /** Per sub-reseller (and "Direct" first): customers, seats, users, overage. */
  rows: {
    id: string | null
    name: string
    customers: number
    licensedSeats: number
    activeUsers: number
    overage: number
  }[]
}

/** The overview's figures, from the two calls. */
export function overviewFigures(data: ResellerCustomers, list: SubResellerList): OverviewFigures {
  const byState = Object.fromEntries(CUSTOMER_STATES.map((state) => [state, 0])) as Record<
    CustomerState,
    number
  >
  const rows = new Map<string | null, OverviewFigures['rows'][number]>([
    [null, { id: null, name: 'Your customers', customers: 0, licensedSeats: 0, activeUsers: 0, overage: 0 }],
  ])
  for (const sub of list.subResellers)
    rows.set(sub.id, {
      id: sub.id,
      name: sub.name,
      customers: 0,
      licensedSeats: 0,
      activeUsers: 0,
      overage: 0,
    })
  let licensedSeats = 0
  let activeUsers = 0
  let overage = 0
  let suspended = 0
  for (const customer of data.customers) {
    byState[customer.state] += 1
    licensedSeats += customer.licensedSeats
    activeUsers += customer.activeUsers
    overage += customer.overage
    if (customer.suspended) suspended += 1
    const row = rows.get(customer.subResellerId)
    if (!row) continue
    row.customers += 1
    row.licensedSeats += customer.licensedSeats
    row.activeUsers += customer.activeUsers
    row.overage += customer.overage
  }
  const direct = data.customers.filter((customer) => customer.subResellerId === null).length
  return {
    customers: data.customers.length,
    direct,
    viaSubResellers: data.customers.length - direct,
    subResellers: list.subResellers.length,
    licensedSeats,
    activeUsers,
    overage,
    suspended,
    byState,
    rows: [...rows.values()],
  }
}

const CUSTOMERS_PATH = '/partner-portal/reseller/customers'

/** The customer list for one line of the overview: the reseller's own, or one sub-reseller's. */
export const overviewCustomersHref = (subResellerId: string | null) =>
  subResellerId
    ? `${CUSTOMERS_PATH}?filters=${encodeURIComponent(JSON.stringify({ subResellers: subResellerId }))}`
    : CUSTOMERS_PATH

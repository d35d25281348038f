import type { CustomerRow } from '../../src/domain/customers'
import type { CompanyRow } from '../context'

interface Person {
  companyId: string
  email: string
  name: string
  lastName: string
  role: string
}

const DAY_MS = 86_400_000

/** One row of the partner's customer list (001 §3); the owner is the company's first admin. */
/** The customer's latest subscription record (001 §3: the last one returned is the one used). */
interface BillingRecord {
  companyId: string
  status: string
  currentPeriodStart: Date
  currentPeriodEnd: Date
}

interface OpenInvitation {
  customerCompanyId: string
  email: string
  sentAt: Date
  expiresAt: Date
}

export function toCustomerRow(
  company: CompanyRow,
  partnerName: string,
  people: Person[],
  invitations: OpenInvitation[] = [],
  billing: BillingRecord[] = [],
): CustomerRow {
  const record = billing.find((row) => row.companyId === company.id)
  const invitation = invitations.find((row) => row.customerCompanyId === company.id)
  const members = people.filter((person) => person.companyId === company.id)
  const owner = members.find((person) => person.role === 'admin')
  const trialEnd = company.trialEndsAt
  return {
    id: company.id,
    name: company.name,
    parentCompanyName: partnerName,
    status: company.trialStatus === 'expired' && !company.hasBoost ? 'SUSPENDED' : 'ACTIVE',
    totalSeats: members.length,
    loginAsCompanyStatus: company.loginAsCompanyStatus ?? 'NOT_AVAILABLE',
    owner: owner ? { email: owner.email, fullName: `${owner.name} ${owner.lastName}`.trim() } : null,
    createdAt: company.createdAt.toISOString(),
    type: company.type,
    subscription: {
      // The billing state (ACTIVE, PAST_DUE, UNPAID, …), or the plan's type without a record.
      status: record ? record.status.toUpperCase() : company.subscriptionType,
      currentPeriodEnd: record?.currentPeriodEnd.toISOString() ?? null,
      currentPeriodStart: record?.currentPeriodStart.toISOString() ?? null,
      paidSeats: company.paidSeats,
    },
    trial: {
      status: company.trialStatus,
      days: trialEnd ? Math.max(0, Math.ceil((trialEnd.getTime() - Date.now()) / DAY_MS)) : null,
      endDate: trialEnd?.toISOString() ?? null,
    },
    isBoosted: company.hasBoost,
    disabledAt: company.disabledAt?.toISOString() ?? null,
    invitation:
      invitation && members.length === 0
        ? {
            email: invitation.email,
            sentAt: invitation.sentAt.toISOString(),
            expiresAt: invitation.expiresAt.toISOString(),
          }
        : null,
  }
}

import type { SessionUser } from './session-user'

// Log in as a customer (000 §4, 001 §3 "Partner flows", 002 §6 "Share to customers"): the partner asks,
// the customer admin grants, the partner then works inside the customer company as a pseudo admin.

/** The status as the partner's customer list shows it (001 §3). Stored as null until a request is made. */
export const ACCESS_REQUEST_STATUSES = ['REQUESTED', 'AVAILABLE', 'NOT_AVAILABLE'] as const
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number]

/** The same status as the customer's own company view carries it (002 §3: pending or access). */
export type ParentAccessStatus = 'pending' | 'access'

export function parentAccessOf(status: string | null): ParentAccessStatus | null {
  if (status === 'REQUESTED') return 'pending'
  if (status === 'AVAILABLE') return 'access'
  return null
}

export const PARTNER_ACCESS_TEXTS = {
  requestSent: 'Request sent',
  dialogTitle: 'Confirm the access provision to Parent Company',
  dialogText: 'Upon confirmation, Parent Company will gain access to manage your company.',
  granted: 'Access granted',
  requestAccess: 'Request access',
  requested: 'Requested',
  logIn: 'Log in',
  pseudoName: 'External',
  pseudoEmail: 'Partner Access',
  notGranted: 'Access to this company has not been granted',
  noPendingRequest: 'There is no pending access request',
  tokenExpired: 'Verification token is expired, please try again.',
} as const

/** /change-password for a partner's customer (001 §7 temporary_password). */
export const TEMPORARY_PASSWORD_TEXTS = {
  grantLabel: (partner: string) => `Let ${partner} sign in to manage our company`,
  grantHint: 'Your partner can then open this console as an external admin to help you.',
  notTemporary: 'Your password is not a temporary one.',
  noPartner: 'Your company has no partner to grant access to.',
} as const

/** What a customer row offers its partner. */
export type CustomerAccessAction = 'request' | 'requested' | 'logIn' | 'none'

export function customerAccessAction(status: string | null, disabled: boolean): CustomerAccessAction {
  if (disabled) return 'none'
  if (status === 'AVAILABLE') return 'logIn'
  if (status === 'REQUESTED') return 'requested'
  return 'request'
}

/**
 * The pseudo admin session of a partner inside a customer company (000 §4): name External, email shown as
 * Partner Access, onboarding completed, policy and password questions already settled, marked as such.
 * The partner's own name and address ride along for the banner and the audit trail.
 */
export function pseudoAdminSession(partner: SessionUser, companyId: string, now: Date): SessionUser {
  return {
    ...partner,
    company_id: companyId,
    name: PARTNER_ACCESS_TEXTS.pseudoName,
    lastName: '',
    email: PARTNER_ACCESS_TEXTS.pseudoEmail,
    role: 'admin',
    emailVerified: true,
    onboardingCompleted: true,
    onboardingSkipped: false,
    unconfirmedNewEmail: null,
    temporary_password: false,
    privacyPolicyConfirmedAt: partner.privacyPolicyConfirmedAt ?? now.toISOString(),
    isAdminLoggedInAsCompany: true,
    adminName: `${partner.name} ${partner.lastName}`.trim(),
    adminEmail: partner.email,
  }
}

/** Where the partner goes when it leaves the customer company (000 §2 "Click to Exit"). */
export const PARTNER_CUSTOMERS_PATH = '/partner-portal/companies'

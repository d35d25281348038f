import { Brand } from './white-label'
import {
  array,
  boolean,
  enums,
  nullable,
  number,
  string,
  type as shape,
  type Infer,
} from 'superstruct'

// Response shapes of GET /user and GET /customers/api/v2/company/{id}/view/admin (000 §3, 001 §3).
// `type` (here `shape`) lets a newer gateway add fields without breaking an older SPA.

export const COMPANY_TYPES = ['OEM', 'PACKAGE_MSP', 'RESELLER', 'SUBRESELLER'] as const
export const SUBSCRIPTION_TYPES = ['FREE', 'PAID', 'UNDEFINED'] as const
export const CUSTOMER_TYPES = ['PARTNER', 'DIRECT_CUSTOMER', 'PARTNERS_CUSTOMER'] as const
export const TRIAL_STATUSES = ['available', 'active', 'expired', 'trialing'] as const

export const CompanyView = shape({
  id: string(),
  name: string(),
  slug: string(),
  logo: nullable(string()),
  lang: string(),
  country: nullable(string()),
  createdAt: string(),
  updatedAt: string(),
  ownerId: nullable(string()),
  type: nullable(enums(COMPANY_TYPES)),
  subscription: shape({
    hasBoost: boolean(),
    hasSuperBoost: boolean(),
    trial: shape({ modal: boolean(), status: enums(TRIAL_STATUSES), endDate: nullable(string()) }),
    type: enums(SUBSCRIPTION_TYPES),
    paidSeats: number(),
  }),
  distribution: shape({
    isPartner: boolean(),
    parentCompanyId: nullable(string()),
    parentCompanyName: nullable(string()),
    customerType: enums(CUSTOMER_TYPES),
    integration: nullable(string()),
    defaultChildInviteMessage: nullable(string()),
    loginAsCompany: nullable(string()),
    isCoalitionParent: boolean(),
  }),
  features: shape({
    isChildLoginAllowed: boolean(),
    isPartnerInviteAllowed: boolean(),
    isGrandChildrenAccessAllowed: boolean(),
    hasWhiteLabelAccess: boolean(),
    hasPayByInvoiceAccess: boolean(),
    isOktaSamlAccessible: boolean(),
    isPhishingExerciseV2Enabled: boolean(),
    isScormEnabled: boolean(),
  }),
  usersCount: shape({ total: number(), enabled: number(), disabled: number() }),
  ssoProvider: nullable(string()),
  customDomainVerified: boolean(),
  /** The white label this console shows (its own or its partner's), or null for ours. */
  brand: nullable(Brand),
  /** IANA zone used where a learner has none; null means UTC. */
  timeZone: nullable(string()),
  flags: array(string()),
})
export type CompanyView = Infer<typeof CompanyView>

export const AUTH_TYPES = ['default', 'sso'] as const
export type AuthType = (typeof AUTH_TYPES)[number]

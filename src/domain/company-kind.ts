import { boosted } from './plan'
import type { CompanyView } from './session'

// The company facts routing, the sidebar, the user menu and the banners decide on (001 §2, §6; 002 §2.1).
export interface CompanyFacts {
  isPartner: boolean
  isReseller: boolean
  isSubReseller: boolean
  /** A security-vendor integration tenant (kept from transactions and forecast pages). */
  isIntegration: boolean
  isCoalitionParent: boolean
  isCustomDomainVerified: boolean
  /** Known to have neither Boost nor a running trial: Boost-only pages send it to /reports (002 §2.12). */
  lacksBoost: boolean
  flags: readonly string[]
}

export const NO_COMPANY: CompanyFacts = {
  isPartner: false,
  isReseller: false,
  isSubReseller: false,
  isIntegration: false,
  isCoalitionParent: false,
  isCustomDomainVerified: false,
  lacksBoost: false,
  flags: [],
}

/** Partners are companies set as partner or typed as reseller, sub-reseller or managed-service partner. */
export function companyFacts(company: CompanyView | null): CompanyFacts {
  if (!company) return NO_COMPANY
  const type = company.type
  return {
    isPartner:
      company.distribution.isPartner ||
      type === 'RESELLER' ||
      type === 'SUBRESELLER' ||
      type === 'PACKAGE_MSP',
    isReseller: type === 'RESELLER',
    isSubReseller: type === 'SUBRESELLER',
    isIntegration: company.distribution.integration !== null,
    isCoalitionParent: company.distribution.isCoalitionParent,
    isCustomDomainVerified: company.customDomainVerified,
    lacksBoost: !boosted(company.subscription.hasBoost, company.subscription.trial.status),
    flags: company.flags,
  }
}

/** Feature flags the console reads (served per company by the gateway). */
export const FLAGS = {
  resellerOverview: 'reseller-overview',
} as const

import { count, eq } from 'drizzle-orm'
import { parentAccessOf } from '../../src/domain/partner-access'
import type { CompanyView } from '../../src/domain/session'
import type { SessionUser } from '../../src/domain/session-user'
import type { CompanyRow, UserRow } from '../context'
import type { Database } from '../db/open'
import { companies, users } from '../db/schema'
import { brandOwnerOf, isCustomDomainVerified } from '../white-label/brand'

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    company_id: user.companyId,
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    role: user.role as SessionUser['role'],
    sso: user.sso,
    emailVerified: user.emailVerified,
    onboardingCompleted: user.onboardingCompleted,
    onboardingSkipped: user.onboardingSkipped,
    unconfirmedNewEmail: user.unconfirmedNewEmail,
    temporary_password: user.temporaryPassword,
    privacyPolicyConfirmedAt: user.privacyPolicyConfirmedAt?.toISOString() ?? null,
    isMfaEnabled: user.isMfaEnabled,
    notificationsShown: user.notificationsShown,
    suspendedCampaignsNotificationShown: user.suspendedCampaignsNotificationShown,
    isAdminLoggedInAsCompany: false,
    adminName: null,
    adminEmail: null,
  }
}

export const FEATURE_KEYS = [
  'isChildLoginAllowed',
  'isPartnerInviteAllowed',
  'isGrandChildrenAccessAllowed',
  'hasWhiteLabelAccess',
  'hasPayByInvoiceAccess',
  'isOktaSamlAccessible',
  'isPhishingExerciseV2Enabled',
  'isScormEnabled',
] as const

/** The company's feature switches, each a boolean (absent means off). */
export const featuresOf = (company: CompanyRow) =>
  Object.fromEntries(
    FEATURE_KEYS.map((key) => [key, company.features[key] === true]),
  ) as CompanyView['features']

export async function toCompanyView(db: Database, company: CompanyRow): Promise<CompanyView> {
  const [totals] = await db
    .select({ total: count(), disabled: count(users.disabledAt) })
    .from(users)
    .where(eq(users.companyId, company.id))
  const parent = company.parentCompanyId
    ? (
        await db
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, company.parentCompanyId))
      )[0]
    : undefined
  const total = totals?.total ?? 0
  const disabled = totals?.disabled ?? 0
  const features = featuresOf(company)
  const brandOwner = await brandOwnerOf(db, company.id)
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    logo: company.logo,
    lang: company.lang.toLowerCase() || 'en',
    country: company.country,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
    ownerId: company.ownerId,
    type: company.type as CompanyView['type'],
    subscription: {
      hasBoost: company.hasBoost,
      hasSuperBoost: false,
      trial: {
        modal: company.trialStatus === 'available',
        status: company.trialStatus as CompanyView['subscription']['trial']['status'],
        endDate: company.trialEndsAt?.toISOString() ?? null,
      },
      type: company.subscriptionType as CompanyView['subscription']['type'],
      paidSeats: company.paidSeats,
    },
    distribution: {
      isPartner: company.isPartner,
      parentCompanyId: company.parentCompanyId,
      parentCompanyName: parent?.name ?? null,
      customerType: company.customerType as CompanyView['distribution']['customerType'],
      integration: company.integration,
      defaultChildInviteMessage: company.defaultChildInviteMessage,
      loginAsCompany: parentAccessOf(company.loginAsCompanyStatus),
      isCoalitionParent: company.isCoalitionParent,
    },
    features,
    usersCount: { total, enabled: total - disabled, disabled },
    ssoProvider: company.ssoProvider,
    customDomainVerified:
      company.customDomainVerified || (await isCustomDomainVerified(db, company.id, brandOwner)),
    brand: brandOwner?.brand ?? null,
    timeZone: company.timeZone,
    flags: company.flags,
  }
}

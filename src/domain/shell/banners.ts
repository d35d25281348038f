import { LICENCE_OVERAGE_MIN_SEATS } from '../constants'
import type { CompanyView } from '../session'
import type { SessionUser } from '../session-user'

// The five banners of 000 §2, decided from real session and company data.

export type Banner =
  | { kind: 'verifyEmail' }
  | { kind: 'freeTrial'; endsAt: string | null }
  | { kind: 'loggedInAsCompany'; companyName: string; viaIntegration: boolean; staffReason: string | null }
  | { kind: 'licenceOverage'; toBuy: number }
  | { kind: 'trialExpired' }

export const BANNER_TEXTS = {
  verifyEmail:
    'Please verify your email address before adding users. Check your inbox for the verification link.',
  verifyEmailShort: 'Verify your email to add users.',
  resend: 'Resend',
  freeTrial: (date: string) => `Your Boost trial ends on ${date}.`,
  explorePlans: 'Explore Plans',
  upgradeNow: 'Upgrade Now',
  loggedInAs: (name: string) => `You are logged in as ${name}.`,
  clickToExit: 'Click to Exit',
  backToPortal: 'Back to multi-tenant portal',
  overage: (n: number) =>
    `You have exceeded your seat count. Please purchase ${n} more license${n === 1 ? '' : 's'}.`,
  goToLicensing: 'Go to Licensing',
  trialExpired: 'Your Boost trial has expired. Upgrade your plan to keep your learners’ progress on track.',
  upgrade: 'Upgrade',
} as const

export function bannersFor(user: SessionUser, company: CompanyView): Banner[] {
  const banners: Banner[] = []
  if (user.isAdminLoggedInAsCompany) {
    banners.push({
      kind: 'loggedInAsCompany',
      companyName: company.name,
      viaIntegration: company.distribution.integration !== null,
      staffReason: user.staffReason ?? null,
    })
  }
  if (!user.emailVerified && user.role === 'admin' && !user.isAdminLoggedInAsCompany)
    banners.push({ kind: 'verifyEmail' })
  const trial = company.subscription.trial.status
  if (!company.subscription.hasBoost && (trial === 'active' || trial === 'trialing')) {
    banners.push({ kind: 'freeTrial', endsAt: company.subscription.trial.endDate })
  }
  const seats = company.usersCount.enabled
  if (
    company.subscription.hasBoost &&
    seats > LICENCE_OVERAGE_MIN_SEATS &&
    seats > company.subscription.paidSeats
  ) {
    banners.push({ kind: 'licenceOverage', toBuy: seats - company.subscription.paidSeats })
  }
  if (!company.subscription.hasBoost && trial === 'expired') banners.push({ kind: 'trialExpired' })
  return banners
}

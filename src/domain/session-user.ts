import { boolean, enums, nullable, optional, string, type as shape, type Infer } from 'superstruct'
import { ROLES } from './roles'

// The response shape of GET /user (000 §3), apart from the company's (src/domain/session.ts): the sign-in page
// checks who signed in without loading the rest. `type` (here `shape`) lets a newer gateway add fields without
// breaking an older SPA.

export const SessionUser = shape({
  id: string(),
  company_id: string(),
  email: string(),
  name: string(),
  lastName: string(),
  role: enums(ROLES),
  sso: boolean(),
  emailVerified: boolean(),
  onboardingCompleted: boolean(),
  onboardingSkipped: boolean(),
  unconfirmedNewEmail: nullable(string()),
  temporary_password: boolean(),
  privacyPolicyConfirmedAt: nullable(string()),
  isMfaEnabled: boolean(),
  notificationsShown: boolean(),
  suspendedCampaignsNotificationShown: boolean(),
  isAdminLoggedInAsCompany: optional(boolean()),
  adminName: optional(nullable(string())),
  adminEmail: optional(nullable(string())),
  /** Ours (issue 61): platform staff inside a company carry the reason they gave; it travels with every call. */
  staffReason: optional(string()),
})
export type SessionUser = Infer<typeof SessionUser>

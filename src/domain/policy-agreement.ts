import type { SessionUser } from './session-user'

// The Policy Agreement dialog (000 §2, §4, §6, §7).

export const POLICY_TEXTS = {
  title: 'Policy Agreement',
  intro: 'Before you continue, please read and accept how we handle your organisation’s data.',
  terms: 'By selecting I Agree you accept the User Agreement and the Privacy Policy.',
  userAgreement: 'User Agreement',
  privacyPolicy: 'Privacy Policy',
  confirm: 'I Agree',
} as const

/** The gateway's code when the policy was confirmed already (another tab, another device): ignored silently. */
export const POLICY_ALREADY_CONFIRMED = 'privacy_policy_already_confirmed'

/** 000 §6: signed in, not in partner access, not yet confirmed, no temporary password. */
export const policyAgreementRequired = (user: SessionUser | null) =>
  user !== null &&
  user.isAdminLoggedInAsCompany !== true &&
  user.privacyPolicyConfirmedAt === null &&
  !user.temporary_password

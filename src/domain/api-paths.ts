// The gateway's base paths (000 §7, 001 §7, 002 §7) and the calls the foundation makes. The SPA and the
// reference gateway both read these, so a path is written once.

export const BASE = {
  api: '/api/v1',
  apiV2: '/api/v2',
  apiV3: '/api/v3',
  customersV1: '/customers/api/v1',
  customersV2: '/customers/api/v2',
  billing: '/billing/api/v1',
  partnership: '/partnership/api/v1',
  phishing: '/phishing/api',
  phishingExercise: '/phishing-exercise/api/v1',
  reports: '/reports/api/v1',
  whiteLabel: '/white-label/api/v1',
  ctf: '/ctf/api/v1',
  ctfV2: '/ctf/api/v2',
  collections: '/collections/api/v1',
  /** The public read API for a company's API keys (issue 32). */
  publicApi: '/public/api/v1',
  /** The identity provider the gateway simulates (ARCHITECTURE §7). */
  identity: '/identity/v1',
  /** Ours (issue 61): platform staff finding and opening companies. */
  platform: '/platform/api/v1',
} as const

/** Every prefix the gateway answers; the dev server proxies exactly these. */
/** The recipient's side of a phishing simulation (tracking image, link, landing page, report button). */
export const TRACKING_PREFIX = '/t'
/** SCIM 2.0 for a company's identity provider (RFC 7644; ours, issue 29). */
export const SCIM_PREFIX = '/scim/v2'
export const GATEWAY_PREFIXES = [
  ...Object.values(BASE),
  TRACKING_PREFIX,
  SCIM_PREFIX,
  '/__dev',
  '/__idp',
] as const

export const PATHS = {
  loginValidate: `${BASE.api}/user/login/validate`,
  currentUser: `${BASE.api}/user`,
  /** Ours (000 §8, issue 24): the console's error log when no Sentry-compatible service is configured. */
  clientErrors: `${BASE.api}/client_errors`,
  /** Ours (issue 61): platform staff's company search, a company's overview and opening its console. */
  platformCompanies: `${BASE.platform}/companies`,
  platformCompany: (companyId: string) => `${BASE.platform}/companies/${encodeURIComponent(companyId)}`,
  platformCompanyAccess: (companyId: string) =>
    `${BASE.platform}/companies/${encodeURIComponent(companyId)}/access`,
  /** Ours (issue 63): the background job queue as platform staff read it, and Retry / Cancel of one job. */
  platformJobs: `${BASE.platform}/jobs`,
  platformJobAction: (queue: string, jobId: string, action: 'retry' | 'cancel') =>
    `${BASE.platform}/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(jobId)}/${action}`,
  /** Ours: the feature-flag service of 000 §7 (the spec names the polling, not the call). */
  featureFlags: (companyId: string) => `${BASE.api}/company/${encodeURIComponent(companyId)}/feature_flags`,
  companyView: (companyId: string) =>
    `${BASE.customersV2}/company/${encodeURIComponent(companyId)}/view/admin`,
  identitySignIn: `${BASE.identity}/accounts/sign-in`,
  identityCustomToken: `${BASE.identity}/accounts/sign-in-with-custom-token`,
  identityToken: `${BASE.identity}/token`,
  identitySignOut: `${BASE.identity}/sign-out`,
  /** Ours (issue 24): forgot password, the request and the new password with the mailed token. */
  identityPasswordReset: `${BASE.identity}/accounts/password-reset`,
  identityPasswordResetConfirm: `${BASE.identity}/accounts/password-reset/confirm`,
  devOutbox: '/__dev/outbox',
  verificationEmail: `${BASE.api}/user/verification_email`,
  mfaSendCode: `${BASE.api}/user/security/mfa/send_code`,
  mfaLogin: `${BASE.api}/user/security/mfa/login`,
  mfaVerifyPassword: (companyId: string) =>
    `${BASE.api}/user/company/${encodeURIComponent(companyId)}/security/mfa/verify_password`,
  mfaSettings: (companyId: string) =>
    `${BASE.api}/user/company/${encodeURIComponent(companyId)}/security/mfa`,
  magicLinkExchange: (token: string) => `${BASE.api}/auth/auth_token/magic_link/${encodeURIComponent(token)}`,
  magicLink: (companyId: string) => `${BASE.api}/auth/company/${encodeURIComponent(companyId)}/magic_link`,
  ssoLink: (email: string) => `${BASE.api}/sso/login_endpoint_link/by_email/${encodeURIComponent(email)}`,
  ssoExchange: (token: string) => `${BASE.api}/user/custom_token_sso/${encodeURIComponent(token)}`,
  customers: (partnerId: string) => `${BASE.api}/company/msp/${encodeURIComponent(partnerId)}`,
  accessRequest: (customerId: string) =>
    `${BASE.partnership}/company/${encodeURIComponent(customerId)}/access/request`,
  accessGrant: (companyId: string) =>
    `${BASE.partnership}/company/${encodeURIComponent(companyId)}/access/grant`,
  /** Not in the spec's call list: the one-time token behind a partner's "Log in" (see server/routes). */
  accessToken: (customerId: string) =>
    `${BASE.partnership}/company/${encodeURIComponent(customerId)}/access/token`,
  customersBulk: (partnerId: string) =>
    `${BASE.api}/partner-portal/${encodeURIComponent(partnerId)}/customers/bulk`,
  /** Ours: set as partner / direct customer (the spec names the actions, not the call). */
  customersAffiliation: (partnerId: string) =>
    `${BASE.api}/partner-portal/${encodeURIComponent(partnerId)}/customers/bulk/affiliation`,
  subResellerMark: (partnerId: string, customerId: string, mark: boolean) =>
    `${BASE.api}/partner-portal/company/${encodeURIComponent(partnerId)}/customers/${encodeURIComponent(customerId)}/partnership/${mark ? 'mark_subreseller' : 'unmark_subreseller'}`,
  inviteCustomers: (partnerId: string) =>
    `${BASE.partnership}/company/${encodeURIComponent(partnerId)}/invite`,
  resendCustomerInvite: (partnerId: string) =>
    `${BASE.api}/partner-portal/${encodeURIComponent(partnerId)}/resend_partner_customer_invite`,
  defaultInviteMessage: (partnerId: string) =>
    `${BASE.api}/partner-portal/company/${encodeURIComponent(partnerId)}/default_customer_invite_message`,
  allocateLicences: (partnerId: string, customerId: string) =>
    `${BASE.api}/billing/${encodeURIComponent(partnerId)}/customers/${encodeURIComponent(customerId)}/licenses/allocate`,
  /** 001 §6: the reseller's (and MSP partner's) or the sub-reseller's purchase for a customer, first or upsell. */
  customerSubscriptions: (partnerId: string, customerId: string, subReseller: boolean, upsell: boolean) =>
    `${BASE.api}/billing/${subReseller ? 'subresellers' : 'resellers'}/company/${encodeURIComponent(partnerId)}/customers/${encodeURIComponent(customerId)}/subscriptions${upsell ? '/upgrade' : ''}`,
  partnerTransactions: (partnerId: string) =>
    `${BASE.api}/partner-portal/transactions/${encodeURIComponent(partnerId)}`,
  transactionInvoicePdf: (partnerId: string, transactionId: string) =>
    `${BASE.api}/partner-portal/${encodeURIComponent(partnerId)}/transactions/${encodeURIComponent(transactionId)}/invoice.pdf`,
  sendTransactionInvoice: (partnerId: string, transactionId: string) =>
    `${BASE.api}/partner-portal/${encodeURIComponent(partnerId)}/transactions/${encodeURIComponent(transactionId)}/send_invoice`,
  resellerTransactions: (partnerId: string) =>
    `${BASE.billing}/company/${encodeURIComponent(partnerId)}/resellers/transactions`,
  subResellerTransactions: (partnerId: string) =>
    `${BASE.api}/billing/subresellers/company/${encodeURIComponent(partnerId)}/transactions`,
  allocationLogs: (partnerId: string) =>
    `${BASE.api}/partner-portal/${encodeURIComponent(partnerId)}/license_allocation/logs`,
  courses: (companyId: string) => `${BASE.api}/course/company/${encodeURIComponent(companyId)}`,
  courseView: (companyId: string, courseId: string) =>
    `${BASE.api}/course/company/${encodeURIComponent(companyId)}/course/${encodeURIComponent(courseId)}/view/admin`,
  /** Ours: the statistics tab's call. */
  courseStatistics: (companyId: string, courseId: string) =>
    `${BASE.api}/course/company/${encodeURIComponent(companyId)}/course/${encodeURIComponent(courseId)}/statistics`,
  endCampaign: (companyId: string, campaignId: string) =>
    `${BASE.api}/campaign/${encodeURIComponent(companyId)}/end/${encodeURIComponent(campaignId)}`,
  deleteCampaign: (companyId: string, campaignId: string) =>
    `${BASE.api}/campaign/${encodeURIComponent(companyId)}/delete/${encodeURIComponent(campaignId)}`,
  /** Ours: the spec names /opportunity-forecast, not its call. */
  opportunityForecast: (partnerId: string) =>
    `${BASE.api}/partner-portal/${encodeURIComponent(partnerId)}/opportunity_forecast`,
  resellerCustomers: (resellerId: string) =>
    `${BASE.partnership}/company/${encodeURIComponent(resellerId)}/resellers/customers`,
  subResellerList: (resellerId: string) =>
    `${BASE.partnership}/company/${encodeURIComponent(resellerId)}/resellers/sub_resellers/list`,
  subResellerCustomers: (subResellerId: string) =>
    `${BASE.partnership}/company/${encodeURIComponent(subResellerId)}/sub_reseller/customers`,
  companyTokenExchange: (token: string) => `${BASE.api}/user/custom_token/${encodeURIComponent(token)}`,
  countries: `${BASE.collections}/countries`,
  checkCompany: `${BASE.api}/user/check_company`,
  userByEmail: `${BASE.api}/user/user_by_email`,
  register: `${BASE.customersV1}/company/register`,
  learnerCount: (companyId: string) =>
    `${BASE.customersV1}/company/${encodeURIComponent(companyId)}/users/count`,
  supportTicket: (companyId: string) =>
    `${BASE.customersV1}/company/${encodeURIComponent(companyId)}/support_ticket`,
  openSupportTicket: `${BASE.customersV1}/support_ticket`,
  privacyPolicyConfirm: (companyId: string, userId: string) =>
    `${BASE.customersV1}/company/${encodeURIComponent(companyId)}/users/${encodeURIComponent(userId)}/privacy_policy/confirm`,
  departments: (companyId: string) =>
    `${BASE.customersV1}/company/${encodeURIComponent(companyId)}/departments`,
  groups: (companyId: string) => `${BASE.customersV1}/company/${encodeURIComponent(companyId)}/groups`,
  /** departments/{id}/users/unassigned (000 §7) and groups/{id}/users/unassigned (ours). */
  directoryUnassigned: (companyId: string, kind: 'departments' | 'groups', id: string) =>
    `${BASE.customersV1}/company/${encodeURIComponent(companyId)}/${kind}/${encodeURIComponent(id)}/users/unassigned`,
  directoryMembers: (companyId: string, kind: 'departments' | 'groups', id: string) =>
    `${BASE.customersV1}/company/${encodeURIComponent(companyId)}/${kind}/${encodeURIComponent(id)}/users`,
  countUsersUnderFilters: (companyId: string) =>
    `${BASE.api}/users/count_users_under_filters/${encodeURIComponent(companyId)}`,
  taskStatus: (companyId: string) => `${BASE.api}/company/${encodeURIComponent(companyId)}/tasks/status`,
  verifyEmailsExisted: `${BASE.api}/users/verify_emails_existed`,
  invite: (companyId: string) => `${BASE.api}/user/${encodeURIComponent(companyId)}/invite`,
  campaign: (companyId: string) => `${BASE.api}/campaign/${encodeURIComponent(companyId)}`,
  adminPanelCampaigns: (companyId: string) =>
    `${BASE.api}/campaign/admin_panel/${encodeURIComponent(companyId)}/company`,
  // 002 §7 "Calendar" (each with a from / to range).
  trainingCalendar: (companyId: string) =>
    `${BASE.apiV3}/company/${encodeURIComponent(companyId)}/activities_calendar/training`,
  developersCalendar: (companyId: string) =>
    `${BASE.apiV2}/company/${encodeURIComponent(companyId)}/activities_calendar/for_developers`,
  exerciseCalendar: (companyId: string) =>
    `${BASE.apiV2}/company/${encodeURIComponent(companyId)}/activities_calendar/phishing_exercise`,
  exerciseCalendarV1: (companyId: string) =>
    `${BASE.phishingExercise}/company/${encodeURIComponent(companyId)}/campaigns/calendar`,
  simulationCalendar: (companyId: string) =>
    `${BASE.phishing}/v3/company/${encodeURIComponent(companyId)}/campaigns/calendar_by_range`,
  // 000 §7: what still reaches some departments and groups (the tenant is in the body).
  directoryTasks: `${BASE.api}/departments/tasks_in_departments_and_groups`,
  // 001 §7: the caller's own first-run checklist.
  onboarding: (companyId: string) => `${BASE.api}/user/${encodeURIComponent(companyId)}/me/onboarding`,
  // Ours (issue 31): the admin's private iCalendar subscription.
  calendarFeed: (companyId: string) => `${BASE.api}/company/${encodeURIComponent(companyId)}/calendar_feed`,
  monthlyVideoCalendar: (companyId: string) =>
    `${BASE.apiV2}/company/${encodeURIComponent(companyId)}/activities_calendar/monthly_video`,
  // Ours: the monthly video calendar's overview, settings and assign-now.
  monthlyVideo: (companyId: string) => `${BASE.api}/monthly_video/company/${encodeURIComponent(companyId)}`,
  // Ours: a company's policies.
  policies: (companyId: string) => `${BASE.api}/policies/company/${encodeURIComponent(companyId)}`,
  policy: (companyId: string, policyId: string) =>
    `${BASE.api}/policies/company/${encodeURIComponent(companyId)}/${encodeURIComponent(policyId)}`,
  // Ours: the company's training after failure.
  trainingAfterFailure: (companyId: string) =>
    `${BASE.api}/company/${encodeURIComponent(companyId)}/training_after_failure`,
  // Ours: the training assignment form's PDFs.
  trainingFiles: (companyId: string) => `${BASE.api}/campaign/${encodeURIComponent(companyId)}/files`,
  trainingFile: (companyId: string, fileId: string) =>
    `${BASE.api}/campaign/${encodeURIComponent(companyId)}/files/${encodeURIComponent(fileId)}`,
  subscriptions: (companyId: string) => `${BASE.api}/company/${encodeURIComponent(companyId)}/subscriptions`,
  pricing: (companyId: string) => `${BASE.api}/billing/company/${encodeURIComponent(companyId)}/pricing`,
  checkout: (companyId: string) => `${BASE.api}/billing/${encodeURIComponent(companyId)}/checkout`,
  notifications: (companyId: string, userId: string) =>
    `${BASE.api}/notifications/${encodeURIComponent(companyId)}/user/${encodeURIComponent(userId)}`,
  notificationsShown: (companyId: string, userId: string) =>
    `${BASE.api}/notifications/${encodeURIComponent(companyId)}/user/${encodeURIComponent(userId)}/shown`,
  suspendedNoticeShown: (userId: string) =>
    `${BASE.api}/user/${encodeURIComponent(userId)}/suspended_campaigns_notification_shown`,
  surveys: (companyId: string, userId: string) =>
    `${BASE.api}/surveys/company/${encodeURIComponent(companyId)}/user/${encodeURIComponent(userId)}`,
  surveyResponse: (companyId: string, surveyId: string, userId: string) =>
    `${BASE.api}/surveys/company/${encodeURIComponent(companyId)}/${encodeURIComponent(surveyId)}/user/${encodeURIComponent(userId)}/response`,
  licenses: (companyId: string) => `${BASE.api}/billing/${encodeURIComponent(companyId)}/licenses`,
  customerPortal: (companyId: string) =>
    `${BASE.api}/billing/${encodeURIComponent(companyId)}/customer_portal`,
  trial: (companyId: string) => `${BASE.api}/billing/${encodeURIComponent(companyId)}/trial`,
  trialDisable: (companyId: string) => `${BASE.api}/company/${encodeURIComponent(companyId)}/trial/disable`,
  subscriptionType: (companyId: string) =>
    `${BASE.billing}/company/${encodeURIComponent(companyId)}/subscription_type`,
  downgradePreview: (companyId: string) =>
    `${BASE.billing}/company/${encodeURIComponent(companyId)}/downgrade_preview`,
  invoices: (companyId: string) => `${BASE.billing}/company/${encodeURIComponent(companyId)}/invoices`,
  invoicePdf: (companyId: string, invoiceId: string) =>
    `${BASE.billing}/company/${encodeURIComponent(companyId)}/invoices/${encodeURIComponent(invoiceId)}/pdf`,
  contactUsBuy: (companyId: string) => `${BASE.api}/user/${encodeURIComponent(companyId)}/contact_us_buy`,
  quoteForm: `${BASE.api}/hubspot/quote_form`,
  getStartedStatus: (companyId: string) =>
    `${BASE.reports}/company/${encodeURIComponent(companyId)}/campaigns/status`,
  trainingDashboard: (companyId: string) =>
    `${BASE.reports}/company/${encodeURIComponent(companyId)}/training/dashboard`,
  gamingDashboard: (companyId: string) =>
    `${BASE.reports}/company/${encodeURIComponent(companyId)}/gaming/dashboard`,
  exerciseDashboard: (companyId: string) =>
    `${BASE.phishingExercise}/company/${encodeURIComponent(companyId)}/dashboard/report`,
  simulationDashboard: (companyId: string) =>
    `${BASE.phishing}/v3/company/${encodeURIComponent(companyId)}/dashboard/report`,
  timezones: `${BASE.collections}/timezones`,
  createTournament: (companyId: string) =>
    `${BASE.ctf}/company/${encodeURIComponent(companyId)}/challenges/tournament`,
  tournamentCalendar: (companyId: string) =>
    `${BASE.ctf}/company/${encodeURIComponent(companyId)}/activities_calendar/tournament`,
  tournament: (companyId: string, id: string) =>
    `${BASE.ctf}/company/${encodeURIComponent(companyId)}/tournament/${encodeURIComponent(id)}`,
  tournamentDashboard: (companyId: string) =>
    `${BASE.ctf}/company/${encodeURIComponent(companyId)}/tournament/dashboard`,
  deleteUser: (companyId: string) => `${BASE.api}/user/${encodeURIComponent(companyId)}/delete_user`,
  userChallenge: (companyId: string, userId: string) =>
    `${BASE.ctfV2}/company/${encodeURIComponent(companyId)}/users/${encodeURIComponent(userId)}/challenge`,
  apiKeys: (companyId: string) => `${BASE.api}/company/${encodeURIComponent(companyId)}/api_keys`,
  webhooks: (companyId: string) => `${BASE.api}/company/${encodeURIComponent(companyId)}/webhooks`,
  auditLog: (companyId: string) => `${BASE.api}/company/${encodeURIComponent(companyId)}/audit_log`,
  bank: (companyId: string) => `${BASE.billing}/company/${encodeURIComponent(companyId)}/bank`,
  uneditableUsers: (companyId: string) =>
    `${BASE.api}/users/${encodeURIComponent(companyId)}/get_uneditable_users`,
  usersDisableStatus: (companyId: string) =>
    `${BASE.api}/users/${encodeURIComponent(companyId)}/change_users_disable_status`,
  userProfile: (companyId: string, userId: string) =>
    `${BASE.api}/users/${encodeURIComponent(companyId)}/user/${encodeURIComponent(userId)}/profile`,
  userById: (companyId: string, userId: string) =>
    `${BASE.api}/users/${encodeURIComponent(companyId)}/user/${encodeURIComponent(userId)}`,
  userPassword: (companyId: string, userId: string) =>
    `${BASE.api}/users/${encodeURIComponent(companyId)}/user/${encodeURIComponent(userId)}/password`,
  resendInvite: (companyId: string) => `${BASE.api}/user/${encodeURIComponent(companyId)}/resend_invite`,
  usersList: (companyId: string) => `${BASE.api}/users/list/${encodeURIComponent(companyId)}`,
  reminderAvailability: (companyId: string, notStarted: boolean) =>
    notStarted
      ? `${BASE.api}/users/company/${encodeURIComponent(companyId)}/reminders/manual/users_not_started/tasks_availability`
      : `${BASE.api}/users/${encodeURIComponent(companyId)}/manual_reminders/tasks_availability`,
  reminderSend: (companyId: string, notStarted: boolean) =>
    notStarted
      ? `${BASE.api}/users/company/${encodeURIComponent(companyId)}/reminders/manual/users_not_started/send`
      : `${BASE.api}/users/${encodeURIComponent(companyId)}/manual_reminders/send`,
  temporaryPassword: (companyId: string) =>
    `${BASE.partnership}/company/${encodeURIComponent(companyId)}/temporary_password`,
  templates: (companyId: string) =>
    `${BASE.phishingExercise}/company/${encodeURIComponent(companyId)}/templates`,
  template: (companyId: string, templateId: string) =>
    `${BASE.phishingExercise}/company/${encodeURIComponent(companyId)}/template/${encodeURIComponent(templateId)}`,
  templateCreate: (companyId: string) =>
    `${BASE.phishingExercise}/company/${encodeURIComponent(companyId)}/template/create`,
  templateUpdate: (companyId: string, templateId: string) =>
    `${BASE.phishingExercise}/company/${encodeURIComponent(companyId)}/template/${encodeURIComponent(templateId)}/update`,
  templateDelete: (companyId: string, templateId: string) =>
    `${BASE.phishingExercise}/company/${encodeURIComponent(companyId)}/template/${encodeURIComponent(templateId)}/delete`,
  exerciseUserResults: (companyId: string, userId: string) =>
    `${BASE.phishingExercise}/company/${encodeURIComponent(companyId)}/user/${encodeURIComponent(userId)}/results`,
  exerciseCompany: (companyId: string) => `${BASE.phishingExercise}/company/${encodeURIComponent(companyId)}`,
  packs: `${BASE.phishingExercise}/packs`,
  packsAvailable: `${BASE.phishingExercise}/packs/available`,
  // 001 §7 "Videos".
  videoLibrary: (companyId: string) =>
    `${BASE.api}/videos/video_library/company/${encodeURIComponent(companyId)}`,
  pinnedVideos: (companyId: string) => `${BASE.api}/videos/company/${encodeURIComponent(companyId)}/pinned`,
  videoPin: (companyId: string, videoId: string, pinned: boolean) =>
    `${BASE.api}/videos/company/${encodeURIComponent(companyId)}/${encodeURIComponent(videoId)}/${pinned ? 'pin' : 'unpin'}`,
  videoCourses: (companyId: string, videoId: string) =>
    `${BASE.api}/videos/company/${encodeURIComponent(companyId)}/${encodeURIComponent(videoId)}/courses`,
  // 001 §7 custom training: publish, disable and clone; the list, create, read and draft save are ours.
  customTrainings: (companyId: string) => `${BASE.api}/custom-training/${encodeURIComponent(companyId)}`,
  customTraining: (companyId: string, courseId: string) =>
    `${BASE.api}/custom-training/${encodeURIComponent(companyId)}/course/${encodeURIComponent(courseId)}`,
  customTrainingPublish: (companyId: string) =>
    `${BASE.api}/custom-training/${encodeURIComponent(companyId)}/publish`,
  customTrainingDisable: (companyId: string) =>
    `${BASE.api}/custom-training/${encodeURIComponent(companyId)}/disable_custom_training`,
  courseClone: (companyId: string, courseId: string) =>
    `${BASE.api}/course/${encodeURIComponent(companyId)}/clone/${encodeURIComponent(courseId)}`,
  uploads: (companyId: string) => `${BASE.api}/uploads/${encodeURIComponent(companyId)}`,
} as const

// The gateway's base paths (000 §7, 001 §7, 002 §7) and the calls the foundation makes. The SPA and the
// reference gateway both read these, so a path is written once.

// With its extension: vite.config.ts reads this file through Node's own loader.
import { route } from './route.ts'
import { API_BASE, HOST_BRAND_PATH, IDENTITY_BASE, SIGN_IN_PATHS, WHITE_LABEL_BASE } from './sign-in-paths.ts'

export const BASE = {
  api: API_BASE,
  apiV2: '/api/v2',
  apiV3: '/api/v3',
  customersV1: '/customers/api/v1',
  customersV2: '/customers/api/v2',
  billing: '/billing/api/v1',
  partnership: '/partnership/api/v1',
  phishing: '/phishing/api',
  phishingExercise: '/phishing-exercise/api/v1',
  reports: '/reports/api/v1',
  whiteLabel: WHITE_LABEL_BASE,
  ctf: '/ctf/api/v1',
  ctfV2: '/ctf/api/v2',
  collections: '/collections/api/v1',
  /** The public read API for a company's API keys (issue 32). */
  publicApi: '/public/api/v1',
  identity: IDENTITY_BASE,
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
  ...SIGN_IN_PATHS,
  /** Ours (000 §8, issue 24): the console's error log when no Sentry-compatible service is configured. */
  clientErrors: `${BASE.api}/client_errors`,
  /** Ours (issue 61): platform staff's company search, a company's overview and opening its console. */
  platformCompanies: `${BASE.platform}/companies`,
  platformCompany: route(`${BASE.platform}/companies/:companyId`),
  platformCompanyAccess: route(`${BASE.platform}/companies/:companyId/access`),
  /** Ours (issue 63): the background job queue as platform staff read it, and Retry / Cancel of one job. */
  platformJobs: `${BASE.platform}/jobs`,
  platformJobAction: route(`${BASE.platform}/jobs/:queue/:jobId/:action{retry|cancel}`),
  /** Ours: the feature-flag service of 000 §7 (the spec names the polling, not the call). */
  featureFlags: route(`${BASE.api}/company/:companyId/feature_flags`),
  companyView: route(`${BASE.customersV2}/company/:companyId/view/admin`),
  /** Ours (issue 24): forgot password, the request and the new password with the mailed token. */
  identityPasswordReset: `${BASE.identity}/accounts/password-reset`,
  identityPasswordResetConfirm: `${BASE.identity}/accounts/password-reset/confirm`,
  devOutbox: '/__dev/outbox',
  verificationEmail: `${BASE.api}/user/verification_email`,
  mfaVerifyPassword: route(`${BASE.api}/user/company/:companyId/security/mfa/verify_password`),
  mfaSettings: route(`${BASE.api}/user/company/:companyId/security/mfa`),
  magicLinkExchange: route(`${BASE.api}/auth/auth_token/magic_link/:token`),
  magicLink: route(`${BASE.api}/auth/company/:companyId/magic_link`),
  ssoLink: route(`${BASE.api}/sso/login_endpoint_link/by_email/:email`),
  ssoExchange: route(`${BASE.api}/user/custom_token_sso/:token`),
  customers: route(`${BASE.api}/company/msp/:companyId`),
  accessRequest: route(`${BASE.partnership}/company/:companyId/access/request`),
  accessGrant: route(`${BASE.partnership}/company/:companyId/access/grant`),
  /** Not in the spec's call list: the one-time token behind a partner's "Log in" (see server/partner/partner-access.routes.ts). */
  accessToken: route(`${BASE.partnership}/company/:companyId/access/token`),
  customersBulk: route(`${BASE.api}/partner-portal/:companyId/customers/bulk`),
  /** Ours: set as partner / direct customer (the spec names the actions, not the call). */
  customersAffiliation: route(`${BASE.api}/partner-portal/:companyId/customers/bulk/affiliation`),
  subResellerMark: route(
    `${BASE.api}/partner-portal/company/:companyId/customers/:customerId/partnership/mark_subreseller`,
  ),
  subResellerUnmark: route(
    `${BASE.api}/partner-portal/company/:companyId/customers/:customerId/partnership/unmark_subreseller`,
  ),
  inviteCustomers: route(`${BASE.partnership}/company/:companyId/invite`),
  resendCustomerInvite: route(`${BASE.api}/partner-portal/:companyId/resend_partner_customer_invite`),
  defaultInviteMessage: route(
    `${BASE.api}/partner-portal/company/:companyId/default_customer_invite_message`,
  ),
  allocateLicences: route(`${BASE.api}/billing/:companyId/customers/:customerId/licenses/allocate`),
  /** 001 §6: the reseller's (and MSP partner's) or the sub-reseller's purchase for a customer, first or upsell. */
  customerSubscriptions: route(
    `${BASE.api}/billing/:tier{resellers|subresellers}/company/:companyId/customers/:customerId/subscriptions`,
  ),
  customerSubscriptionPrice: route(
    `${BASE.api}/billing/:tier{resellers|subresellers}/company/:companyId/customers/:customerId/subscriptions/calculate_price`,
  ),
  customerSubscriptionUpgrade: route(
    `${BASE.api}/billing/:tier{resellers|subresellers}/company/:companyId/customers/:customerId/subscriptions/upgrade`,
  ),
  customerSubscriptionUpgradePrice: route(
    `${BASE.api}/billing/:tier{resellers|subresellers}/company/:companyId/customers/:customerId/subscriptions/upgrade/calculate_price`,
  ),
  partnerTransactions: route(`${BASE.api}/partner-portal/transactions/:companyId`),
  transactionInvoicePdf: route(
    `${BASE.api}/partner-portal/:companyId/transactions/:transactionId/invoice.pdf`,
  ),
  sendTransactionInvoice: route(
    `${BASE.api}/partner-portal/:companyId/transactions/:transactionId/send_invoice`,
  ),
  resellerTransactions: route(`${BASE.billing}/company/:companyId/resellers/transactions`),
  subResellerTransactions: route(`${BASE.api}/billing/subresellers/company/:companyId/transactions`),
  allocationLogs: route(`${BASE.api}/partner-portal/:companyId/license_allocation/logs`),
  courses: route(`${BASE.api}/course/company/:companyId`),
  courseView: route(`${BASE.api}/course/company/:companyId/course/:courseId/view/admin`),
  /** Ours: the statistics tab's call. */
  courseStatistics: route(`${BASE.api}/course/company/:companyId/course/:courseId/statistics`),
  endCampaign: route(`${BASE.api}/campaign/:companyId/end/:campaignId`),
  deleteCampaign: route(`${BASE.api}/campaign/:companyId/delete/:campaignId`),
  /** Ours: the spec names /opportunity-forecast, not its call. */
  opportunityForecast: route(`${BASE.api}/partner-portal/:companyId/opportunity_forecast`),
  resellerCustomers: route(`${BASE.partnership}/company/:companyId/resellers/customers`),
  subResellerList: route(`${BASE.partnership}/company/:companyId/resellers/sub_resellers/list`),
  subResellerCustomers: route(`${BASE.partnership}/company/:companyId/sub_reseller/customers`),
  companyTokenExchange: route(`${BASE.api}/user/custom_token/:token`),
  countries: `${BASE.collections}/countries`,
  checkCompany: `${BASE.api}/user/check_company`,
  userByEmail: `${BASE.api}/user/user_by_email`,
  register: `${BASE.customersV1}/company/register`,
  learnerCount: route(`${BASE.customersV1}/company/:companyId/users/count`),
  supportTicket: route(`${BASE.customersV1}/company/:companyId/support_ticket`),
  openSupportTicket: `${BASE.customersV1}/support_ticket`,
  privacyPolicyConfirm: route(`${BASE.customersV1}/company/:companyId/users/:userId/privacy_policy/confirm`),
  /** A company's departments or groups (000 §7; groups are ours), and one of them by its id. */
  directory: route(`${BASE.customersV1}/company/:companyId/:kind{departments|groups}`),
  directoryEntry: route(`${BASE.customersV1}/company/:companyId/:kind{departments|groups}/:id`),
  /** departments/{id}/users/unassigned (000 §7) and groups/{id}/users/unassigned (ours). */
  directoryUnassigned: route(
    `${BASE.customersV1}/company/:companyId/:kind{departments|groups}/:id/users/unassigned`,
  ),
  directoryMembers: route(`${BASE.customersV1}/company/:companyId/:kind{departments|groups}/:id/users`),
  countUsersUnderFilters: route(`${BASE.api}/users/count_users_under_filters/:companyId`),
  taskStatus: route(`${BASE.api}/company/:companyId/tasks/status`),
  verifyEmailsExisted: `${BASE.api}/users/verify_emails_existed`,
  invite: route(`${BASE.api}/user/:companyId/invite`),
  campaign: route(`${BASE.api}/campaign/:companyId`),
  adminPanelCampaigns: route(`${BASE.api}/campaign/admin_panel/:companyId/company`),
  // 002 §7 "Calendar" (each with a from / to range).
  trainingCalendar: route(`${BASE.apiV3}/company/:companyId/activities_calendar/training`),
  developersCalendar: route(`${BASE.apiV2}/company/:companyId/activities_calendar/for_developers`),
  exerciseCalendar: route(`${BASE.apiV2}/company/:companyId/activities_calendar/phishing_exercise`),
  exerciseCalendarV1: route(`${BASE.phishingExercise}/company/:companyId/campaigns/calendar`),
  simulationCalendar: route(`${BASE.phishing}/v3/company/:companyId/campaigns/calendar_by_range`),
  // 000 §7: what still reaches some departments and groups (the tenant is in the body).
  directoryTasks: `${BASE.api}/departments/tasks_in_departments_and_groups`,
  // 001 §7: the caller's own first-run checklist.
  onboarding: route(`${BASE.api}/user/:companyId/me/onboarding`),
  // Ours (issue 31): the admin's private iCalendar subscription.
  calendarFeed: route(`${BASE.api}/company/:companyId/calendar_feed`),
  monthlyVideoCalendar: route(`${BASE.apiV2}/company/:companyId/activities_calendar/monthly_video`),
  // Ours: the monthly video calendar's overview, settings and assign-now.
  monthlyVideo: route(`${BASE.api}/monthly_video/company/:companyId`),
  // Ours: a company's policies.
  policies: route(`${BASE.api}/policies/company/:companyId`),
  policy: route(`${BASE.api}/policies/company/:companyId/:policyId`),
  policyRevision: route(`${BASE.api}/policies/company/:companyId/:policyId/revision`),
  policyEnd: route(`${BASE.api}/policies/company/:companyId/:policyId/end`),
  policyLearners: route(`${BASE.api}/policies/company/:companyId/:policyId/learners`),
  // Ours: the company's training after failure.
  trainingAfterFailure: route(`${BASE.api}/company/:companyId/training_after_failure`),
  // Ours: the training assignment form's PDFs.
  trainingFiles: route(`${BASE.api}/campaign/:companyId/files`),
  trainingFile: route(`${BASE.api}/campaign/:companyId/files/:fileId`),
  subscriptions: route(`${BASE.api}/company/:companyId/subscriptions`),
  pricing: route(`${BASE.api}/billing/company/:companyId/pricing`),
  checkout: route(`${BASE.api}/billing/:companyId/checkout`),
  notifications: route(`${BASE.api}/notifications/:companyId/user/:userId`),
  notificationsShown: route(`${BASE.api}/notifications/:companyId/user/:userId/shown`),
  suspendedNoticeShown: route(`${BASE.api}/user/:userId/suspended_campaigns_notification_shown`),
  surveys: route(`${BASE.api}/surveys/company/:companyId/user/:userId`),
  surveyResponse: route(`${BASE.api}/surveys/company/:companyId/:surveyId/user/:userId/response`),
  licenses: route(`${BASE.api}/billing/:companyId/licenses`),
  customerPortal: route(`${BASE.api}/billing/:companyId/customer_portal`),
  trial: route(`${BASE.api}/billing/:companyId/trial`),
  trialDisable: route(`${BASE.api}/company/:companyId/trial/disable`),
  subscriptionType: route(`${BASE.billing}/company/:companyId/subscription_type`),
  downgradePreview: route(`${BASE.billing}/company/:companyId/downgrade_preview`),
  invoices: route(`${BASE.billing}/company/:companyId/invoices`),
  invoicePdf: route(`${BASE.billing}/company/:companyId/invoices/:invoiceId/pdf`),
  contactUsBuy: route(`${BASE.api}/user/:companyId/contact_us_buy`),
  quoteForm: `${BASE.api}/hubspot/quote_form`,
  getStartedStatus: route(`${BASE.reports}/company/:companyId/campaigns/status`),
  trainingDashboard: route(`${BASE.reports}/company/:companyId/training/dashboard`),
  gamingDashboard: route(`${BASE.reports}/company/:companyId/gaming/dashboard`),
  exerciseDashboard: route(`${BASE.phishingExercise}/company/:companyId/dashboard/report`),
  simulationDashboard: route(`${BASE.phishing}/v3/company/:companyId/dashboard/report`),
  timezones: `${BASE.collections}/timezones`,
  createTournament: route(`${BASE.ctf}/company/:companyId/challenges/tournament`),
  tournamentCalendar: route(`${BASE.ctf}/company/:companyId/activities_calendar/tournament`),
  tournament: route(`${BASE.ctf}/company/:companyId/tournament/:id`),
  tournamentDashboard: route(`${BASE.ctf}/company/:companyId/tournament/dashboard`),
  deleteUser: route(`${BASE.api}/user/:companyId/delete_user`),
  userChallenge: route(`${BASE.ctfV2}/company/:companyId/users/:userId/challenge`),
  apiKeys: route(`${BASE.api}/company/:companyId/api_keys`),
  webhooks: route(`${BASE.api}/company/:companyId/webhooks`),
  auditLog: route(`${BASE.api}/company/:companyId/audit_log`),
  bank: route(`${BASE.billing}/company/:companyId/bank`),
  uneditableUsers: route(`${BASE.api}/users/:companyId/get_uneditable_users`),
  usersDisableStatus: route(`${BASE.api}/users/:companyId/change_users_disable_status`),
  userProfile: route(`${BASE.api}/users/:companyId/user/:userId/profile`),
  userById: route(`${BASE.api}/users/:companyId/user/:userId`),
  userPassword: route(`${BASE.api}/users/:companyId/user/:userId/password`),
  resendInvite: route(`${BASE.api}/user/:companyId/resend_invite`),
  usersList: route(`${BASE.api}/users/list/:companyId`),
  reminderAvailability: route(`${BASE.api}/users/:companyId/manual_reminders/tasks_availability`),
  notStartedReminderAvailability: route(
    `${BASE.api}/users/company/:companyId/reminders/manual/users_not_started/tasks_availability`,
  ),
  reminderSend: route(`${BASE.api}/users/:companyId/manual_reminders/send`),
  notStartedReminderSend: route(
    `${BASE.api}/users/company/:companyId/reminders/manual/users_not_started/send`,
  ),
  temporaryPassword: route(`${BASE.partnership}/company/:companyId/temporary_password`),
  templates: route(`${BASE.phishingExercise}/company/:companyId/templates`),
  template: route(`${BASE.phishingExercise}/company/:companyId/template/:templateId`),
  templateCreate: route(`${BASE.phishingExercise}/company/:companyId/template/create`),
  templateUpdate: route(`${BASE.phishingExercise}/company/:companyId/template/:templateId/update`),
  templateDelete: route(`${BASE.phishingExercise}/company/:companyId/template/:templateId/delete`),
  exerciseUserResults: route(`${BASE.phishingExercise}/company/:companyId/user/:userId/results`),
  packs: `${BASE.phishingExercise}/packs`,
  packsAvailable: `${BASE.phishingExercise}/packs/available`,
  // 001 §7 "Videos".
  videoLibrary: route(`${BASE.api}/videos/video_library/company/:companyId`),
  pinnedVideos: route(`${BASE.api}/videos/company/:companyId/pinned`),
  videoPin: route(`${BASE.api}/videos/company/:companyId/:videoId/pin`),
  videoUnpin: route(`${BASE.api}/videos/company/:companyId/:videoId/unpin`),
  videoCourses: route(`${BASE.api}/videos/company/:companyId/:videoId/courses`),
  // 001 §7 custom training: publish, disable and clone; the list, create, read and draft save are ours.
  customTrainings: route(`${BASE.api}/custom-training/:companyId`),
  customTraining: route(`${BASE.api}/custom-training/:companyId/course/:courseId`),
  customTrainingPublish: route(`${BASE.api}/custom-training/:companyId/publish`),
  customTrainingDisable: route(`${BASE.api}/custom-training/:companyId/disable_custom_training`),
  courseClone: route(`${BASE.api}/course/:companyId/clone/:courseId`),
  uploads: route(`${BASE.api}/uploads/:companyId`),
  /** Mail delivery (001 §7): the company's SMTP server and Microsoft Graph sending, and its sender records. */
  mailDelivery: route(`${BASE.whiteLabel}/company/:companyId/mail_delivery`),
  smtp: route(`${BASE.whiteLabel}/company/:companyId/smtp`),
  smtpTest: route(`${BASE.whiteLabel}/company/:companyId/smtp/test`),
  graphAuthUrl: route(`${BASE.whiteLabel}/company/:companyId/graph_api/auth_url`),
  graphAuthReset: route(`${BASE.whiteLabel}/company/:companyId/graph_api/auth_reset`),
  senderRecords: route(`${BASE.whiteLabel}/company/:companyId/mail_delivery/dns_records`),
  /** White label (001 §7): a partner's brand, and the brand a host shows before sign-in. */
  brand: route(`${BASE.whiteLabel}/company/:companyId`),
  hostBrand: HOST_BRAND_PATH,
  /** Custom domains (001 §7): list and add, verify one or all pending, reset, delete one by its type. */
  customDomains: route(`${BASE.whiteLabel}/company/:companyId/custom_domains`),
  customDomainsVerify: route(`${BASE.whiteLabel}/company/:companyId/custom_domains/verify`),
  customDomainReset: route(`${BASE.whiteLabel}/company/:companyId/custom_domains/reset`),
  customDomain: route(`${BASE.whiteLabel}/company/:companyId/custom_domains/:type`),
  /** Reports (001 §7): each report's rows (CSV or PDF by Accept), its statistics and its filter choices. */
  trainingReport: route(`${BASE.reports}/company/:companyId/:kind{training|gaming}/campaigns/report`),
  trainingReportStatistics: route(
    `${BASE.reports}/company/:companyId/:kind{training|gaming}/campaigns/statistics`,
  ),
  reportCourses: route(`${BASE.reports}/company/:companyId/lists/courses`),
  policiesReport: route(`${BASE.reports}/company/:companyId/policies/report`),
  policiesReportStatistics: route(`${BASE.reports}/company/:companyId/policies/statistics`),
  reportPolicies: route(`${BASE.reports}/company/:companyId/lists/policies`),
  quizzesReportStatistics: route(`${BASE.reports}/company/:companyId/quizzes/statistics`),
  quizzesReport: route(`${BASE.reports}/company/:companyId/quizzes/:tab`),
  phishingSummaryOverview: route(`${BASE.reports}/company/:companyId/phishing_summary/overview`),
  phishingSummaryFilters: route(`${BASE.reports}/company/:companyId/phishing_summary/filters`),
  phishingSummaryTable: route(`${BASE.reports}/company/:companyId/phishing_summary/:table`),
  monthlyVideoReport: route(`${BASE.reports}/company/:companyId/monthly_video/report`),
  monthlyVideoReportStatistics: route(`${BASE.reports}/company/:companyId/monthly_video/statistics`),
  reportMonthlyVideos: route(`${BASE.reports}/company/:companyId/lists/monthly_videos`),
  trainingReviews: route(`${BASE.reports}/company/:companyId/training/reviews`),
  trainingReviewsStatistics: route(`${BASE.reports}/company/:companyId/training/reviews/statistics`),
  reportReviewedTrainings: route(`${BASE.reports}/company/:companyId/lists/training/reviewed`),
  dashboardTab: route(`${BASE.reports}/company/:companyId/dashboard/:tab{company|users|departments}`),
  generalReport: route(`${BASE.reports}/company/:companyId/general/report`),
  reportSummary: route(`${BASE.reports}/company/:companyId/summary`),
  reportSchedules: route(`${BASE.reports}/company/:companyId/schedules`),
  reportScheduleRecipients: route(`${BASE.reports}/company/:companyId/schedules/recipients`),
  reportSchedule: route(`${BASE.reports}/company/:companyId/schedules/:scheduleId`),
  /** Phishing exercises (002 §7): a company's campaigns, their learners and reports. */
  exerciseCampaigns: route(`${BASE.phishingExercise}/company/:companyId/campaigns/:list{active|archive}`),
  exerciseCampaignPreview: route(`${BASE.phishingExercise}/company/:companyId/campaign/preview`),
  exerciseCampaignCreate: route(`${BASE.phishingExercise}/company/:companyId/campaign/create`),
  exerciseCampaignUpdate: route(`${BASE.phishingExercise}/company/:companyId/campaign/:campaignId/update`),
  exerciseCampaignArchive: route(`${BASE.phishingExercise}/company/:companyId/campaign/:campaignId/archive`),
  exerciseCampaignDelete: route(`${BASE.phishingExercise}/company/:companyId/campaign/:campaignId/delete`),
  exerciseUsersCount: route(`${BASE.phishingExercise}/company/:companyId/users/count`),
  exerciseUsersCountBy: route(
    `${BASE.phishingExercise}/company/:companyId/users/:scope{count_by_departments|count_by_groups}`,
  ),
  exerciseUsersPage: route(`${BASE.phishingExercise}/company/:companyId/users/page`),
  exerciseUsersBy: route(
    `${BASE.phishingExercise}/company/:companyId/users/:scope{by_departments|by_groups}`,
  ),
  exerciseReportStatistics: route(
    `${BASE.phishingExercise}/company/:companyId/campaign/:campaignId/report/statistics`,
  ),
  exerciseReportFilter: route(
    `${BASE.phishingExercise}/company/:companyId/campaign/:campaignId/report/filter/:kind{departments|groups}`,
  ),
  exerciseReportTab: route(
    `${BASE.phishingExercise}/company/:companyId/campaign/:campaignId/report/:tab{users|departments|groups|templates}`,
  ),
  exerciseReportUser: route(
    `${BASE.phishingExercise}/company/:companyId/campaign/:campaignId/report/user/:userId`,
  ),
  exerciseReportTemplate: route(
    `${BASE.phishingExercise}/company/:companyId/campaign/:campaignId/report/template/:templateId`,
  ),
  exerciseSummary: route(`${BASE.phishingExercise}/company/:companyId/campaigns/summary`),
  exerciseSummaryStatistics: route(`${BASE.phishingExercise}/company/:companyId/campaigns/report/statistics`),
  exerciseSummaryCampaigns: route(`${BASE.phishingExercise}/company/:companyId/campaigns/filter/campaigns`),
  /** Phishing simulation (002 §7): a company's campaigns, templates, flight plan and launch, report and settings. */
  simulations: route(`${BASE.phishing}/v3/company/:companyId/campaigns/:list{active|archive}`),
  simulationComplete: route(`${BASE.phishing}/v3/company/:companyId/campaign/:campaignId/complete`),
  simulationDelete: route(`${BASE.phishing}/v3/company/:companyId/campaign/:campaignId/delete`),
  simulationTemplates: route(`${BASE.phishing}/v3/company/:companyId/templates`),
  simulationPlan: route(`${BASE.phishing}/v3/company/:companyId/campaign/plan`),
  simulationLaunch: route(`${BASE.phishing}/v3/company/:companyId/campaign`),
  simulationLoginPages: `${BASE.phishing}/v1/login_pages`,
  simulationOverview: route(`${BASE.phishing}/v3/company/:companyId/campaign/:campaignId/report/overview`),
  simulationRecipients: route(
    `${BASE.phishing}/v3/company/:companyId/campaign/:campaignId/report/recipients`,
  ),
  simulationBreakdown: route(
    `${BASE.phishing}/v3/company/:companyId/campaign/:campaignId/report/breakdown/:by`,
  ),
  simulationSettings: route(`${BASE.phishing}/v3/company/:companyId/settings`),
  simulationDed: route(`${BASE.phishing}/v3/company/:companyId/settings/ded`),
  simulationDedAuth: route(`${BASE.phishing}/v3/company/:companyId/settings/user/:userId/ded/auth/initiate`),
  simulationDedTest: route(`${BASE.phishing}/v3/company/:companyId/settings/ded/test`),
  relatedIncludingClone: `${BASE.phishing}/v1/companies/related/include_cloned_campaign`,
  relatedExcludingClone: `${BASE.phishing}/v1/companies/related/exclude_cloned_campaign`,
  simulationClone: route(`${BASE.phishing}/v3/campaign/:campaignId/clone`),
  simulationsCompleteShared: route(`${BASE.phishing}/v3/company/:companyId/campaigns/complete`),
  /** Course sharing (001 §7): the customers that have a course or not, and sharing, starting, ending, unsharing and resyncing it for some of them. */
  sharedCourseCompanies: route(`${BASE.api}/course/:companyId/companies_with_shared_trainings/:courseId`),
  unsharedCourseCompanies: route(`${BASE.api}/course/:companyId/companies_without_shared_training/:courseId`),
  courseShareBatch: route(`${BASE.api}/course/company/:companyId/:action{share|start}/:courseId/batch`),
  courseResyncBatch: route(`${BASE.api}/course/company/:companyId/resync/:courseId/batch`),
  courseEndBatch: route(`${BASE.api}/campaign/company/:companyId/end/by_course/:courseId/batch`),
  courseUnshareBatch: route(`${BASE.api}/course/company/:companyId/unshare/:courseId/batch`),
  /** Single sign-on (001 §7): the company's provider (saved per provider), its enforcement, a test sign-in and the SCIM token. */
  ssoSettings: route(`${BASE.api}/sso/company/:companyId`),
  ssoSave: route(`${BASE.api}/sso/:companyId/:provider{okta|tenant_id|onelogin|gsuite|custom_saml}`),
  ssoEnforcement: route(`${BASE.api}/sso/company/:companyId/enforcement`),
  ssoTest: route(`${BASE.api}/sso/company/:companyId/test`),
  scimToken: route(`${BASE.api}/scim/v2/bearer_token/company/:companyId`),
  /** The invite texts (000 §7) and the notification texts per language, each with its reset. */
  inviteTexts: route(`${BASE.customersV1}/company/:companyId/invite/emails/:role`),
  inviteTextsReset: route(`${BASE.customersV1}/company/:companyId/invite/emails/:role/reset`),
  notificationTexts: route(`${BASE.api}/company/:companyId/notification_texts/:lang`),
  notificationTextsReset: route(`${BASE.api}/company/:companyId/notification_texts/:lang/reset`),
  webhook: route(`${BASE.api}/company/:companyId/webhooks/:id`),
  webhookResume: route(`${BASE.api}/company/:companyId/webhooks/:id/resume`),
  webhookDeliveries: route(`${BASE.api}/company/:companyId/webhooks/:id/deliveries`),
  webhookTest: route(`${BASE.api}/company/:companyId/webhooks/:id/test`),
  apiKey: route(`${BASE.api}/company/:companyId/api_keys/:id`),
  tournamentStatistics: route(`${BASE.ctf}/company/:companyId/tournament/:id/statistics`),
  tournamentUsersReport: route(`${BASE.ctf}/company/:companyId/tournament/:id/users/report`),
  monthlyVideoSettings: route(`${BASE.api}/monthly_video/company/:companyId/settings`),
  monthlyVideoAssignNow: route(`${BASE.api}/monthly_video/company/:companyId/assign_now`),
  customTrainingDraft: route(`${BASE.api}/custom-training/:companyId/course/:courseId/draft`),
  courseScorm: route(`${BASE.api}/course/company/:companyId/course/:courseId/scorm`),
  companyGeneral: route(`${BASE.api}/company/:companyId/general`),
  partnerRequest: route(`${BASE.api}/company/:companyId/partner_request`),
  automaticReminders: route(`${BASE.api}/company/:companyId/reminders/automatic`),
} as const

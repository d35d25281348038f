import { HTTPException } from 'hono/http-exception'
import { scimRoutes } from './scim/scim.routes'
import { scimGroupRoutes } from './scim/scim-groups.routes'
import { scimDiscoveryRoutes } from './scim/scim-discovery.routes'
import { samlMetadataRoutes } from './sso/saml-metadata.routes'
import { mailUnsubscribeRoutes } from './mail/mail-unsubscribe.routes'
import { ssoSettingsRoutes } from './sso/sso-settings.routes'
import { compressAnswers } from './compress-answers'
import { contactSalesRoutes } from './billing/contact-sales.routes'
import { becomePartnerRoutes } from './partner/become-partner.routes'
import { partnerCustomerRoutes } from './partner/partner-customers.routes'
import { customerInviteRoutes } from './partner/customer-invites.routes'
import {
  partnerTransactionRoutes,
  resellerTransactionRoutes,
  subResellerTransactionRoutes,
} from './partner/partner-transactions.routes'
import { customerLicenceRoutes } from './partner/customer-licences.routes'
import { partnerOverviewRoutes, resellerRoutes } from './partner/partner-overview.routes'
import { courseRoutes } from './learning/courses.routes'
import { courseSharingRoutes } from './learning/course-sharing.routes'
import { customTrainingRoutes } from './custom-training/custom-training.routes'
import { videoRoutes } from './learning/videos.routes'
import { mediaRoutes } from './media/media.routes'
import { customCourseRoutes } from './custom-training/custom-courses.routes'
import { billingApiRoutes, billingServiceRoutes } from './billing/billing.routes'
import { customerPortalPageRoutes, licenceWalletRoutes } from './billing/customer-portal.routes'
import { notificationRoutes } from './users/notifications.routes'
import { supportRoutes } from './platform/support.routes'
import { privacyPolicyRoutes } from './policies/privacy-policy.routes'
import { surveyRoutes } from './survey/surveys.routes'
import { templateRoutes } from './templates/templates.routes'
import { exerciseCampaignRoutes } from './exercise/exercise-campaigns.routes'
import { exerciseLearnerPickerRoutes } from './exercise/exercise-learner-picker.routes'
import { exerciseReportRoutes } from './exercise/exercise-report.routes'
import { exerciseUserResultsRoutes } from './exercise/exercise-user-results.routes'
import { exerciseSummaryRoutes } from './exercise/exercise-summary-report.routes'
import { dashboardRoutes } from './reports/dashboard.routes'
import { policyReportRoutes } from './reports/policy-report.routes'
import { trainingReportRoutes } from './reports/training-report.routes'
import { reportScheduleRoutes } from './reports/report-schedules.routes'
import { reportSummaryRoutes } from './reports/report-summary.routes'
import { generalReportRoutes } from './reports/general-report.routes'
import { monthlyVideoReportRoutes } from './reports/monthly-video-report.routes'
import { phishingSummaryRoutes } from './reports/phishing-summary.routes'
import { dashboardTabRoutes } from './reports/dashboard-tabs.routes'
import { trainingReviewRoutes } from './reports/training-reviews.routes'
import { quizzesReportRoutes } from './reports/quizzes-report.routes'
import { tournamentRoutes } from './tournament/tournaments.routes'
import { userChallengeRoutes } from './learning/user-challenge.routes'
import { apiKeyRoutes } from './public-api/api-keys.routes'
import { webhookRoutes } from './webhooks/webhooks.routes'
import { auditLogRoutes } from './audit/audit-log.routes'
import { publicApiRoutes } from './public-api/public-api.routes'
import { reminderRoutes } from './reminders/reminders.routes'
import { userProfileRoutes } from './users/user-profile.routes'
import { simulationConsentRoutes } from './simulation/simulation-consent.routes'
import { checkoutRoutes } from './billing/checkout.routes'
import { simulationRecipientRoutes } from './simulation/simulation-recipients.routes'
import { simulationTemplateRoutes } from './simulation/simulation-templates.routes'
import { tournamentReportRoutes } from './tournament/tournament-report.routes'
import { Hono } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { BASE, PATHS } from '../src/domain/api-paths'
import type { GatewayDeps, GatewayEnv } from './context'
import { ApiError, notFound, sendError } from './errors'
import { companyViewRoutes, featureFlagRoutes } from './companies/company.routes'
import { devRoutes } from './platform/dev.routes'
import { identityRoutes } from './auth/identity.routes'
import { magicLinkRoutes } from './auth/magic-link.routes'
import {
  collectionRoutes,
  companyCheckRoutes,
  emailVerificationRoutes,
  registrationRoutes,
} from './companies/registration.routes'
import { companyTokenRoutes, customerListRoutes, partnerAccessRoutes } from './partner/partner-access.routes'
import { demoIdentityProviderRoutes } from './sso/demo-idp.routes'
import { ssoApiRoutes } from './sso/sso.routes'
import { customDomainRoutes } from './custom-domains/custom-domains.routes'
import { whiteLabelRoutes } from './white-label/white-label.routes'
import { mailDeliveryRoutes } from './mail/mail-delivery.routes'
import { senderRecordsRoutes } from './mail/sender-records.routes'
import { inviteTextRoutes, notificationTextRoutes } from './texts/text-sets.routes'
import { companyGeneralRoutes } from './companies/company-general.routes'
import { automaticReminderRoutes } from './reminders/automatic-reminders.routes'
import { twoFactorRoutes } from './auth/two-factor.routes'
import { userRoutes } from './auth/user.routes'
import { userRoutes as usersRoutes } from './users/users.routes'
import { directoryRoutes, directoryTaskRoutes } from './users/directory.routes'
import { campaignRoutes } from './learning/training-campaigns.routes'
import { trainingFileRoutes } from './learning/training-files.routes'
import { trainingAfterFailureRoutes } from './learning/training-after-failure.routes'
import { policyRoutes } from './policies/policies.routes'
import { monthlyVideoRoutes } from './monthly-video/monthly-video.routes'
import { activityCalendarRoutes } from './calendar/activity-calendar.routes'
import { serveSpa } from './static'
import { edgeChecks } from './edge'
import { DEFAULT_SIGN_IN_RATE_LIMIT, signInRateLimit } from './auth/rate-limit'
import { passwordResetRoutes } from './auth/password-reset.routes'
import { clientErrorRoutes } from './platform/client-errors.routes'
import { jobQueueRoutes } from './jobs/job-queue.routes'
import { platformCompanyRoutes } from './platform/platform-companies.routes'
import { simulationRoutes } from './simulation/phishing-simulation.routes'
import { simulationSharingRoutes } from './simulation/simulation-sharing.routes'
import { simulationSettingsRoutes } from './simulation/simulation-settings.routes'
import { simulationReportRoutes } from './simulation/simulation-report.routes'
import { simulationTrackingRoutes } from './simulation/simulation-tracking.routes'

const SIGN_IN_PATHS = [
  `${BASE.identity}/accounts/*`,
  PATHS.loginValidate,
  PATHS.mfaSendCode,
  PATHS.mfaLogin,
  PATHS.ssoLink.pattern,
  PATHS.magicLinkExchange.pattern,
  PATHS.ssoExchange.pattern,
  PATHS.companyTokenExchange.pattern,
  // Registration answers whether an address or a company name exists: the same budget.
  PATHS.checkCompany,
  PATHS.userByEmail,
  PATHS.register,
]

/** The gateway's HTTP surface and, when given a root, the built SPA. No socket: tests call app.request. */
export function createGateway(deps: GatewayDeps, options: { staticRoot?: string | null } = {}) {
  const app = new Hono<GatewayEnv>()

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // A nonce for the few scripts the gateway writes itself (an SSO answer posted on, a test's result, a
        // signed-in page's first script: server/static.ts).
        scriptSrc: ["'self'", NONCE],
        // Ark UI positions popovers with style attributes; no inline <style> is served, and no inline script
        // without this response's nonce.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  )
  app.use(compressAnswers())
  app.use(async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  app.use(edgeChecks)

  // One budget for every way of trying to sign in, so an address cannot spread guesses across them.
  const limiter = signInRateLimit(deps.signInRateLimit ?? DEFAULT_SIGN_IN_RATE_LIMIT)
  for (const path of SIGN_IN_PATHS) app.use(path, limiter)

  app.route('/', identityRoutes())
  app.route('/', emailVerificationRoutes())
  app.route('/', passwordResetRoutes())
  app.route('/', companyCheckRoutes())
  app.route('/', mailUnsubscribeRoutes())
  app.route('/', registrationRoutes())
  app.route('/', collectionRoutes())
  app.route('/', userRoutes())
  app.route('/', twoFactorRoutes())
  app.route('/', magicLinkRoutes())
  app.route('/', ssoApiRoutes())
  app.route('/', ssoSettingsRoutes())
  app.route('/', customDomainRoutes())
  app.route('/', whiteLabelRoutes())
  app.route('/', mailDeliveryRoutes())
  app.route('/', senderRecordsRoutes())
  app.route('/', inviteTextRoutes())
  app.route('/', notificationTextRoutes())
  app.route('/', companyGeneralRoutes())
  app.route('/', automaticReminderRoutes())
  app.route('/', usersRoutes())
  app.route('/', campaignRoutes())
  app.route('/', trainingFileRoutes())
  app.route('/', trainingAfterFailureRoutes())
  app.route('/', policyRoutes())
  app.route('/', monthlyVideoRoutes())
  app.route('/', activityCalendarRoutes())
  app.route('/', courseRoutes())
  app.route('/', courseSharingRoutes())
  app.route('/', policyReportRoutes())
  app.route('/', trainingReportRoutes())
  app.route('/', reportScheduleRoutes())
  app.route('/', reportSummaryRoutes())
  app.route('/', generalReportRoutes())
  app.route('/', monthlyVideoReportRoutes())
  app.route('/', phishingSummaryRoutes())
  app.route('/', dashboardTabRoutes())
  app.route('/', trainingReviewRoutes())
  app.route('/', quizzesReportRoutes())
  app.route('/', customCourseRoutes())
  app.route('/', customTrainingRoutes())
  app.route('/', videoRoutes())
  app.route('/', mediaRoutes())
  app.route('/', reminderRoutes())
  app.route('/', userProfileRoutes())
  app.route('/', directoryRoutes())
  app.route('/', directoryTaskRoutes())
  app.route('/', companyTokenRoutes())
  app.route('/', customerListRoutes())
  app.route('/', partnerCustomerRoutes())
  app.route('/', partnerTransactionRoutes())
  app.route('/', subResellerTransactionRoutes())
  app.route('/', resellerTransactionRoutes())
  app.route('/', customerLicenceRoutes())
  app.route('/', customerInviteRoutes())
  app.route('/', partnerOverviewRoutes())
  app.route('/', resellerRoutes())
  app.route('/', partnerAccessRoutes())
  if (!deps.production && deps.demoIdp) app.route('/', demoIdentityProviderRoutes())
  app.route('/', companyViewRoutes())
  app.route('/', featureFlagRoutes())
  app.route('/', clientErrorRoutes())
  app.route('/', platformCompanyRoutes())
  app.route('/', jobQueueRoutes())
  app.route('/', dashboardRoutes())
  app.route('/', scimRoutes())
  app.route('/', scimGroupRoutes())
  app.route('/', scimDiscoveryRoutes())
  app.route('/', samlMetadataRoutes())
  app.route('/', billingApiRoutes())
  app.route('/', contactSalesRoutes())
  app.route('/', becomePartnerRoutes())
  app.route('/', billingServiceRoutes())
  app.route('/', checkoutRoutes())
  app.route('/', licenceWalletRoutes())
  app.route('/', notificationRoutes())
  app.route('/', supportRoutes())
  app.route('/', privacyPolicyRoutes())
  app.route('/', surveyRoutes())
  app.route('/', templateRoutes())
  app.route('/', exerciseCampaignRoutes())
  app.route('/', exerciseLearnerPickerRoutes())
  app.route('/', exerciseSummaryRoutes())
  app.route('/', exerciseReportRoutes())
  app.route('/', exerciseUserResultsRoutes())
  app.route('/', tournamentRoutes())
  app.route('/', tournamentReportRoutes())
  app.route('/', userChallengeRoutes())
  app.route('/', apiKeyRoutes())
  app.route('/', webhookRoutes())
  app.route('/', auditLogRoutes())
  app.route('/', publicApiRoutes())
  app.route('/', customerPortalPageRoutes())
  app.route('/', simulationRoutes())
  app.route('/', simulationTemplateRoutes())
  app.route('/', simulationSharingRoutes())
  app.route('/', simulationSettingsRoutes())
  app.route('/', simulationConsentRoutes())
  app.route('/', simulationReportRoutes())
  app.route('/', simulationRecipientRoutes())
  app.route('/', simulationTrackingRoutes())
  app.route('/', devRoutes())

  if (options.staticRoot) serveSpa(app, options.staticRoot)

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error)
    // A response of its own shape (SCIM's errors, RFC 7644 §3.12).
    if (error instanceof HTTPException) return error.getResponse()
    console.error(error)
    return sendError(c, new ApiError(500, 'internal_error', 'Something went wrong'))
  })
  app.notFound((c) => sendError(c, notFound(`No route for ${c.req.method} ${c.req.path}`)))
  return app
}

import { HTTPException } from 'hono/http-exception'
import { scimRoutes } from './routes/scim'
import { scimGroupRoutes } from './routes/scim-groups'
import { scimDiscoveryRoutes } from './routes/scim-discovery'
import { samlMetadataRoutes } from './routes/saml-metadata'
import { mailUnsubscribeRoutes } from './routes/mail-unsubscribe'
import { ssoSettingsRoutes } from './routes/sso-settings'
import { compress } from 'hono/compress'
import { contactSalesRoutes } from './routes/contact-sales'
import { becomePartnerRoutes } from './routes/become-partner'
import { partnerCustomerRoutes } from './routes/partner-customers'
import { customerInviteRoutes } from './routes/customer-invites'
import {
  partnerTransactionRoutes,
  resellerTransactionRoutes,
  subResellerTransactionRoutes,
} from './routes/partner-transactions'
import { customerLicenceRoutes } from './routes/customer-licences'
import { partnerOverviewRoutes, resellerRoutes } from './routes/partner-overview'
import { courseRoutes } from './routes/courses'
import { courseSharingRoutes } from './routes/course-sharing'
import { customTrainingRoutes } from './routes/custom-training'
import { videoRoutes } from './routes/videos'
import { mediaRoutes } from './routes/media'
import { customCourseRoutes } from './routes/custom-courses'
import { billingApiRoutes, billingServiceRoutes } from './routes/billing'
import { customerPortalPageRoutes, licenceWalletRoutes } from './routes/customer-portal'
import { notificationRoutes } from './routes/notifications'
import { supportRoutes } from './routes/support'
import { privacyPolicyRoutes } from './routes/privacy-policy'
import { surveyRoutes } from './routes/surveys'
import { templateRoutes } from './routes/templates'
import { exerciseCampaignRoutes } from './routes/exercise-campaigns'
import { exerciseLearnerPickerRoutes } from './routes/exercise-learner-picker'
import { exerciseReportRoutes } from './routes/exercise-report'
import { exerciseUserResultsRoutes } from './routes/exercise-user-results'
import { exerciseSummaryRoutes } from './routes/exercise-summary-report'
import { dashboardRoutes } from './routes/dashboard'
import { policyReportRoutes } from './routes/policy-report'
import { trainingReportRoutes } from './routes/training-report'
import { reportScheduleRoutes } from './routes/report-schedules'
import { reportSummaryRoutes } from './routes/report-summary'
import { generalReportRoutes } from './routes/general-report'
import { monthlyVideoReportRoutes } from './routes/monthly-video-report'
import { phishingSummaryRoutes } from './routes/phishing-summary'
import { dashboardTabRoutes } from './routes/dashboard-tabs'
import { trainingReviewRoutes } from './routes/training-reviews'
import { quizzesReportRoutes } from './routes/quizzes-report'
import { tournamentRoutes } from './routes/tournaments'
import { userChallengeRoutes } from './routes/user-challenge'
import { apiKeyRoutes } from './routes/api-keys'
import { webhookRoutes } from './routes/webhooks'
import { auditLogRoutes } from './routes/audit-log'
import { publicApiRoutes } from './routes/public-api'
import { reminderRoutes } from './routes/reminders'
import { userProfileRoutes } from './routes/user-profile'
import { simulationConsentRoutes } from './routes/simulation-consent'
import { checkoutRoutes } from './routes/checkout'
import { simulationRecipientRoutes } from './routes/simulation-recipients'
import { simulationTemplateRoutes } from './routes/simulation-templates'
import { tournamentReportRoutes } from './routes/tournament-report'
import { Hono } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { BASE, PATHS } from '../src/domain/api-paths'
import type { GatewayDeps, GatewayEnv } from './context'
import { ApiError, notFound, sendError } from './errors'
import { companyViewRoutes, featureFlagRoutes } from './routes/company'
import { devRoutes } from './routes/dev'
import { identityRoutes } from './routes/identity'
import { magicLinkRoutes } from './routes/magic-link'
import {
  collectionRoutes,
  companyCheckRoutes,
  emailVerificationRoutes,
  registrationRoutes,
} from './routes/registration'
import { companyTokenRoutes, customerListRoutes, partnerAccessRoutes } from './routes/partner-access'
import { demoIdentityProviderRoutes } from './routes/demo-idp'
import { ssoApiRoutes } from './routes/sso'
import { customDomainRoutes } from './routes/custom-domains'
import { whiteLabelRoutes } from './routes/white-label'
import { mailDeliveryRoutes } from './routes/mail-delivery'
import { senderRecordsRoutes } from './routes/sender-records'
import { inviteTextRoutes, notificationTextRoutes } from './routes/text-sets'
import { companyGeneralRoutes } from './routes/company-general'
import { automaticReminderRoutes } from './routes/automatic-reminders'
import { twoFactorRoutes } from './routes/two-factor'
import { userRoutes } from './routes/user'
import { userRoutes as usersRoutes } from './routes/users'
import { directoryRoutes, directoryTaskRoutes } from './routes/directory'
import { campaignRoutes } from './routes/training-campaigns'
import { trainingFileRoutes } from './routes/training-files'
import { trainingAfterFailureRoutes } from './routes/training-after-failure'
import { policyRoutes } from './routes/policies'
import { monthlyVideoRoutes } from './routes/monthly-video'
import { activityCalendarRoutes } from './routes/activity-calendar'
import { serveSpa } from './static'
import { edgeChecks } from './edge'
import { DEFAULT_SIGN_IN_RATE_LIMIT, signInRateLimit } from './auth/rate-limit'
import { passwordResetRoutes } from './routes/password-reset'
import { clientErrorRoutes } from './routes/client-errors'
import { jobQueueRoutes } from './routes/job-queue'
import { platformCompanyRoutes } from './routes/platform-companies'
import { simulationRoutes } from './routes/phishing-simulation'
import { simulationSharingRoutes } from './routes/simulation-sharing'
import { simulationSettingsRoutes } from './routes/simulation-settings'
import { simulationReportRoutes } from './routes/simulation-report'
import { simulationTrackingRoutes } from './routes/simulation-tracking'

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
  // The gateway's own answers compressed on the way out (report pages, CSV); the SPA's files come precompressed
  // and pass through untouched (they carry their Content-Encoding).
  app.use(compress())
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

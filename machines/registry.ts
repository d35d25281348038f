import type { MachineEntry } from './flow'
import { sessionFlow } from './session/session.scenarios' // session.machine
import { loginFlow } from './login/login.scenarios' // login.machine
import { twoFactorLoginFlow } from './login/two-factor-login.scenarios' // two-factor-login.machine
import { ssoLoginFlow } from './sso/sso-login.scenarios' // sso-login.machine
import { changePasswordFlow } from './password/change-password.scenarios' // change-password.machine
import { forgotPasswordFlow } from './password/forgot-password.scenarios' // forgot-password.machine
import { featureFlagsFlow } from './shell/feature-flags.scenarios' // feature-flags.machine
import { shellScreenFlow } from './shell/shell-screen.scenarios' // shell-screen.machine
import { resetPasswordFlow } from './password/reset-password.scenarios' // reset-password.machine
import { clientErrorLogFlow } from './support/client-error-log.scenarios' // client-error-log.machine
import { platformCompaniesFlow } from './support/platform-companies.scenarios' // platform-companies.machine
import { jobQueueFlow } from './support/job-queue.scenarios' // job-queue.machine
import { trainingCampaignsFlow } from './learning/training-campaigns.scenarios' // training-campaigns.machine
import { sidebarFlow } from './shell/sidebar.scenarios' // sidebar.machine
import { confirmationFlow } from './shell/confirmation.scenarios' // confirmation.machine
import { resendVerificationFlow } from './shell/resend-verification.scenarios' // resend-verification.machine
import { loginAsCompanyFlow } from './partner/login-as-company.scenarios' // login-as-company.machine
import { customersListFlow } from './partner/customers-list.scenarios' // customers-list.machine
import { accessGrantFlow } from './shell/access-grant.scenarios' // access-grant.machine
import { signUpFlow } from './register/sign-up.scenarios' // sign-up.machine
import { twoFactorSettingsFlow } from './settings/two-factor-settings.scenarios' // two-factor-settings.machine
import { addUsersFlow } from './users/add-users.scenarios' // add-users.machine
import { usersListFlow } from './users/users-list.scenarios' // users-list.machine
import { directoryListFlow } from './users/directory-list.scenarios' // directory-list.machine
import { deleteUserFlow } from './users/delete-user.scenarios' // delete-user.machine
import { reminderDialogFlow } from './users/reminder-dialog.scenarios' // reminder-dialog.machine
import { userMailFlow } from './users/user-mail.scenarios' // user-mail.machine
import { userProfileFlow } from './users/user-profile.scenarios' // user-profile.machine
import { getStartedFlow } from './home/get-started.scenarios' // get-started.machine
import { planFlow } from './licensing/plan.scenarios' // plan.machine
import { licensingScreenFlow } from './licensing/licensing-screen.scenarios' // licensing-screen.machine
import { purchaseFlow } from './licensing/purchase.scenarios' // purchase.machine
import { contactSalesFlow } from './licensing/contact-sales.scenarios' // contact-sales.machine
import { userSearchFlow } from './exercise/user-search.scenarios' // user-search.machine
import { tournamentSetupFlow } from './tournament/tournament-setup.scenarios' // tournament-setup.machine
import { billingHistoryFlow } from './licensing/billing-history.scenarios' // billing-history.machine
import { customerPortalFlow } from './licensing/customer-portal.scenarios' // customer-portal.machine
import { notificationPopoverFlow } from './notifications/notification-popover.scenarios' // notification-popover.machine
import { helpDrawerFlow } from './help/help-drawer.scenarios' // help-drawer.machine
import { feedbackSurveyFlow } from './survey/feedback-survey.scenarios' // feedback-survey.machine
import { policyAgreementFlow } from './shell/policy-agreement.scenarios' // policy-agreement.machine
import { newVersionFlow } from './shell/new-version.scenarios' // new-version.machine
import { templateBuilderFlow } from './templates/template-builder.scenarios' // template-builder.machine
import { templateLibraryFlow } from './templates/template-library.scenarios' // template-library.machine
import { campaignSettingsFlow } from './exercise/campaign-settings.scenarios' // campaign-settings.machine
import { exerciseReportFlow } from './exercise/exercise-report.scenarios' // exercise-report.machine
import { exerciseReportScreenFlow } from './exercise/exercise-report-screen.scenarios' // exercise-report-screen.machine
import { reportDetailFlow } from './exercise/report-detail.scenarios' // report-detail.machine
import { exerciseCampaignsFlow } from './exercise/exercise-campaigns.scenarios' // exercise-campaigns.machine
import { templateSelectionFlow } from './exercise/template-selection.scenarios' // template-selection.machine
import { campaignWizardFlow } from './exercise/campaign-wizard.scenarios' // campaign-wizard.machine
import { exerciseCreateScreenFlow } from './exercise/exercise-create-screen.scenarios' // exercise-create-screen.machine
import { exerciseLandingScreenFlow } from './exercise/exercise-landing-screen.scenarios' // exercise-landing-screen.machine
import { templatePreviewFlow } from './templates/template-preview.scenarios' // template-preview.machine
import { simulationCampaignsFlow } from './simulation/simulation-campaigns.scenarios' // simulation-campaigns.machine
import { simulationCreateFlow } from './simulation/simulation-create.scenarios' // simulation-create.machine
import { simulationCreateScreenFlow } from './simulation/simulation-create-screen.scenarios' // simulation-create-screen.machine
import { simulationReportFlow } from './simulation/simulation-report.scenarios' // simulation-report.machine
import { customerSelectionFlow } from './sharing/customer-selection.scenarios' // customer-selection.machine
import { shareAddCustomersFlow } from './simulation/share-add-customers.scenarios' // share-add-customers.machine
import { simulationShareFlow } from './simulation/simulation-share.scenarios' // simulation-share.machine
import { courseCustomersFlow } from './learning/course-customers.scenarios' // course-customers.machine
import { courseShareFormFlow } from './learning/course-share-form.scenarios' // course-share-form.machine
import { courseAddCustomersFlow } from './learning/course-add-customers.scenarios' // course-add-customers.machine
import { scormExportFlow } from './learning/scorm-export.scenarios' // scorm-export.machine
import { reportPageFlow } from './reports/report-page.scenarios' // report-page.machine
import { reportRangeFlow } from './reports/report-range.scenarios' // report-range.machine
import { reportScheduleFlow } from './reports/report-schedule.scenarios' // report-schedule.machine
import { reportScreenFlow } from './reports/report-screen.scenarios' // report-screen.machine
import { reportsHubFlow } from './reports/reports-hub.scenarios' // reports-hub.machine
import { simulationSettingsFlow } from './simulation/simulation-settings.scenarios' // simulation-settings.machine
import { directEmailDeliveryFlow } from './simulation/direct-email-delivery.scenarios' // direct-email-delivery.machine
import { simulationSettingsScreenFlow } from './simulation/simulation-settings-screen.scenarios' // simulation-settings-screen.machine
import { simulationTemplateEditorFlow } from './simulation/simulation-template-editor.scenarios' // simulation-template-editor.machine
import { becomePartnerFlow } from './become-partner/become-partner.scenarios' // become-partner.machine
import { inviteCustomersFlow } from './partner/invite-customers.scenarios' // invite-customers.machine
import { inviteMessageFlow } from './partner/invite-message.scenarios' // invite-message.machine
import { licenceAllocateFlow } from './partner/licence-allocate.scenarios' // licence-allocate.machine
import { licenceBuyFlow } from './partner/licence-buy.scenarios' // licence-buy.machine
import { partnerTransactionsFlow } from './partner/partner-transactions.scenarios' // partner-transactions.machine
import { licenceAllocationsFlow } from './partner/licence-allocations.scenarios' // licence-allocations.machine
import { auditLogFlow } from './settings/audit-log.scenarios' // audit-log.machine
import { opportunityForecastFlow } from './partner/opportunity-forecast.scenarios' // opportunity-forecast.machine
import { resellerOverviewFlow } from './partner/reseller-overview.scenarios' // reseller-overview.machine
import { courseLibraryFlow } from './learning/course-library.scenarios' // course-library.machine
import { videoLibraryFlow } from './learning/video-library.scenarios' // video-library.machine
import { customTrainingsFlow } from './custom-training/custom-trainings.scenarios' // custom-trainings.machine
import { customTrainingEditorFlow } from './custom-training/custom-training-editor.scenarios' // custom-training-editor.machine
import { mediaUploadFlow } from './custom-training/media-upload.scenarios' // media-upload.machine
import { trainingPreviewFlow } from './custom-training/training-preview.scenarios' // training-preview.machine
import { coursePageFlow } from './learning/course-page.scenarios' // course-page.machine
import { courseScreenFlow } from './learning/course-screen.scenarios' // course-screen.machine
import { trainingFormFlow } from './learning/training-form.scenarios' // training-form.machine
import { learnerCountFlow } from './learning/learner-count.scenarios' // learner-count.machine
import { senderRecordsFlow } from './settings/sender-records.scenarios' // sender-records.machine
import { trainingAfterFailureFlow } from './learning/training-after-failure.scenarios' // training-after-failure.machine
import { policiesPageFlow } from './policies/policies-page.scenarios' // policies-page.machine
import { policiesScreenFlow } from './policies/policies-screen.scenarios' // policies-screen.machine
import { policyFormFlow } from './policies/policy-form.scenarios' // policy-form.machine
import { policyLearnersFlow } from './policies/policy-learners.scenarios' // policy-learners.machine
import { developerAreaFlow } from './developers/developer-area.scenarios' // developer-area.machine
import { developersScreenFlow } from './developers/developers-screen.scenarios' // developers-screen.machine
import { activityCalendarFlow } from './calendar/activity-calendar.scenarios' // activity-calendar.machine
import { calendarFeedFlow } from './calendar/calendar-feed.scenarios' // calendar-feed.machine
import { copyButtonFlow } from './learning/copy-button.scenarios' // copy-button.machine
import { guidesPageFlow } from './home/guides-page.scenarios' // guides-page.machine
import { onboardingFlow } from './home/onboarding.scenarios' // onboarding.machine
import { homeScreenFlow } from './home/home-screen.scenarios' // home-screen.machine
import { directoryEditorFlow } from './users/directory-editor.scenarios' // directory-editor.machine
import { directoryMembersFlow } from './users/directory-members.scenarios' // directory-members.machine
import { usersScreenFlow } from './users/users-screen.scenarios' // users-screen.machine
import { directoryScreenFlow } from './users/directory-screen.scenarios' // directory-screen.machine
import { apiKeysFlow } from './settings/api-keys.scenarios' // api-keys.machine
import { webhooksFlow } from './settings/webhooks.scenarios' // webhooks.machine
import { tournamentReportFlow } from './tournament/tournament-report.scenarios' // tournament-report.machine
import { monthlyVideoFlow } from './calendar/monthly-video.scenarios' // monthly-video.machine
import { ssoSettingsFlow } from './settings/sso-settings.scenarios' // sso-settings.machine
import { customDomainsFlow } from './settings/custom-domains.scenarios' // custom-domains.machine
import { whiteLabelFlow } from './settings/white-label.scenarios' // white-label.machine
import { mailDeliveryFlow } from './settings/mail-delivery.scenarios' // mail-delivery.machine
import { textSetFlow } from './settings/text-set.scenarios' // text-set.machine
import { companyGeneralFlow } from './settings/company-general.scenarios' // company-general.machine
import { automaticRemindersFlow } from './settings/automatic-reminders.scenarios' // automatic-reminders.machine

// Every flow of the console, declared in its own scenarios file with defineFlow (each import names the machine
// file it declares, for the tools that read this list as text): the path runner, its
// coverage, the bench and the visualizer read this list. A check in `npm test` fails when a
// `*.machine.ts` file is missing here; a view for the path tests is found by its file name.

export const registry: MachineEntry[] = [
  sessionFlow,
  loginFlow,
  twoFactorLoginFlow,
  ssoLoginFlow,
  changePasswordFlow,
  forgotPasswordFlow,
  resetPasswordFlow,
  sidebarFlow,
  featureFlagsFlow,
  shellScreenFlow,
  confirmationFlow,
  resendVerificationFlow,
  loginAsCompanyFlow,
  customersListFlow,
  accessGrantFlow,
  signUpFlow,
  twoFactorSettingsFlow,
  addUsersFlow,
  usersListFlow,
  directoryListFlow,
  deleteUserFlow,
  reminderDialogFlow,
  userMailFlow,
  userProfileFlow,
  getStartedFlow,
  planFlow,
  licensingScreenFlow,
  purchaseFlow,
  contactSalesFlow,
  userSearchFlow,
  tournamentSetupFlow,
  billingHistoryFlow,
  customerPortalFlow,
  notificationPopoverFlow,
  helpDrawerFlow,
  feedbackSurveyFlow,
  policyAgreementFlow,
  newVersionFlow,
  templateBuilderFlow,
  templateLibraryFlow,
  campaignSettingsFlow,
  exerciseReportFlow,
  exerciseReportScreenFlow,
  reportDetailFlow,
  exerciseCampaignsFlow,
  templateSelectionFlow,
  campaignWizardFlow,
  exerciseCreateScreenFlow,
  exerciseLandingScreenFlow,
  templatePreviewFlow,
  clientErrorLogFlow,
  platformCompaniesFlow,
  jobQueueFlow,
  trainingCampaignsFlow,
  simulationCampaignsFlow,
  simulationCreateFlow,
  simulationCreateScreenFlow,
  simulationReportFlow,
  customerSelectionFlow,
  simulationShareFlow,
  shareAddCustomersFlow,
  courseCustomersFlow,
  courseShareFormFlow,
  courseAddCustomersFlow,
  scormExportFlow,
  reportPageFlow,
  reportRangeFlow,
  reportScheduleFlow,
  reportScreenFlow,
  reportsHubFlow,
  simulationSettingsFlow,
  simulationSettingsScreenFlow,
  directEmailDeliveryFlow,
  simulationTemplateEditorFlow,
  becomePartnerFlow,
  inviteCustomersFlow,
  inviteMessageFlow,
  licenceAllocateFlow,
  licenceBuyFlow,
  partnerTransactionsFlow,
  licenceAllocationsFlow,
  auditLogFlow,
  opportunityForecastFlow,
  resellerOverviewFlow,
  courseLibraryFlow,
  videoLibraryFlow,
  customTrainingsFlow,
  customTrainingEditorFlow,
  mediaUploadFlow,
  trainingPreviewFlow,
  coursePageFlow,
  courseScreenFlow,
  trainingFormFlow,
  learnerCountFlow,
  senderRecordsFlow,
  trainingAfterFailureFlow,
  policiesPageFlow,
  policiesScreenFlow,
  policyFormFlow,
  policyLearnersFlow,
  developerAreaFlow,
  developersScreenFlow,
  activityCalendarFlow,
  calendarFeedFlow,
  copyButtonFlow,
  guidesPageFlow,
  onboardingFlow,
  homeScreenFlow,
  directoryEditorFlow,
  directoryMembersFlow,
  usersScreenFlow,
  directoryScreenFlow,
  apiKeysFlow,
  webhooksFlow,
  tournamentReportFlow,
  monthlyVideoFlow,
  ssoSettingsFlow,
  customDomainsFlow,
  whiteLabelFlow,
  mailDeliveryFlow,
  textSetFlow,
  companyGeneralFlow,
  automaticRemindersFlow,
]

export function machineById(id: string): MachineEntry | undefined {
  return registry.find((entry) => entry.id === id)
}

import type { MachineEntry } from './flow'
import { sessionFlow } from './session.scenarios' // session.machine
import { loginFlow } from './login.scenarios' // login.machine
import { twoFactorLoginFlow } from './two-factor-login.scenarios' // two-factor-login.machine
import { ssoLoginFlow } from './sso-login.scenarios' // sso-login.machine
import { changePasswordFlow } from './change-password.scenarios' // change-password.machine
import { forgotPasswordFlow } from './forgot-password.scenarios' // forgot-password.machine
import { featureFlagsFlow } from './feature-flags.scenarios' // feature-flags.machine
import { resetPasswordFlow } from './reset-password.scenarios' // reset-password.machine
import { clientErrorLogFlow } from './client-error-log.scenarios' // client-error-log.machine
import { platformCompaniesFlow } from './platform-companies.scenarios' // platform-companies.machine
import { jobQueueFlow } from './job-queue.scenarios' // job-queue.machine
import { trainingCampaignsFlow } from './training-campaigns.scenarios' // training-campaigns.machine
import { sidebarFlow } from './sidebar.scenarios' // sidebar.machine
import { confirmationFlow } from './confirmation.scenarios' // confirmation.machine
import { resendVerificationFlow } from './resend-verification.scenarios' // resend-verification.machine
import { loginAsCompanyFlow } from './login-as-company.scenarios' // login-as-company.machine
import { customersListFlow } from './customers-list.scenarios' // customers-list.machine
import { accessGrantFlow } from './access-grant.scenarios' // access-grant.machine
import { signUpFlow } from './sign-up.scenarios' // sign-up.machine
import { twoFactorSettingsFlow } from './two-factor-settings.scenarios' // two-factor-settings.machine
import { addUsersFlow } from './add-users.scenarios' // add-users.machine
import { usersListFlow } from './users-list.scenarios' // users-list.machine
import { directoryListFlow } from './directory-list.scenarios' // directory-list.machine
import { deleteUserFlow } from './delete-user.scenarios' // delete-user.machine
import { reminderDialogFlow } from './reminder-dialog.scenarios' // reminder-dialog.machine
import { userMailFlow } from './user-mail.scenarios' // user-mail.machine
import { userProfileFlow } from './user-profile.scenarios' // user-profile.machine
import { getStartedFlow } from './get-started.scenarios' // get-started.machine
import { planFlow } from './plan.scenarios' // plan.machine
import { purchaseFlow } from './purchase.scenarios' // purchase.machine
import { contactSalesFlow } from './contact-sales.scenarios' // contact-sales.machine
import { userSearchFlow } from './user-search.scenarios' // user-search.machine
import { tournamentSetupFlow } from './tournament-setup.scenarios' // tournament-setup.machine
import { billingHistoryFlow } from './billing-history.scenarios' // billing-history.machine
import { customerPortalFlow } from './customer-portal.scenarios' // customer-portal.machine
import { notificationPopoverFlow } from './notification-popover.scenarios' // notification-popover.machine
import { helpDrawerFlow } from './help-drawer.scenarios' // help-drawer.machine
import { feedbackSurveyFlow } from './feedback-survey.scenarios' // feedback-survey.machine
import { policyAgreementFlow } from './policy-agreement.scenarios' // policy-agreement.machine
import { newVersionFlow } from './new-version.scenarios' // new-version.machine
import { templateBuilderFlow } from './template-builder.scenarios' // template-builder.machine
import { templateLibraryFlow } from './template-library.scenarios' // template-library.machine
import { campaignSettingsFlow } from './campaign-settings.scenarios' // campaign-settings.machine
import { exerciseReportFlow } from './exercise-report.scenarios' // exercise-report.machine
import { reportDetailFlow } from './report-detail.scenarios' // report-detail.machine
import { exerciseCampaignsFlow } from './exercise-campaigns.scenarios' // exercise-campaigns.machine
import { templateSelectionFlow } from './template-selection.scenarios' // template-selection.machine
import { campaignWizardFlow } from './campaign-wizard.scenarios' // campaign-wizard.machine
import { exerciseCreateScreenFlow } from './exercise-create-screen.scenarios' // exercise-create-screen.machine
import { templatePreviewFlow } from './template-preview.scenarios' // template-preview.machine
import { simulationCampaignsFlow } from './simulation-campaigns.scenarios' // simulation-campaigns.machine
import { simulationCreateFlow } from './simulation-create.scenarios' // simulation-create.machine
import { simulationCreateScreenFlow } from './simulation-create-screen.scenarios' // simulation-create-screen.machine
import { simulationReportFlow } from './simulation-report.scenarios' // simulation-report.machine
import { customerSelectionFlow } from './customer-selection.scenarios' // customer-selection.machine
import { shareAddCustomersFlow } from './share-add-customers.scenarios' // share-add-customers.machine
import { simulationShareFlow } from './simulation-share.scenarios' // simulation-share.machine
import { courseCustomersFlow } from './course-customers.scenarios' // course-customers.machine
import { courseShareFormFlow } from './course-share-form.scenarios' // course-share-form.machine
import { courseAddCustomersFlow } from './course-add-customers.scenarios' // course-add-customers.machine
import { scormExportFlow } from './scorm-export.scenarios' // scorm-export.machine
import { reportPageFlow } from './report-page.scenarios' // report-page.machine
import { reportRangeFlow } from './report-range.scenarios' // report-range.machine
import { reportScheduleFlow } from './report-schedule.scenarios' // report-schedule.machine
import { reportsHubFlow } from './reports-hub.scenarios' // reports-hub.machine
import { simulationSettingsFlow } from './simulation-settings.scenarios' // simulation-settings.machine
import { directEmailDeliveryFlow } from './direct-email-delivery.scenarios' // direct-email-delivery.machine
import { simulationTemplateEditorFlow } from './simulation-template-editor.scenarios' // simulation-template-editor.machine
import { becomePartnerFlow } from './become-partner.scenarios' // become-partner.machine
import { inviteCustomersFlow } from './invite-customers.scenarios' // invite-customers.machine
import { inviteMessageFlow } from './invite-message.scenarios' // invite-message.machine
import { licenceAllocateFlow } from './licence-allocate.scenarios' // licence-allocate.machine
import { licenceBuyFlow } from './licence-buy.scenarios' // licence-buy.machine
import { partnerTransactionsFlow } from './partner-transactions.scenarios' // partner-transactions.machine
import { licenceAllocationsFlow } from './licence-allocations.scenarios' // licence-allocations.machine
import { auditLogFlow } from './audit-log.scenarios' // audit-log.machine
import { opportunityForecastFlow } from './opportunity-forecast.scenarios' // opportunity-forecast.machine
import { resellerOverviewFlow } from './reseller-overview.scenarios' // reseller-overview.machine
import { courseLibraryFlow } from './course-library.scenarios' // course-library.machine
import { videoLibraryFlow } from './video-library.scenarios' // video-library.machine
import { customTrainingsFlow } from './custom-trainings.scenarios' // custom-trainings.machine
import { customTrainingEditorFlow } from './custom-training-editor.scenarios' // custom-training-editor.machine
import { mediaUploadFlow } from './media-upload.scenarios' // media-upload.machine
import { trainingPreviewFlow } from './training-preview.scenarios' // training-preview.machine
import { coursePageFlow } from './course-page.scenarios' // course-page.machine
import { trainingFormFlow } from './training-form.scenarios' // training-form.machine
import { learnerCountFlow } from './learner-count.scenarios' // learner-count.machine
import { senderRecordsFlow } from './sender-records.scenarios' // sender-records.machine
import { trainingAfterFailureFlow } from './training-after-failure.scenarios' // training-after-failure.machine
import { policiesPageFlow } from './policies-page.scenarios' // policies-page.machine
import { policyFormFlow } from './policy-form.scenarios' // policy-form.machine
import { policyLearnersFlow } from './policy-learners.scenarios' // policy-learners.machine
import { developerAreaFlow } from './developer-area.scenarios' // developer-area.machine
import { activityCalendarFlow } from './activity-calendar.scenarios' // activity-calendar.machine
import { calendarFeedFlow } from './calendar-feed.scenarios' // calendar-feed.machine
import { copyButtonFlow } from './copy-button.scenarios' // copy-button.machine
import { guidesPageFlow } from './guides-page.scenarios' // guides-page.machine
import { onboardingFlow } from './onboarding.scenarios' // onboarding.machine
import { directoryEditorFlow } from './directory-editor.scenarios' // directory-editor.machine
import { directoryMembersFlow } from './directory-members.scenarios' // directory-members.machine
import { apiKeysFlow } from './api-keys.scenarios' // api-keys.machine
import { webhooksFlow } from './webhooks.scenarios' // webhooks.machine
import { tournamentReportFlow } from './tournament-report.scenarios' // tournament-report.machine
import { monthlyVideoFlow } from './monthly-video.scenarios' // monthly-video.machine
import { ssoSettingsFlow } from './sso-settings.scenarios' // sso-settings.machine
import { customDomainsFlow } from './custom-domains.scenarios' // custom-domains.machine
import { whiteLabelFlow } from './white-label.scenarios' // white-label.machine
import { mailDeliveryFlow } from './mail-delivery.scenarios' // mail-delivery.machine
import { textSetFlow } from './text-set.scenarios' // text-set.machine
import { companyGeneralFlow } from './company-general.scenarios' // company-general.machine
import { automaticRemindersFlow } from './automatic-reminders.scenarios' // automatic-reminders.machine

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
  reportDetailFlow,
  exerciseCampaignsFlow,
  templateSelectionFlow,
  campaignWizardFlow,
  exerciseCreateScreenFlow,
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
  reportsHubFlow,
  simulationSettingsFlow,
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
  trainingFormFlow,
  learnerCountFlow,
  senderRecordsFlow,
  trainingAfterFailureFlow,
  policiesPageFlow,
  policyFormFlow,
  policyLearnersFlow,
  developerAreaFlow,
  activityCalendarFlow,
  calendarFeedFlow,
  copyButtonFlow,
  guidesPageFlow,
  onboardingFlow,
  directoryEditorFlow,
  directoryMembersFlow,
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

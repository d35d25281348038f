import type { MachineEntry } from './flow'
import { sessionFlow } from './session.scenarios'
import { loginFlow } from './login.scenarios'
import { twoFactorLoginFlow } from './two-factor-login.scenarios'
import { ssoLoginFlow } from './sso-login.scenarios'
import { changePasswordFlow } from './change-password.scenarios'
import { sidebarFlow } from './sidebar.scenarios'
import { confirmationFlow } from './confirmation.scenarios'
import { resendVerificationFlow } from './resend-verification.scenarios'
import { loginAsCompanyFlow } from './login-as-company.scenarios'
import { customersListFlow } from './customers-list.scenarios'
import { accessGrantFlow } from './access-grant.scenarios'
import { signUpFlow } from './sign-up.scenarios'
import { twoFactorSettingsFlow } from './two-factor-settings.scenarios'
import { addUsersFlow } from './add-users.scenarios'
import { usersListFlow } from './users-list.scenarios'
import { directoryListFlow } from './directory-list.scenarios'
import { deleteUserFlow } from './delete-user.scenarios'
import { reminderDialogFlow } from './reminder-dialog.scenarios'
import { userMailFlow } from './user-mail.scenarios'
import { userProfileFlow } from './user-profile.scenarios'
import { getStartedFlow } from './get-started.scenarios'
import { planFlow } from './plan.scenarios'
import { purchaseFlow } from './purchase.scenarios'
import { contactSalesFlow } from './contact-sales.scenarios'
import { userSearchFlow } from './user-search.scenarios'
import { tournamentSetupFlow } from './tournament-setup.scenarios'
import { billingHistoryFlow } from './billing-history.scenarios'
import { customerPortalFlow } from './customer-portal.scenarios'
import { notificationPopoverFlow } from './notification-popover.scenarios'
import { helpDrawerFlow } from './help-drawer.scenarios'
import { feedbackSurveyFlow } from './feedback-survey.scenarios'
import { policyAgreementFlow } from './policy-agreement.scenarios'
import { newVersionFlow } from './new-version.scenarios'
import { templateBuilderFlow } from './template-builder.scenarios'
import { templateLibraryFlow } from './template-library.scenarios'
import { campaignSettingsFlow } from './campaign-settings.scenarios'
import { exerciseReportFlow } from './exercise-report.scenarios'
import { reportDetailFlow } from './report-detail.scenarios'
import { exerciseCampaignsFlow } from './exercise-campaigns.scenarios'
import { templateSelectionFlow } from './template-selection.scenarios'
import { campaignWizardFlow } from './campaign-wizard.scenarios'
import { templatePreviewFlow } from './template-preview.scenarios'

// Every flow of the console, declared in its own scenarios file with defineFlow: the path runner, its
// coverage, the bench and the visualizer read this list. A check in `npm test` fails when a
// `*.machine.ts` file is missing here; a view for the path tests is found by its file name.

export const registry: MachineEntry[] = [
  sessionFlow,
  loginFlow,
  twoFactorLoginFlow,
  ssoLoginFlow,
  changePasswordFlow,
  sidebarFlow,
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
  templatePreviewFlow,
]

export function machineById(id: string): MachineEntry | undefined {
  return registry.find((entry) => entry.id === id)
}

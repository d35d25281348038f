import type { AnyStateMachine } from 'xstate'
import { accessGrantMachine } from './access-grant.machine'
import { addUsersMachine } from './add-users.machine'
import { addUsersScenarios } from './add-users.scenarios'
import { usersListMachine } from './users-list.machine'
import { deleteUserMachine } from './delete-user.machine'
import { deleteUserScenarios } from './delete-user.scenarios'
import { reminderDialogMachine } from './reminder-dialog.machine'
import { userMailMachine } from './user-mail.machine'
import { userProfileMachine } from './user-profile.machine'
import { userProfileScenarios } from './user-profile.scenarios'
import { userMailScenarios } from './user-mail.scenarios'
import { reminderDialogScenarios } from './reminder-dialog.scenarios'
import { directoryListMachine } from './directory-list.machine'
import { directoryListScenarios } from './directory-list.scenarios'
import { usersListScenarios } from './users-list.scenarios'
import { accessGrantScenarios } from './access-grant.scenarios'
import { customersListMachine } from './customers-list.machine'
import { customersListScenarios } from './customers-list.scenarios'
import { loginAsCompanyMachine } from './login-as-company.machine'
import { loginAsCompanyScenarios } from './login-as-company.scenarios'
import { changePasswordMachine } from './change-password.machine'
import { changePasswordScenarios } from './change-password.scenarios'
import { confirmationMachine } from './confirmation.machine'
import { confirmationScenarios } from './confirmation.scenarios'
import { loginMachine } from './login.machine'
import { loginScenarios } from './login.scenarios'
import type { Scenarios } from './scenarios'
import { resendVerificationMachine } from './resend-verification.machine'
import { resendVerificationScenarios } from './resend-verification.scenarios'
import { sessionMachine } from './session.machine'
import { sessionScenarios } from './session.scenarios'
import { sidebarMachine } from './sidebar.machine'
import { signUpMachine } from './sign-up.machine'
import { signUpScenarios } from './sign-up.scenarios'
import { ssoLoginMachine } from './sso-login.machine'
import { ssoLoginScenarios } from './sso-login.scenarios'
import { twoFactorLoginMachine } from './two-factor-login.machine'
import { twoFactorSettingsMachine } from './two-factor-settings.machine'
import { twoFactorSettingsScenarios } from './two-factor-settings.scenarios'
import { twoFactorLoginScenarios } from './two-factor-login.scenarios'
import { sidebarScenarios } from './sidebar.scenarios'
import { getStartedMachine } from './get-started.machine'
import { getStartedScenarios } from './get-started.scenarios'
import { planMachine } from './plan.machine'
import { planScenarios } from './plan.scenarios'
import { purchaseMachine } from './purchase.machine'
import { purchaseScenarios } from './purchase.scenarios'
import { contactSalesMachine } from './contact-sales.machine'
import { tournamentSetupMachine } from './tournament-setup.machine'
import { userSearchMachine } from './user-search.machine'
import { userSearchScenarios } from './user-search.scenarios'
import { tournamentSetupScenarios } from './tournament-setup.scenarios'
import { contactSalesScenarios } from './contact-sales.scenarios'
import { billingHistoryMachine } from './billing-history.machine'
import { customerPortalMachine } from './customer-portal.machine'
import { notificationPopoverMachine } from './notification-popover.machine'
import { helpDrawerMachine } from './help-drawer.machine'
import { feedbackSurveyMachine } from './feedback-survey.machine'
import { policyAgreementMachine } from './policy-agreement.machine'
import { newVersionMachine } from './new-version.machine'
import { templateBuilderMachine } from './template-builder.machine'
import { templateBuilderScenarios } from './template-builder.scenarios'
import { templateLibraryMachine } from './template-library.machine'
import { templateLibraryScenarios } from './template-library.scenarios'
import { templatePreviewMachine } from './template-preview.machine'
import { campaignWizardMachine } from './campaign-wizard.machine'
import { campaignWizardScenarios } from './campaign-wizard.scenarios'
import { templateSelectionMachine } from './template-selection.machine'
import { exerciseCampaignsMachine } from './exercise-campaigns.machine'
import { exerciseReportMachine } from './exercise-report.machine'
import { campaignSettingsMachine } from './campaign-settings.machine'
import { reportDetailMachine } from './report-detail.machine'
import { reportDetailScenarios } from './report-detail.scenarios'
import { campaignSettingsScenarios } from './campaign-settings.scenarios'
import { exerciseReportScenarios } from './exercise-report.scenarios'
import { exerciseCampaignsScenarios } from './exercise-campaigns.scenarios'
import { templateSelectionScenarios } from './template-selection.scenarios'
import { templatePreviewScenarios } from './template-preview.scenarios'
import { newVersionScenarios } from './new-version.scenarios'
import { policyAgreementScenarios } from './policy-agreement.scenarios'
import { feedbackSurveyScenarios } from './feedback-survey.scenarios'
import { helpDrawerScenarios } from './help-drawer.scenarios'
import { notificationPopoverScenarios } from './notification-popover.scenarios'
import { customerPortalScenarios } from './customer-portal.scenarios'
import { billingHistoryScenarios } from './billing-history.scenarios'

// Every machine of the console: the path runner, its coverage and the visualizer read this list.
// A check in `npm test` fails when a `*.machine.ts` file is missing here.

export interface MachineEntry {
  id: string
  /** The machine's file name without `.machine.ts`. */
  file: string
  title: string
  description: string
  routes: string[]
  machine: AnyStateMachine
  scenarios: Scenarios
}

export const registry: MachineEntry[] = [
  {
    id: 'session',
    file: 'session',
    title: 'Session',
    description:
      'Boots from a stored token to GET /user and the company view; keeps only admin-permission roles signed in; signs out on request, on an expired session or a disabled company; restores and exits a partner pseudo session.',
    routes: ['*'],
    machine: sessionMachine,
    scenarios: sessionScenarios as Scenarios,
  },
  {
    id: 'login',
    file: 'login',
    title: 'Password sign-in',
    description:
      'Validates email and password, hands over to the two-factor step when the account needs it, signs in with the identity provider, refuses non-admin roles and maps every failure to the login catalogue.',
    routes: ['/login'],
    machine: loginMachine,
    scenarios: loginScenarios as Scenarios,
  },
  {
    id: 'twoFactorLogin',
    file: 'two-factor-login',
    title: 'Two-factor login',
    description:
      'After the password, an email code: send it ("An email code was sent"), enter six digits, verify, sign in with the returned custom token. Resend up to a limit; 60202 and 60203 raise an alert that only "Back to Login" leaves.',
    routes: ['/login'],
    machine: twoFactorLoginMachine,
    scenarios: twoFactorLoginScenarios as unknown as Scenarios,
  },
  {
    id: 'ssoLogin',
    file: 'sso-login',
    title: 'SSO login',
    description:
      'Submit the e-mail, receive the identity provider link (origin=admin) and go there in the same window; "This email is not connected to SSO. Please, contact your manager" and the other SSO failures otherwise.',
    routes: ['/login/sso'],
    machine: ssoLoginMachine,
    scenarios: ssoLoginScenarios as unknown as Scenarios,
  },
  {
    id: 'changePassword',
    file: 'change-password',
    title: 'Change temporary password',
    description:
      'An admin with a temporary password sets a new one (strength checklist, confirmation); on success the session reloads and the console opens.',
    routes: ['/change-password'],
    machine: changePasswordMachine,
    scenarios: changePasswordScenarios as unknown as Scenarios,
  },
  {
    id: 'sidebar',
    file: 'sidebar',
    title: 'Sidebar',
    description:
      'Docked open (248 px) or folded (88 px) on large screens with the choice remembered; a temporary drawer below the large breakpoint that closes after navigating.',
    routes: ['every page inside the shell'],
    machine: sidebarMachine,
    scenarios: sidebarScenarios as unknown as Scenarios,
  },
  {
    id: 'confirmation',
    file: 'confirmation',
    title: 'Confirmation dialog',
    description:
      'The generic and global confirmation dialog: a request opens it with a title and message; Confirm or Cancel closes it and answers whoever asked. The global one defaults to the error colour.',
    routes: ['every page inside the shell'],
    machine: confirmationMachine,
    scenarios: confirmationScenarios as unknown as Scenarios,
  },
  {
    id: 'resendVerification',
    file: 'resend-verification',
    title: 'Resend email verification',
    description:
      'The verify-email banner and dialog: resend the verification email, then "Email with verification link has been sent" or the failure.',
    routes: ['every page inside the shell'],
    machine: resendVerificationMachine,
    scenarios: resendVerificationScenarios as unknown as Scenarios,
  },
  {
    id: 'loginAsCompany',
    file: 'login-as-company',
    title: 'Log in as a customer',
    description:
      'A partner arrives at /login_as_company with a one-time company token: exchange it (GET /user/custom_token), sign in, keep the pseudo admin session (External, Partner Access) for this tab and open the customer home. Any failure ends the session and goes to /login with the reason.',
    routes: ['/login_as_company'],
    machine: loginAsCompanyMachine,
    scenarios: loginAsCompanyScenarios as unknown as Scenarios,
  },
  {
    id: 'customersList',
    file: 'customers-list',
    title: 'My Customers',
    description:
      'The partner customer list: paged, sorted and searched with the query in the URL; per customer, Request access ("Request sent") or, once the customer granted it, Log in as that customer.',
    routes: ['/partner-portal/companies'],
    machine: customersListMachine,
    scenarios: customersListScenarios as unknown as Scenarios,
  },
  {
    id: 'accessGrant',
    file: 'access-grant',
    title: 'Grant partner access',
    description:
      'A customer admin with a pending partner request and isAccessDialog=true in the URL (from /access-for-reseller) sees "Confirm the access provision to Parent Company"; confirming sets the status to access.',
    routes: ['/access-for-reseller', '/home?isAccessDialog=true'],
    machine: accessGrantMachine,
    scenarios: accessGrantScenarios as unknown as Scenarios,
  },
  {
    id: 'signUp',
    file: 'sign-up',
    title: 'Sign up (register)',
    description:
      'A new company on /register: the countries load, the sign-up form with every 000 §5 message, the company-name check, POST customers/api/v1/company/register, then "check your inbox" for the verification link. Typed values survive every failure.',
    routes: ['/register'],
    machine: signUpMachine,
    scenarios: signUpScenarios as unknown as Scenarios,
  },
  {
    id: 'twoFactorSettings',
    file: 'two-factor-settings',
    title: 'Two-factor settings',
    description:
      'Enable or disable two-factor sign-in: confirm the password (POST security/mfa/verify_password), then the emailed code through the same code step as sign-in, confirmed by PATCH security/mfa; "Two-Factor Authentication was enabled" or "... disabled".',
    routes: ['/settings/general'],
    machine: twoFactorSettingsMachine,
    scenarios: twoFactorSettingsScenarios as unknown as Scenarios,
  },
  {
    id: 'addUsers',
    file: 'add-users',
    title: 'Add users (emails or CSV)',
    description:
      'The Add New Users drawer. Import CSV: attach a .csv (read in a web worker with a progress bar), pick the Email and Department columns (Group, First and Last Name optional), Next checks the addresses; the flow then joins step 2 and ends with Add user. By emails: step 1 addresses, departments (new ones created), access level and groups, with the existing-email check on Next; step 2 notification and subject; Add users → "N user(s) successfully added". With no assignments yet, "Add users and begin training" creates the Annual Training campaign first. An unverified admin gets the verify-email dialog instead.',
    routes: ['/users/all_users?modal=addUsers'],
    machine: addUsersMachine,
    scenarios: addUsersScenarios as unknown as Scenarios,
  },
  {
    id: 'usersList',
    file: 'users-list',
    title: 'All users',
    description:
      'The company users at /users/all_users: server paging (5, 10, 25, 50, 100; default 10), sort and search kept in the URL; a fresh list loads after users were added.',
    routes: ['/users/all_users'],
    machine: usersListMachine,
    scenarios: usersListScenarios as unknown as Scenarios,
  },
  {
    id: 'directoryList',
    file: 'directory-list',
    title: 'Departments and groups',
    description:
      'The company departments (/users/departments) or groups (/users/groups) with their user counts; each opens its assigned users.',
    routes: ['/users/departments', '/users/groups'],
    machine: directoryListMachine,
    scenarios: directoryListScenarios as unknown as Scenarios,
  },
  {
    id: 'deleteUser',
    file: 'delete-user',
    title: 'Delete a user',
    description:
      'From the users list: the irreversibility warning, the confirmation phrase "I confirm deletion" (trimmed; "Please enter confirmation phrase", "Invalid confirmation phrase"), then "User has been deleted".',
    routes: ['/users/all_users'],
    machine: deleteUserMachine,
    scenarios: deleteUserScenarios as unknown as Scenarios,
  },
  {
    id: 'reminderDialog',
    file: 'reminder-dialog',
    title: 'Send reminders',
    description:
      'From the users list with users ticked (or all under the filters): tick training, gaming, policies or monthly video and see "N users will NOT receive reminder: No Outstanding Tasks" before sending; subject required ("Please add subject."), a server error lands on the subject field; "Reminder has been sent" resets the dialog.',
    routes: ['/users/all_users'],
    machine: reminderDialogMachine,
    scenarios: reminderDialogScenarios as unknown as Scenarios,
  },
  {
    id: 'userMail',
    file: 'user-mail',
    title: 'Resend invite, send verification email',
    description:
      'A row of the users list: "Resend invite" for someone who has not signed in yet, "Send verification email" for an unverified address ("Email with verification link has been sent"); one at a time, failures as toasts.',
    routes: ['/users/all_users'],
    machine: userMailMachine,
    scenarios: userMailScenarios as unknown as Scenarios,
  },
  {
    id: 'userProfile',
    file: 'user-profile',
    title: 'User profile',
    description:
      '/user_profile/{userId}: outstanding tasks (the default tab), completed tasks (staff other than admins are sent to outstanding tasks), Edit (first and last name required, access level; what was typed stays on a refusal), Password (a temporary password, changed at the next sign-in), Activity.',
    routes: ['/user_profile/:userId/outstanding_tasks'],
    machine: userProfileMachine,
    scenarios: userProfileScenarios as unknown as Scenarios,
  },
  {
    id: 'getStarted',
    file: 'get-started',
    title: 'Get started',
    description:
      'Loads the five flags and shows the view they choose (START_TRAINING, INVITE_USERS, TRAINING_SUSPENDED, DASHBOARD, DASHBOARD_SUSPENDED; each rule overrides the one before); "Starting Campaign" confirm → Annual Training for all users ("Training started successfully!"); invite users opens the add-users drawer; the dashboard views load the four cards and the culture score.',
    routes: ['/home'],
    machine: getStartedMachine,
    scenarios: getStartedScenarios as unknown as Scenarios,
  },
  {
    id: 'plan',
    file: 'plan',
    title: 'Trial, upgrade and downgrade',
    description:
      'The Boost gate (a licence passes, an available trial is offered as "A 14-DAY BOOST TRIAL", otherwise the upgrade dialog: "Trial Ends in {date}" or "Boost Trial Ended", not closable with only Logout when the trial ended and nobody here can buy); "Trial period was activated"; the return from checkout (modal=purchaseComplete); the downgrade preview, Contact Us / Keep Boost / Continue to Free, then "Downgraded"; ending a running trial.',
    routes: ['/licensing'],
    machine: planMachine,
    scenarios: planScenarios as unknown as Scenarios,
  },
  {
    id: 'purchase',
    file: 'purchase',
    title: 'Purchase',
    description:
      'Number of users (or licences on Boost) with ± 50 and the minimum rules, an optional coupon ("This coupon code does not exist." keeps what was typed), the price asked 400 ms after typing pauses (per user per month and per year), then checkout and the same-window redirect; a failed or cancelled checkout keeps every value.',
    routes: ['/licensing'],
    machine: purchaseMachine,
    scenarios: purchaseScenarios as unknown as Scenarios,
  },
  {
    id: 'contactSales',
    file: 'contact-sales',
    title: 'Contact Sales',
    description:
      'Number of Users (25 when not boosted, 100 otherwise), Phone Number (required), Message (optional); Send creates the sales request, then sends the quote form: "Thanks for your inquiry! We will contact you shortly!". A failure keeps what was typed.',
    routes: ['/licensing'],
    machine: contactSalesMachine,
    scenarios: contactSalesScenarios as unknown as Scenarios,
  },
  {
    id: 'userSearch',
    file: 'user-search',
    title: 'Finding users to select',
    description:
      "The selected-users picker of the campaign wizard and Campaign Settings: the gateway searches the company's active users by name or email 300 ms after typing pauses (the first 8, and how many match); a newer search replaces the one under way; a failure keeps the text and offers a retry.",
    routes: ['/phishing-exercise/create', '/phishing-exercise/active'],
    machine: userSearchMachine,
    scenarios: userSearchScenarios as unknown as Scenarios,
  },
  {
    id: 'tournamentSetup',
    file: 'tournament-setup',
    title: 'Secure code tournament setup',
    description:
      "?modal=secureCodeTournament on Get started opens it after 1.5 s and the parameter is removed; zones, departments and groups load; duration, challenges (up to 6), start date and time in a zone, all users or departments or groups; the spec's scheduling messages once Schedule was tried; a refusal keeps the form.",
    routes: ['/home'],
    machine: tournamentSetupMachine,
    scenarios: tournamentSetupScenarios as unknown as Scenarios,
  },
  {
    id: 'billingHistory',
    file: 'billing-history',
    title: 'Billing history',
    description:
      '/billing: the invoices of every checkout (amount, seats, company, payment method, invoice, due and paid dates, status), with retry.',
    routes: ['/billing'],
    machine: billingHistoryMachine,
    scenarios: billingHistoryScenarios as unknown as Scenarios,
  },
  {
    id: 'customerPortal',
    file: 'customer-portal',
    title: 'Customer portal link',
    description:
      "On /licensing for a company that has bought: the gateway gives the customer portal's address and the browser goes there in the same window; a refusal shows its message and the link can be tried again.",
    routes: ['/licensing'],
    machine: customerPortalMachine,
    scenarios: customerPortalScenarios as unknown as Scenarios,
  },
  {
    id: 'notificationPopover',
    file: 'notification-popover',
    title: 'Notification popover',
    description:
      'The bell and its popover: the feed loads; with unseen notifications or an unseen "Assignments Suspended" notice the popover opens by itself after 2000 ms; opening a notification marks it viewed unless pinned; closing marks all notifications shown and/or the suspended notice shown; pinned first, an empty state, a failure with retry; the bell counts what is unseen.',
    routes: ['*'],
    machine: notificationPopoverMachine,
    scenarios: notificationPopoverScenarios as unknown as Scenarios,
  },
  {
    id: 'helpDrawer',
    file: 'help-drawer',
    title: 'Help drawer (Contact Support)',
    description:
      'The floating Help button opens Contact Support: Category, Your Message, Email Address (locked when known); "Please select a category", "Please enter Message", "Please enter Email"; Send files the support ticket (signed in or not); Thank You, "We\'ll be in touch. Shortly!" for 1.5 s, then closed. A failure keeps what was typed.',
    routes: ['*'],
    machine: helpDrawerMachine,
    scenarios: helpDrawerScenarios as unknown as Scenarios,
  },
  {
    id: 'feedbackSurvey',
    file: 'feedback-survey',
    title: 'Feedback survey',
    description:
      'With a survey waiting, "Rate your experience" opens a 480-wide drawer: a star rating previewed on hover (1 to 5, "Please select a rating") and an optional message; Send stays disabled until valid; "Thanks for Your Feedback!", closed after 1.5 s. No survey or a failed list shows nothing.',
    routes: ['*'],
    machine: feedbackSurveyMachine,
    scenarios: feedbackSurveyScenarios as unknown as Scenarios,
  },
  {
    id: 'policyAgreement',
    file: 'policy-agreement',
    title: 'Policy Agreement',
    description:
      'Asked only of a signed-in user who is not in partner access, has not confirmed the policy and has no temporary password; it cannot be dismissed, only confirmed (I Agree). The confirmation is posted, then the user is refreshed; "already confirmed" counts as done, silently.',
    routes: ['*'],
    machine: policyAgreementMachine,
    scenarios: policyAgreementScenarios as unknown as Scenarios,
  },
  {
    id: 'newVersion',
    file: 'new-version',
    title: 'New version banner',
    description:
      'Every 60 s the published build timestamp is read with a cache-busting query; when it differs from the running build, "New version is available!" with RELAUNCH (a reload onto the new build). A failed read waits for the next one.',
    routes: ['*'],
    machine: newVersionMachine,
    scenarios: newVersionScenarios as unknown as Scenarios,
  },
  {
    id: 'templateBuilder',
    file: 'template-builder',
    title: 'Template builder',
    description:
      'Create starts with the type dialog (Email or SMS, Continue); edit loads the template into every step. Five steps (email: Email Header, Email Body, Backstory, Callouts, Preview & Save; SMS: Sender, Message, ...): the draft follows what is typed so the live preview shows it; Next checks the step on screen (a refusal shows its messages) and wraps past the last, Back stops at 0; the email designer must be ready on the body step; Import HTML refuses "Invalid HTML input"; callout highlights 500 ms after the last change; the thumbnail is checked by its bytes; "Template created successfully." / "Template updated successfully."; a failed save keeps the draft, and a template deleted meanwhile can be saved as new.',
    routes: ['/phishing-exercise/create'],
    machine: templateBuilderMachine,
    scenarios: templateBuilderScenarios as unknown as Scenarios,
  },
  {
    id: 'templateLibrary',
    file: 'template-library',
    title: 'Template library',
    description:
      'The company\'s and the platform\'s templates, 25 a page, newest change first: search 300 ms after typing pauses, sort, Load More appends; "Delete Template?" for an unused custom template ("Template deleted successfully."); a refusal keeps the confirmation open and says why.',
    routes: ['/phishing-exercise/create'],
    machine: templateLibraryMachine,
    scenarios: templateLibraryScenarios as unknown as Scenarios,
  },
  {
    id: 'campaignSettings',
    file: 'campaign-settings',
    title: 'Campaign settings',
    description:
      'The card menu\'s Campaign Settings: name, notification, days to complete, and more departments or groups — never fewer (saved targets cannot be removed). Save is disabled while invalid or unchanged and asks "Some phishing exercise settings can not be a reversal after saving"; "updated successfully!" closes it; a refusal keeps what was typed.',
    routes: ['/phishing-exercise/active'],
    machine: campaignSettingsMachine,
    scenarios: campaignSettingsScenarios as unknown as Scenarios,
  },
  {
    id: 'exerciseReport',
    file: 'exercise-report',
    title: 'Phishing exercise report',
    description:
      'The campaign report: the stats strip with AVERAGE SCORE; the users, departments, groups and templates tabs, each searched (first page again, 300 ms after typing pauses), sorted by known columns, paged by 10, filtered by status, departments and groups; Export CSV of every matching row (disabled for an empty tab). All of it mirrored into the query string.',
    routes: ['/phishing-exercise-report/:campaignId/:tab'],
    machine: exerciseReportMachine,
    scenarios: exerciseReportScenarios as unknown as Scenarios,
  },
  {
    id: 'reportDetail',
    file: 'report-detail',
    title: 'Report row dialog',
    description:
      "A report row's dialog: a learner's answer per template, or a template's recipients with their answers; search (first page again, 300 ms after typing pauses), sort (status first by default), paging by 10 and Export CSV (disabled when empty).",
    routes: [
      '/phishing-exercise-report/:campaignId/users',
      '/phishing-exercise-report/:campaignId/templates',
    ],
    machine: reportDetailMachine,
    scenarios: reportDetailScenarios as unknown as Scenarios,
  },
  {
    id: 'exerciseCampaigns',
    file: 'exercise-campaigns',
    title: 'Phishing exercise campaigns',
    description:
      'The landing: "Kickstart Your Campaign: Pick Your Template Pack." with the packs (Show More / Show Less at five or more), the Active and Archived tabs paged by the query string (no tabs without any campaign), and the card menu: Report ("Report unavailable for postponed Phishing Exercise campaign." before the start), Archive (\'Archive "{name}"?\', one way), Delete from the archive only (\'Delete "{name}"?\'). Postponed cards count down every minute and the list reloads when one starts.',
    routes: ['/phishing-exercise', '/phishing-exercise/active', '/phishing-exercise/archived'],
    machine: exerciseCampaignsMachine,
    scenarios: exerciseCampaignsScenarios as unknown as Scenarios,
  },
  {
    id: 'templateSelection',
    file: 'template-selection',
    title: 'Campaign template selection',
    description:
      'The wizard\'s custom selection: a card toggles in and out; at ten an eleventh opens "You can select 10 templates! If you want to select another template please unselect one of the previously selected." (Got it) and changes nothing; a template created from the wizard joins when there is room; every change is reported to the wizard.',
    routes: ['/phishing-exercise/create'],
    machine: templateSelectionMachine,
    scenarios: templateSelectionScenarios as unknown as Scenarios,
  },
  {
    id: 'campaignWizard',
    file: 'campaign-wizard',
    title: 'Campaign wizard',
    description:
      'Templates → Settings → Launch. Step 0: a pack (its templates read-only; Edit makes them a custom selection) or up to ten custom templates (an eleventh opens "You can select 10 templates! …"); Next needs a pack or three templates ("Please select 3 templates"). Step 1: name, learners counted by the gateway, notification, days to complete, start date; Next needs every required field ("Please fill out all required fields"). Step 2: "Ready to go?", the per-learner launch plan, Launch → "Phishing exercise campaign created successfully!"; templates deleted meanwhile send the admin back to step 0 without them.',
    routes: ['/phishing-exercise/create'],
    machine: campaignWizardMachine,
    scenarios: campaignWizardScenarios as unknown as Scenarios,
  },
  {
    id: 'templatePreview',
    file: 'template-preview',
    title: 'Template preview',
    description:
      'The full-screen preview of one template: name, legend, the four answers, the email or SMS preview; Show/Hide Callouts and Next cycling through the callouts one at a time.',
    routes: ['/phishing-exercise/create'],
    machine: templatePreviewMachine,
    scenarios: templatePreviewScenarios as unknown as Scenarios,
  },
]

export function machineById(id: string): MachineEntry | undefined {
  return registry.find((entry) => entry.id === id)
}

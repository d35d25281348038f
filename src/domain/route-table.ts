import { ROLE_GROUPS, type Role } from './roles'

// The whole route table of spec 000 §2, 001 §2 and 002 §2 as data. Pages are attached by src/app; this
// file says who may open what, with which chrome, and where every redirect goes.

/** Company-dependent rules, checked after the role rule. Each sends a refused user to `fallback`. */
export type CompanyRule =
  | 'partnerOnly'
  | 'notResellerOrSubReseller'
  | 'resellerOnly'
  | 'subResellerOnly'
  | 'notIntegration'
  | 'notCoalitionParent'
  | 'resellerOverviewFlag'

/** Roles other than admin opening these go elsewhere (002 §2.8, §2.12; 000 §2 profile). */
export type NonAdminRedirect = { nonAdminTo: string }

export type Chrome = 'full' | 'bare' | 'focus'

export interface RouteDef {
  id: string
  path: string
  title: string
  /** undefined: everyone; []: guests only; otherwise the roles allowed. */
  roles?: readonly Role[]
  chrome: Chrome
  /** A pure redirect: the route renders nothing of its own. `:param` segments are carried over. */
  redirect?: string
  rules?: readonly CompanyRule[]
  nonAdmin?: NonAdminRedirect
  desktopOnly?: boolean
  /** 002 §2.12: a company without Boost is sent to BOOST_REDIRECT, where the Boost gate opens after 1 s. */
  boostOnly?: boolean
  /** Whether this version of the console has built the page; others show an honest "not available yet". */
  built?: boolean
  /** Where the platform's own staff go instead of `redirect` (their start is not a company's Get started). */
  platformRedirect?: string
}

const console_ = ROLE_GROUPS.adminPanel
const staff = ROLE_GROUPS.staff
const guests = ROLE_GROUPS.guestOnly
const errors = ROLE_GROUPS.errorPages

const page = (id: string, path: string, title: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  id,
  path,
  title,
  roles: console_,
  chrome: 'full',
  ...extra,
})
const redirect = (id: string, path: string, to: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  id,
  path,
  title: '',
  roles: console_,
  chrome: 'full',
  redirect: to,
  ...extra,
})
const tabs = (id: string, base: string, title: string, names: string[], extra: Partial<RouteDef> = {}) =>
  names.map((name) => page(`${id}.${name}`, `${base}/${name}`, title, extra))

/** Platform staff's start (ours, issue 61). */
export const PLATFORM_HOME = '/platform/companies'

/** The report pages behind the Boost guard (002 §2.12); /reports itself is where the guard sends. */
const boostOnly = { roles: staff, boostOnly: true } as const

export const ROUTES: readonly RouteDef[] = [
  // Access and errors
  { id: 'login', path: '/login', title: 'Log in', roles: guests, chrome: 'bare', built: true },
  { id: 'loginSso', path: '/login/sso', title: 'Single sign-on', roles: guests, chrome: 'bare' },
  { id: 'ssoFail', path: '/sso_fail', title: 'Single sign-on failed', roles: guests, chrome: 'bare' },
  {
    id: 'ssoFailMessage',
    path: '/sso_fail/:message',
    title: 'Single sign-on failed',
    roles: guests,
    chrome: 'bare',
  },
  // With ?companyToken the app hands the address to the login-as-company flow before the table is read;
  // without one there is nothing to sign in with (000 §8): the login page.
  {
    id: 'loginAsCompany',
    path: '/login_as_company',
    title: 'Log in as a company',
    roles: guests,
    chrome: 'bare',
    redirect: '/login',
  },
  { id: 'register', path: '/register', title: 'Create your account', roles: guests, chrome: 'bare' },
  { id: 'verifyEmail', path: '/verify_email', title: '', chrome: 'bare', redirect: '/' },
  // Ours (issue 24): forgot password, not in the spec's table.
  {
    id: 'forgotPassword',
    path: '/forgot-password',
    title: 'Reset your password',
    roles: guests,
    chrome: 'bare',
  },
  {
    id: 'resetPassword',
    path: '/reset-password',
    title: 'Choose a new password',
    roles: guests,
    chrome: 'bare',
  },
  {
    id: 'changePassword',
    path: '/change-password',
    title: 'Change password',
    roles: console_,
    chrome: 'bare',
  },
  {
    id: 'disabledCompany',
    path: '/disabled-company',
    title: 'Company disabled',
    chrome: 'bare',
    built: true,
  },
  { id: 'notFound', path: '/error/404', title: 'Page not found', roles: errors, chrome: 'bare', built: true },
  {
    id: 'serverError',
    path: '/error/500',
    title: 'Something went wrong',
    roles: errors,
    chrome: 'bare',
    built: true,
  },
  { id: 'machines', path: '/machines', title: 'Machines', roles: staff, chrome: 'bare', built: true },
  { id: 'machine', path: '/machines/:id', title: 'Machine', roles: staff, chrome: 'bare', built: true },
  // Ours (issue 24): the gateway's client-error log, for platform staff only.
  page('clientErrors', '/client-errors', 'Client errors', { roles: ROLE_GROUPS.platform, built: true }),
  // Ours (issue 61): platform staff's start — find a company, read its overview, open its console with a reason.
  page('platformCompanies', PLATFORM_HOME, 'Companies', { roles: ROLE_GROUPS.platform, built: true }),
  // Ours (issue 63): the gateway's background job queue — depth, failures, dead letters, Retry / Cancel.
  page('jobQueue', '/platform/jobs', 'Background jobs', { roles: ROLE_GROUPS.platform, built: true }),

  // Home
  redirect('root', '/', '/home', { platformRedirect: PLATFORM_HOME }),
  page('home', '/home', 'Get started', { built: true }),
  page('guides', '/guides-and-resources', 'Guides and resources'),

  // Dashboard
  redirect('dashboard', '/dashboard', '/dashboard/company', { roles: staff }),
  ...tabs('dashboard', '/dashboard', 'Dashboard', ['users', 'company', 'departments'], { roles: staff }),

  // Reports
  page('reports', '/reports', 'Reports', { roles: staff }),
  page('reportsTraining', '/reports-training', 'Training report', boostOnly),
  page('generalReport', '/general-report', 'General report', boostOnly),
  page('reportsGaming', '/reports-gaming', 'Gaming report', {
    ...boostOnly,
    nonAdmin: { nonAdminTo: '/phishing-exercise' },
  }),
  page('reportsMonthlyVideo', '/reports-monthly-video', 'Monthly video report', boostOnly),
  page('reportsQuizzes', '/reports-quizzes', 'Quizzes report', boostOnly),
  ...tabs('reportsQuizzes', '/reports-quizzes', 'Quizzes report', ['users', 'questions'], boostOnly),
  page('reportsPhishingExercise', '/reports-phishing-exercise', 'Phishing exercise report', boostOnly),
  redirect('phishingSummary', '/reports/phishing-summary', '/reports/phishing-summary/overview', {
    roles: staff,
  }),
  ...tabs(
    'phishingSummary',
    '/reports/phishing-summary',
    'Phishing summary',
    ['overview', 'campaigns', 'templates', 'recipients', 'groups', 'departments'],
    { roles: staff },
  ),
  page('policiesProgress', '/reports/policiesProgress', 'Policies progress', boostOnly),
  page('reviews', '/reviews', 'Training reviews', boostOnly),

  // Learning
  redirect('learning', '/learning', '/learning/courses'),
  page('courses', '/learning/courses', 'Training library'),
  page('videos', '/learning/videos', 'Video library'),
  // Ours (issue 61): every training campaign of the company on one page.
  page('trainingCampaigns', '/learning/campaigns', 'Training campaigns'),
  redirect('course', '/courses/:courseId', '/courses/:courseId/preview'),
  ...tabs('course', '/courses/:courseId', 'Course', ['preview', 'statistics', 'settings']),
  ...tabs('course', '/courses/:courseId', 'Course', ['customers-status', 'customers-settings'], {
    rules: ['partnerOnly'],
  }),
  page('custom', '/custom', 'Custom training'),
  page('customEdit', '/edit/:courseId', 'Edit training', { desktopOnly: true }),
  page('customPreview', '/preview/:courseId', 'Training preview'),
  page('customNew', '/custom-training/new-training', 'New training', {
    rules: ['partnerOnly'],
    desktopOnly: true,
  }),
  page('customTrainingEdit', '/custom-training/edit/:id', 'Edit custom training', { desktopOnly: true }),

  // Phishing simulation
  redirect('phishingLegacy', '/phishing/campaign', '/phishing-simulation'),
  redirect('simulation', '/phishing-simulation', '/phishing-simulation/active'),
  ...tabs('simulation', '/phishing-simulation', 'Phishing simulation', ['active', 'archived']),
  redirect(
    'simulationSettings',
    '/phishing-simulation/settings',
    '/phishing-simulation/settings/report-button',
  ),
  ...tabs('simulationSettings', '/phishing-simulation/settings', 'Phishing simulation settings', [
    'report-button',
    'configuration',
    'direct-email-delivery',
  ]),
  page('simulationShare', '/phishing-simulation/share/:campaignId', 'Share To My Customers', {
    rules: ['partnerOnly'],
  }),
  redirect(
    'simulationReport',
    '/phishing-simulation/reports/:campaignId',
    '/phishing-simulation/reports/:campaignId/overview',
  ),
  ...tabs('simulationReport', '/phishing-simulation/reports/:campaignId', 'Phishing simulation report', [
    'overview',
    'recipients',
    'templates',
    'departments',
    'groups',
    'rounds',
  ]),
  page('simulationCreate', '/phishing-simulation-create', 'New phishing simulation', {
    chrome: 'focus',
    desktopOnly: true,
  }),

  // Phishing exercise
  page('exercise', '/phishing-exercise', 'Phishing exercise'),
  ...tabs('exercise', '/phishing-exercise', 'Phishing exercise', ['active', 'archived']),
  page('exerciseCreate', '/phishing-exercise/create', 'New phishing exercise campaign', {
    desktopOnly: true,
  }),
  redirect(
    'exerciseReport',
    '/phishing-exercise-report/:campaignId',
    '/phishing-exercise-report/:campaignId/users',
    { nonAdmin: { nonAdminTo: '/reports' } },
  ),
  ...tabs(
    'exerciseReport',
    '/phishing-exercise-report/:campaignId',
    'Phishing exercise report',
    ['users', 'departments', 'groups', 'templates'],
    { nonAdmin: { nonAdminTo: '/reports' } },
  ),

  // Gaming, Fake Or Real, developers, calendar (the spec names the default only for Fake Or Real and the
  // calendar; gaming and developers open on preview the same way)
  redirect('gaming', '/gaming', '/gaming/preview'),
  ...tabs('gaming', '/gaming', 'Gaming', ['preview', 'statistics', 'settings']),
  redirect('fakeOrReal', '/fake-or-real', '/fake-or-real/preview'),
  ...tabs('fakeOrReal', '/fake-or-real', 'Fake Or Real', ['preview', 'statistics', 'settings']),
  redirect('developers', '/for-developers', '/for-developers/preview'),
  ...tabs('developers', '/for-developers', 'For developers', ['preview', 'statistics', 'settings']),
  redirect('calendar', '/calendar', '/calendar/preview', { desktopOnly: true }),
  ...tabs('calendar', '/calendar', 'Monthly video calendar', ['preview', 'history', 'settings'], {
    desktopOnly: true,
  }),
  // Ours (issue 31): the year planner full size, with the admin's calendar subscription (002 §2.10).
  page('activityCalendar', '/activity-calendar', 'Activity calendar', { desktopOnly: true }),

  // Users
  redirect('users', '/users', '/users/all_users', { roles: staff }),
  page('allUsers', '/users/all_users', 'Users', { roles: staff }),
  page('departments', '/users/departments', 'Departments', { roles: staff }),
  page('groups', '/users/groups', 'Groups', { roles: staff }),
  page('departmentUsers', '/users/departments/assigned-users/:departmentId', 'Department users', {
    roles: staff,
  }),
  page('groupUsers', '/users/groups/assigned-users/:groupId', 'Group users', { roles: staff }),
  redirect('profile', '/user_profile/:userId', '/user_profile/:userId/outstanding_tasks', { roles: staff }),
  ...tabs(
    'profile',
    '/user_profile/:userId',
    'User profile',
    ['edit', 'outstanding_tasks', 'password', 'activity'],
    { roles: staff },
  ),
  page('profile.completed_tasks', '/user_profile/:userId/completed_tasks', 'User profile', {
    roles: staff,
    nonAdmin: { nonAdminTo: '/user_profile/:userId/outstanding_tasks' },
  }),

  // Policies, settings, licensing
  page('policies', '/policies', 'Policies'),
  redirect('settings', '/settings', '/settings/general'),
  ...tabs('settings', '/settings', 'Settings', [
    'general',
    'email-reminders',
    'single-sign-on',
    'white-label',
    'integration',
    // Not a spec route: the company's audit log (issue 59).
    'audit-log',
  ]),
  page('licensing', '/licensing', 'Licensing', { rules: ['notCoalitionParent'] }),
  page('billing', '/billing', 'Billing'),

  // Partner
  page('forecast', '/opportunity-forecast', 'Opportunity forecast', {
    rules: ['partnerOnly', 'notIntegration'],
  }),
  page('companies', '/partner-portal/companies', 'My Customers', {
    rules: ['partnerOnly', 'notResellerOrSubReseller'],
  }),
  redirect('transactions', '/partner-portal/transactions', '/partner-portal/transactions/billing', {
    rules: ['partnerOnly', 'notIntegration'],
  }),
  ...tabs(
    'transactions',
    '/partner-portal/transactions',
    'Transactions',
    ['billing', 'license-allocations'],
    { rules: ['partnerOnly', 'notIntegration'] },
  ),
  page('resellerOverview', '/partner-portal/reseller/overview', 'Overview', {
    rules: ['partnerOnly', 'resellerOnly', 'resellerOverviewFlag'],
  }),
  page('resellerCustomers', '/partner-portal/reseller/customers', 'Customers', {
    rules: ['partnerOnly', 'resellerOnly'],
  }),
  page('resellerTransactions', '/partner-portal/reseller/transactions', 'Transactions', {
    rules: ['partnerOnly', 'resellerOnly', 'notIntegration'],
  }),
  page('subResellerCustomers', '/partner-portal/subreseller/customers', 'Customers', {
    rules: ['partnerOnly', 'subResellerOnly'],
  }),
  page('subResellerTransactions', '/partner-portal/subreseller/transactions', 'Transactions', {
    rules: ['partnerOnly', 'subResellerOnly', 'notIntegration'],
  }),
  redirect('accessForReseller', '/access-for-reseller', '/home?isAccessDialog=true'),
  page('becomePartner', '/become-partner', 'Become a partner'),
]

export const HOME = '/home'
export const BOOST_REDIRECT = '/reports?modal=boost'

/** The Boost-only pages by title, for the downgrade preview (what a downgrade closes). */
export const BOOST_ONLY_TITLES: readonly string[] = [
  ...new Set(ROUTES.filter((route) => route.boostOnly).map((route) => route.title)),
]
export const NOT_FOUND = '/error/404'
export const CHANGE_PASSWORD = '/change-password'
export const LOGIN = '/login'

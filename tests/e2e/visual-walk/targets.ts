import { ROUTES, type RouteDef } from '../../../src/domain/route-table'

// Where the visual walk takes each route of the route table, and as whom: the demo account whose company the page
// is about (a partner's pages as the reseller or the sub-reseller, staff pages as platform staff), its parameters
// filled with seeded ids. A route added to the table without a line here fails the walk.

/** null: signed out. */
export type Account =
  | 'owner@globex.example'
  | 'partner@northwind.example'
  | 'sub@fabrikam.example'
  | 'support@platform.example'
  | 'temp@acme.example'
  | null

export interface WalkTarget {
  id: string
  path: string
  as: Account
  desktopOnly: boolean
}

const OWNER = 'owner@globex.example'
const PARTNER = 'partner@northwind.example'

/** Parameters and accounts by route id; a route not named here is walked at its own path as Globex's owner. */
const SPECIAL: Record<string, { path?: string; as?: Account }> = {
  login: { as: null },
  loginSso: { as: null },
  ssoFail: { as: null },
  ssoFailMessage: { path: '/sso_fail/The%20identity%20provider%20refused%20the%20sign-in', as: null },
  register: { as: null },
  forgotPassword: { as: null },
  resetPassword: { as: null },
  changePassword: { as: 'temp@acme.example' },
  machine: { path: '/machines/session' },
  clientErrors: { as: 'support@platform.example' },
  platformCompanies: { as: 'support@platform.example', path: '/platform/companies?company=cmp_acme' },
  reports: { as: 'support@platform.example' },
  'course.preview': { path: '/courses/crs_annual/preview' },
  'course.statistics': { path: '/courses/crs_annual/statistics' },
  'course.settings': { path: '/courses/crs_annual/settings' },
  'course.customers-status': { path: '/courses/crs_nw_onboarding/customers-status', as: PARTNER },
  'course.customers-settings': { path: '/courses/crs_nw_onboarding/customers-settings', as: PARTNER },
  customEdit: { path: '/edit/crs_nw_onboarding', as: PARTNER },
  customPreview: { path: '/preview/crs_nw_onboarding', as: PARTNER },
  customNew: { as: PARTNER },
  customTrainingEdit: { path: '/custom-training/edit/crs_nw_onboarding', as: PARTNER },
  simulationShare: { path: '/phishing-simulation/share/sim_northwind_baseline', as: PARTNER },
  'simulationReport.overview': { path: '/phishing-simulation/reports/sim_globex_monthly/overview' },
  'simulationReport.recipients': { path: '/phishing-simulation/reports/sim_globex_monthly/recipients' },
  'simulationReport.templates': { path: '/phishing-simulation/reports/sim_globex_monthly/templates' },
  'simulationReport.departments': { path: '/phishing-simulation/reports/sim_globex_monthly/departments' },
  'simulationReport.groups': { path: '/phishing-simulation/reports/sim_globex_monthly/groups' },
  'simulationReport.rounds': { path: '/phishing-simulation/reports/sim_globex_monthly/rounds' },
  'exerciseReport.users': { path: '/phishing-exercise-report/phx_globex_q3/users' },
  'exerciseReport.departments': { path: '/phishing-exercise-report/phx_globex_q3/departments' },
  'exerciseReport.groups': { path: '/phishing-exercise-report/phx_globex_q3/groups' },
  'exerciseReport.templates': { path: '/phishing-exercise-report/phx_globex_q3/templates' },
  departmentUsers: { path: '/users/departments/assigned-users/cmp_globex_d1' },
  groupUsers: { path: '/users/groups/assigned-users/cmp_globex_g1' },
  'profile.edit': { path: '/user_profile/usr_owner_globex_example/edit' },
  'profile.outstanding_tasks': { path: '/user_profile/usr_owner_globex_example/outstanding_tasks' },
  'profile.password': { path: '/user_profile/usr_owner_globex_example/password' },
  'profile.activity': { path: '/user_profile/usr_owner_globex_example/activity' },
  'profile.completed_tasks': { path: '/user_profile/usr_owner_globex_example/completed_tasks' },
  forecast: { as: PARTNER },
  companies: { as: PARTNER },
  'transactions.billing': { as: PARTNER },
  'transactions.license-allocations': { as: PARTNER },
  resellerOverview: { as: PARTNER },
  resellerCustomers: { as: PARTNER },
  resellerTransactions: { as: PARTNER },
  subResellerCustomers: { as: 'sub@fabrikam.example' },
  subResellerTransactions: { as: 'sub@fabrikam.example' },
}

/** Pages with nothing of their own to look at: redirects, and pages the console does not build. */
const walked = (route: RouteDef) => !route.redirect && route.built !== false

export function walkTargets(): WalkTarget[] {
  return ROUTES.filter(walked).map((route) => {
    const special = SPECIAL[route.id] ?? {}
    const path = special.path ?? route.path
    if (path.includes('/:')) throw new Error(`the visual walk has no sample for ${route.id} (${route.path})`)
    return {
      id: route.id,
      path,
      as: special.as === undefined ? OWNER : special.as,
      desktopOnly: !!route.desktopOnly,
    }
  })
}

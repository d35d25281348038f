import { describe, expect, it } from 'vitest'
import { NO_COMPANY, type CompanyFacts } from '../../src/domain/company-kind'
import { ROUTES } from '../../src/domain/route-table'
import {
  loginUrlFor,
  magicLinkTarget,
  resolveRoute,
  type Decision,
  type RoutingContext,
} from '../../src/domain/routing'

// Every route × every kind of session, against an expectation table written from spec 000 §2, §6,
// 001 §2 and 002 §2 — independently of the route table's own data.

const partner = (extra: Partial<CompanyFacts>): CompanyFacts => ({ ...NO_COMPANY, isPartner: true, ...extra })
const CONTEXTS: Record<string, RoutingContext> = {
  guest: { role: null, temporaryPassword: false, company: NO_COMPANY },
  admin: { role: 'admin', temporaryPassword: false, company: NO_COMPANY },
  temp: { role: 'admin', temporaryPassword: true, company: NO_COMPANY },
  support: { role: 'support', temporaryPassword: false, company: NO_COMPANY },
  msp: { role: 'msp', temporaryPassword: false, company: NO_COMPANY },
  user: { role: 'user', temporaryPassword: false, company: NO_COMPANY },
  reseller: {
    role: 'admin',
    temporaryPassword: false,
    company: partner({ isReseller: true, flags: ['reseller-overview'] }),
  },
  resellerNoFlag: { role: 'admin', temporaryPassword: false, company: partner({ isReseller: true }) },
  sub: { role: 'admin', temporaryPassword: false, company: partner({ isSubReseller: true }) },
  mspPartner: { role: 'admin', temporaryPassword: false, company: partner({}) },
  integration: {
    role: 'admin',
    temporaryPassword: false,
    company: partner({ isReseller: true, isIntegration: true, flags: ['reseller-overview'] }),
  },
  coalition: { role: 'admin', temporaryPassword: false, company: { ...NO_COMPANY, isCoalitionParent: true } },
}
const COLUMNS = Object.keys(CONTEXTS)

// Columns: guest admin temp support msp user reseller resellerNoFlag sub mspPartner integration coalition
// ok = the page renders; deny = "You don't have permission to access"; login = /login keeping the URL;
// cp = /change-password; home = /home; 404 = /error/404; →X = redirect to X.
const CONSOLE = 'login ok cp ok ok deny ok ok ok ok ok ok'
const STAFF = 'login ok cp ok deny deny ok ok ok ok ok ok'
const GUEST_ONLY = 'ok →/ →/ →/ →/ →/ →/ →/ →/ →/ →/ →/'
const redirectAll = (to: string, staffOnly = false) =>
  `login →${to} cp →${to} ${staffOnly ? 'deny' : `→${to}`} deny →${to} →${to} →${to} →${to} →${to} →${to}`

const EXPECTED: [string, string][] = [
  ['/login', GUEST_ONLY],
  ['/login/sso', GUEST_ONLY],
  ['/sso_fail', GUEST_ONLY],
  ['/sso_fail/expired', GUEST_ONLY],
  // Without ?companyToken (the app takes those first): nothing to sign in with, so the login page (000 §8).
  ['/login_as_company', '→/login →/ →/ →/ →/ →/ →/ →/ →/ →/ →/ →/'],
  ['/register', GUEST_ONLY],
  ['/forgot-password', GUEST_ONLY],
  ['/reset-password', GUEST_ONLY],
  ['/verify_email', '→/ →/ cp →/ →/ →/ →/ →/ →/ →/ →/ →/'],
  ['/change-password', 'login ok ok ok ok deny ok ok ok ok ok ok'],
  ['/disabled-company', 'ok ok ok ok ok ok ok ok ok ok ok ok'],
  ['/error/404', 'login ok ok deny ok ok ok ok ok ok ok ok'],
  ['/error/500', 'login ok ok deny ok ok ok ok ok ok ok ok'],
  ['/client-errors', 'login deny cp ok deny deny deny deny deny deny deny deny'],
  // Ours (issue 61): platform staff's start, and where / sends them.
  ['/platform/companies', 'login deny cp ok deny deny deny deny deny deny deny deny'],
  // Ours (issue 63): the gateway's background job queue.
  ['/platform/jobs', 'login deny cp ok deny deny deny deny deny deny deny deny'],
  ['/machines', STAFF],
  ['/machines/session', STAFF],
  ['/', 'login →/home cp →/platform/companies →/home deny →/home →/home →/home →/home →/home →/home'],
  ['/home', CONSOLE],
  ['/guides-and-resources', CONSOLE],
  ['/dashboard', redirectAll('/dashboard/company', true)],
  ['/dashboard/company', STAFF],
  ['/dashboard/users', STAFF],
  ['/dashboard/departments', STAFF],
  ['/reports', STAFF],
  ['/reports-training', STAFF],
  ['/general-report', STAFF],
  ['/reports-gaming', 'login ok cp →/phishing-exercise deny deny ok ok ok ok ok ok'],
  ['/reports-monthly-video', STAFF],
  ['/reports-quizzes', STAFF],
  ['/reports-quizzes/users', STAFF],
  ['/reports-quizzes/questions', STAFF],
  ['/reports-phishing-exercise', STAFF],
  ['/reports/phishing-summary', redirectAll('/reports/phishing-summary/overview', true)],
  ['/reports/phishing-summary/templates', STAFF],
  ['/reports/policiesProgress', STAFF],
  ['/reviews', STAFF],
  ['/learning/courses', CONSOLE],
  ['/learning/videos', CONSOLE],
  ['/learning/campaigns', CONSOLE],
  ['/courses/c1', redirectAll('/courses/c1/preview')],
  ['/courses/c1/statistics', CONSOLE],
  ['/courses/c1/customers-status', 'login home cp home home deny ok ok ok ok ok home'],
  ['/courses/c1/customers-settings', 'login home cp home home deny ok ok ok ok ok home'],
  ['/custom', CONSOLE],
  ['/edit/c1', CONSOLE],
  ['/preview/c1', CONSOLE],
  ['/custom-training/new-training', 'login home cp home home deny ok ok ok ok ok home'],
  ['/custom-training/edit/c1', CONSOLE],
  ['/phishing/campaign', redirectAll('/phishing-simulation')],
  ['/phishing-simulation', redirectAll('/phishing-simulation/active')],
  ['/phishing-simulation/archived', CONSOLE],
  ['/phishing-simulation/settings', redirectAll('/phishing-simulation/settings/report-button')],
  ['/phishing-simulation/settings/direct-email-delivery', CONSOLE],
  ['/phishing-simulation/share/p1', 'login home cp home home deny ok ok ok ok ok home'],
  ['/phishing-simulation/reports/p1/rounds', CONSOLE],
  ['/phishing-simulation-create', CONSOLE],
  ['/phishing-exercise', CONSOLE],
  ['/phishing-exercise/active', CONSOLE],
  ['/phishing-exercise/create', CONSOLE],
  [
    '/phishing-exercise-report/x1',
    'login →/phishing-exercise-report/x1/users cp →/reports →/reports deny →/phishing-exercise-report/x1/users →/phishing-exercise-report/x1/users →/phishing-exercise-report/x1/users →/phishing-exercise-report/x1/users →/phishing-exercise-report/x1/users →/phishing-exercise-report/x1/users',
  ],
  ['/phishing-exercise-report/x1/templates', 'login ok cp →/reports →/reports deny ok ok ok ok ok ok'],
  ['/gaming', redirectAll('/gaming/preview')],
  ['/fake-or-real', redirectAll('/fake-or-real/preview')],
  ['/fake-or-real/settings', CONSOLE],
  ['/for-developers/statistics', CONSOLE],
  ['/calendar', redirectAll('/calendar/preview')],
  ['/calendar/history', CONSOLE],
  ['/activity-calendar', CONSOLE],
  ['/users', redirectAll('/users/all_users', true)],
  ['/users/all_users', STAFF],
  ['/users/departments', STAFF],
  ['/users/groups', STAFF],
  ['/users/departments/assigned-users/d1', STAFF],
  ['/users/groups/assigned-users/g1', STAFF],
  ['/user_profile/u1', redirectAll('/user_profile/u1/outstanding_tasks', true)],
  ['/user_profile/u1/outstanding_tasks', STAFF],
  [
    '/user_profile/u1/completed_tasks',
    'login ok cp →/user_profile/u1/outstanding_tasks deny deny ok ok ok ok ok ok',
  ],
  ['/user_profile/u1/edit', STAFF],
  ['/policies', CONSOLE],
  ['/settings', redirectAll('/settings/general')],
  ['/settings/single-sign-on', CONSOLE],
  ['/licensing', 'login ok cp ok ok deny ok ok ok ok ok home'],
  ['/billing', CONSOLE],
  ['/opportunity-forecast', 'login home cp home home deny ok ok ok ok home home'],
  ['/partner-portal/companies', 'login home cp home home deny home home home ok home home'],
  [
    '/partner-portal/transactions',
    'login home cp home home deny →/partner-portal/transactions/billing →/partner-portal/transactions/billing →/partner-portal/transactions/billing →/partner-portal/transactions/billing home home',
  ],
  ['/partner-portal/transactions/license-allocations', 'login home cp home home deny ok ok ok ok home home'],
  ['/partner-portal/reseller/overview', 'login home cp home home deny ok 404 home home ok home'],
  ['/partner-portal/reseller/customers', 'login home cp home home deny ok ok home home ok home'],
  ['/partner-portal/reseller/transactions', 'login home cp home home deny ok ok home home home home'],
  ['/partner-portal/subreseller/customers', 'login home cp home home deny home home ok home home home'],
  ['/partner-portal/subreseller/transactions', 'login home cp home home deny home home ok home home home'],
  ['/access-for-reseller', redirectAll('/home?isAccessDialog=true')],
  ['/become-partner', CONSOLE],

  ['/reports/phishing-summary/overview', STAFF],
  ['/reports/phishing-summary/campaigns', STAFF],
  ['/reports/phishing-summary/recipients', STAFF],
  ['/reports/phishing-summary/groups', STAFF],
  ['/reports/phishing-summary/departments', STAFF],
  ['/learning', redirectAll('/learning/courses')],
  ['/courses/c1/preview', CONSOLE],
  ['/courses/c1/settings', CONSOLE],
  ['/phishing-simulation/active', CONSOLE],
  ['/phishing-simulation/settings/report-button', CONSOLE],
  ['/phishing-simulation/settings/configuration', CONSOLE],
  ['/phishing-simulation/reports/p1', redirectAll('/phishing-simulation/reports/p1/overview')],
  ['/phishing-simulation/reports/p1/overview', CONSOLE],
  ['/phishing-simulation/reports/p1/recipients', CONSOLE],
  ['/phishing-simulation/reports/p1/templates', CONSOLE],
  ['/phishing-simulation/reports/p1/departments', CONSOLE],
  ['/phishing-simulation/reports/p1/groups', CONSOLE],
  ['/phishing-exercise/archived', CONSOLE],
  ['/phishing-exercise-report/p1/users', 'login ok cp →/reports →/reports deny ok ok ok ok ok ok'],
  ['/phishing-exercise-report/p1/departments', 'login ok cp →/reports →/reports deny ok ok ok ok ok ok'],
  ['/phishing-exercise-report/p1/groups', 'login ok cp →/reports →/reports deny ok ok ok ok ok ok'],
  ['/gaming/preview', CONSOLE],
  ['/gaming/statistics', CONSOLE],
  ['/gaming/settings', CONSOLE],
  ['/fake-or-real/preview', CONSOLE],
  ['/fake-or-real/statistics', CONSOLE],
  ['/for-developers', redirectAll('/for-developers/preview')],
  ['/for-developers/preview', CONSOLE],
  ['/for-developers/settings', CONSOLE],
  ['/calendar/preview', CONSOLE],
  ['/calendar/settings', CONSOLE],
  ['/user_profile/u1/password', STAFF],
  ['/user_profile/u1/activity', STAFF],
  ['/settings/general', CONSOLE],
  ['/settings/email-reminders', CONSOLE],
  ['/settings/white-label', CONSOLE],
  ['/settings/integration', CONSOLE],
  ['/settings/audit-log', CONSOLE],
  ['/partner-portal/transactions/billing', 'login home cp home home deny ok ok ok ok home home'],
  ['/no-such-page', '404 404 404 404 404 404 404 404 404 404 404 404'],
  ['/users/all_users/extra', '404 404 404 404 404 404 404 404 404 404 404 404'],
]

function expected(code: string, path: string): Decision['kind'] | string {
  if (code === 'ok') return 'render'
  if (code === 'deny') return 'forbidden'
  if (code === 'login') return `→${loginUrlFor(path, '')}`
  if (code === 'cp') return '→/change-password'
  if (code === 'home') return '→/home'
  if (code === '404') return '→/error/404'
  return code
}

const outcome = (decision: Decision) => (decision.kind === 'redirect' ? `→${decision.to}` : decision.kind)

describe('the route table × every role and routing state', () => {
  it('has an expectation row for every route of the table', () => {
    const matches = (pattern: string, path: string) =>
      new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(path)
    const missing = ROUTES.filter((route) => !EXPECTED.some(([path]) => matches(route.path, path)))
    expect(missing.map((route) => route.path)).toEqual([])
  })

  for (const [path, row] of EXPECTED) {
    const codes = row.split(' ')
    it(`${path}: ${row}`, () => {
      expect(codes).toHaveLength(COLUMNS.length)
      const actual = COLUMNS.map((column) => outcome(resolveRoute(path, '', CONTEXTS[column]!)))
      const wanted = COLUMNS.map((column, i) => expected(codes[i]!, path))
      expect(Object.fromEntries(COLUMNS.map((c, i) => [c, actual[i]]))).toEqual(
        Object.fromEntries(COLUMNS.map((c, i) => [c, wanted[i]])),
      )
    })
  }
})

describe('guard details', () => {
  it('keeps the original URL and search when sending a guest to login', () => {
    expect(resolveRoute('/users/groups', '?page=2&search=ana', CONTEXTS.guest!)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fusers%2Fgroups%3Fpage%3D2%26search%3Dana',
    })
  })

  it('sends a signed-in admin on a guest-only page to the stored redirect URL, never off-site', () => {
    expect(resolveRoute('/login', '?redirect=%2Fusers%2Fgroups', CONTEXTS.admin!)).toEqual({
      kind: 'redirect',
      to: '/users/groups',
    })
    expect(resolveRoute('/login', '?redirect=https%3A%2F%2Fevil.example', CONTEXTS.admin!)).toEqual({
      kind: 'redirect',
      to: '/',
    })
    expect(resolveRoute('/login', '?redirect=%2F%2Fevil.example', CONTEXTS.admin!)).toEqual({
      kind: 'redirect',
      to: '/',
    })
  })

  it('carries the query string through redirects (modal=purchaseComplete on root)', () => {
    expect(resolveRoute('/', '?modal=purchaseComplete', CONTEXTS.admin!)).toEqual({
      kind: 'redirect',
      to: '/home?modal=purchaseComplete',
    })
    expect(resolveRoute('/users', '?page=3', CONTEXTS.admin!)).toEqual({
      kind: 'redirect',
      to: '/users/all_users?page=3',
    })
    expect(resolveRoute('/access-for-reseller', '?x=1', CONTEXTS.admin!)).toEqual({
      kind: 'redirect',
      to: '/home?isAccessDialog=true&x=1',
    })
  })

  it('ignores a trailing slash and decodes route parameters', () => {
    expect(resolveRoute('/home/', '', CONTEXTS.admin!).kind).toBe('render')
    const decision = resolveRoute('/users/departments/assigned-users/Sales%20Team', '', CONTEXTS.admin!)
    expect(decision.kind === 'render' && decision.params.departmentId).toBe('Sales Team')
  })

  it('sends a magic-link sign-in to its redirectTo target', () => {
    expect(resolveRoute('/login', '?magicLinkVerificationToken=t&redirectTo=users', CONTEXTS.admin!)).toEqual(
      { kind: 'redirect', to: '/users/all_users' },
    )
    expect(
      resolveRoute('/login', '?magicLinkVerificationToken=t&redirectTo=trainings', CONTEXTS.admin!),
    ).toEqual({ kind: 'redirect', to: '/learning/courses' })
    expect(resolveRoute('/login', '?magicLinkVerificationToken=t', CONTEXTS.admin!)).toEqual({
      kind: 'redirect',
      to: '/home',
    })
  })

  it('maps magic-link targets', () => {
    expect(magicLinkTarget('trainings')).toBe('/learning/courses')
    expect(magicLinkTarget('users')).toBe('/users/all_users')
    expect(magicLinkTarget(null)).toBe('/home')
    expect(magicLinkTarget('elsewhere')).toBe('/home')
  })
})

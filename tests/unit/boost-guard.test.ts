import { describe, expect, it } from 'vitest'
import { NO_COMPANY, companyFacts } from '../../src/domain/company-kind'
import { BOOST_ONLY_TITLES, ROUTES } from '../../src/domain/route-table'
import { resolveRoute, type RoutingContext } from '../../src/domain/routing'

// 002 §2.12: report pages are wrapped in a guard; a company without Boost goes to /reports, where the gate opens.
const admin = (lacksBoost: boolean): RoutingContext => ({
  role: 'admin',
  temporaryPassword: false,
  company: { ...NO_COMPANY, lacksBoost },
})
const GUARDED = [
  '/general-report',
  '/reports-training',
  '/reports-gaming',
  '/reports-monthly-video',
  '/reports-quizzes',
  '/reports-quizzes/users',
  '/reports-quizzes/questions',
  '/reports-phishing-exercise',
  '/reports/policiesProgress',
  '/reviews',
]

describe('the Boost guard', () => {
  it.each(GUARDED)('%s sends a company without Boost to /reports with the gate', (path) => {
    expect(resolveRoute(path, '', admin(true))).toEqual({ kind: 'redirect', to: '/reports?modal=boost' })
  })
  it.each(GUARDED)('%s renders for a company with Boost or a running trial', (path) => {
    expect(resolveRoute(path, '', admin(false)).kind).toBe('render')
  })
  it('leaves /reports itself and the other pages alone', () => {
    for (const path of [
      '/reports',
      '/home',
      '/phishing-exercise',
      '/licensing',
      '/reports/phishing-summary/overview',
    ])
      expect(resolveRoute(path, '', admin(true)).kind).not.toBe('redirect')
  })
  it('guards exactly the report pages of 002 §2.12 and names them for the downgrade preview', () => {
    const guarded = ROUTES.filter((route) => route.boostOnly).map((route) => route.path)
    expect(guarded.sort()).toEqual([...GUARDED].sort())
    expect(BOOST_ONLY_TITLES).toContain('General report')
  })
  it('reads the plan from the company: Boost and running trials pass, Free and expired trials do not', () => {
    const company = (hasBoost: boolean, status: 'available' | 'active' | 'expired' | 'trialing') =>
      companyFacts({
        type: 'DIRECT',
        distribution: { isPartner: false, integration: null, isCoalitionParent: false },
        customDomainVerified: false,
        brand: null,
        timeZone: null,
        flags: [],
        subscription: {
          hasBoost,
          hasSuperBoost: false,
          type: 'FREE',
          trial: { modal: false, status, endDate: null },
        },
      } as never).lacksBoost
    expect(company(true, 'expired')).toBe(false)
    expect(company(false, 'active')).toBe(false)
    expect(company(false, 'trialing')).toBe(false)
    expect(company(false, 'available')).toBe(true)
    expect(company(false, 'expired')).toBe(true)
  })
})

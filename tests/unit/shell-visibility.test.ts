import { describe, expect, it } from 'vitest'
import { adminUser, company, pseudoUser } from '../../machines/samples/session.samples'
import { bannersFor } from '../../src/domain/shell/banners'
import { NO_COMPANY, companyFacts, type CompanyFacts } from '../../src/domain/company-kind'
import { currentNavItem, dashboardDialog, navigationFor } from '../../src/domain/shell/navigation'
import type { CompanyView } from '../../src/domain/session'
import { userMenuFor } from '../../src/domain/shell/user-menu'

const withCompany = (patch: (c: CompanyView) => CompanyView) => patch(structuredClone(company))
const groups = (input: Parameters<typeof navigationFor>[0]) => navigationFor(input).map((g) => g.id)
const items = (input: Parameters<typeof navigationFor>[0]) =>
  navigationFor(input).flatMap((g) => g.items.map((i) => i.href))
const facts = (extra: Partial<CompanyFacts>): CompanyFacts => ({ ...NO_COMPANY, ...extra })

describe('sidebar', () => {
  it('marks one item current: the longest section or link the address is in', () => {
    const nav = navigationFor({ role: 'admin', company: NO_COMPANY, hasWhiteLabelAccess: false })
    expect(currentNavItem('/reports/phishing-summary/recipients', nav)).toBe('phishingSummary')
    expect(currentNavItem('/reports/policiesProgress', nav)).toBe('reports')
    expect(currentNavItem('/dashboard/users', nav)).toBe('dashboard')
    expect(currentNavItem('/reviewsX', nav)).toBeNull()
  })

  it('shows an ordinary admin the groups in the spec order, without the partner portal', () => {
    expect(groups({ role: 'admin', company: NO_COMPANY, hasWhiteLabelAccess: false })).toEqual([
      'home',
      'training',
      'phishing',
      'users',
      'reporting',
      'guides',
      'becomePartner',
    ])
  })

  it('drops become-a-partner for a partner working inside a customer company (issue 24)', () => {
    expect(
      groups({ role: 'admin', company: NO_COMPANY, hasWhiteLabelAccess: false, loggedInAsCompany: true }),
    ).not.toContain('becomePartner')
  })

  it('shows the platform staff the flows (the visualizer), and company admins not', () => {
    expect(items({ role: 'support', company: NO_COMPANY, hasWhiteLabelAccess: false })).toContain('/machines')
    expect(items({ role: 'superadmin', company: NO_COMPANY, hasWhiteLabelAccess: false })).toContain(
      '/machines',
    )
    expect(items({ role: 'admin', company: NO_COMPANY, hasWhiteLabelAccess: false })).not.toContain(
      '/machines',
    )
  })

  it('puts the partner portal first for partners and drops become-a-partner', () => {
    expect(groups({ role: 'admin', company: facts({ isPartner: true }), hasWhiteLabelAccess: true })).toEqual(
      ['partnerPortal', 'home', 'training', 'phishing', 'users', 'reporting', 'guides'],
    )
  })

  it('keeps the users and reporting groups for staff only', () => {
    expect(groups({ role: 'msp', company: NO_COMPANY, hasWhiteLabelAccess: false })).not.toContain('users')
    expect(groups({ role: 'msp', company: NO_COMPANY, hasWhiteLabelAccess: false })).not.toContain(
      'reporting',
    )
    expect(groups({ role: 'support', company: NO_COMPANY, hasWhiteLabelAccess: false })).toContain(
      'reporting',
    )
  })

  it('shows each partner kind its own customer and transaction pages', () => {
    const reseller = items({
      role: 'admin',
      company: facts({ isPartner: true, isReseller: true, flags: ['reseller-overview'] }),
      hasWhiteLabelAccess: false,
    })
    expect(reseller).toEqual(
      expect.arrayContaining([
        '/partner-portal/reseller/overview',
        '/partner-portal/reseller/customers',
        '/partner-portal/reseller/transactions',
      ]),
    )
    expect(reseller).not.toContain('/partner-portal/companies')
    const sub = items({
      role: 'admin',
      company: facts({ isPartner: true, isSubReseller: true }),
      hasWhiteLabelAccess: false,
    })
    expect(sub).toEqual(
      expect.arrayContaining([
        '/partner-portal/subreseller/customers',
        '/partner-portal/subreseller/transactions',
      ]),
    )
    expect(sub).not.toContain('/partner-portal/reseller/overview')
    const msp = items({ role: 'admin', company: facts({ isPartner: true }), hasWhiteLabelAccess: true })
    expect(msp).toEqual(
      expect.arrayContaining([
        '/partner-portal/companies',
        '/partner-portal/transactions/billing',
        '/opportunity-forecast',
        '/settings/white-label',
      ]),
    )
    const integration = items({
      role: 'admin',
      company: facts({ isPartner: true, isReseller: true, isIntegration: true }),
      hasWhiteLabelAccess: false,
    })
    expect(integration).not.toContain('/opportunity-forecast')
    expect(integration).not.toContain('/partner-portal/reseller/transactions')
    expect(
      items({
        role: 'admin',
        company: facts({ isPartner: true, isReseller: true }),
        hasWhiteLabelAccess: false,
      }),
    ).not.toContain('/partner-portal/reseller/overview')
  })

  it('lets every visible item lead to a route the same session may open', async () => {
    const { resolveRoute } = await import('../../src/domain/routing')
    const sessions = [
      { role: 'admin' as const, company: NO_COMPANY },
      {
        role: 'admin' as const,
        company: facts({ isPartner: true, isReseller: true, flags: ['reseller-overview'] }),
      },
      { role: 'admin' as const, company: facts({ isPartner: true, isSubReseller: true }) },
      { role: 'admin' as const, company: facts({ isPartner: true }) },
      { role: 'support' as const, company: NO_COMPANY },
      { role: 'msp' as const, company: NO_COMPANY },
    ]
    for (const session of sessions) {
      for (const href of items({ ...session, hasWhiteLabelAccess: true })) {
        const decision = resolveRoute(href, '', {
          role: session.role,
          temporaryPassword: false,
          company: session.company,
        })
        expect(
          [decision.kind, decision.kind === 'redirect' ? decision.to : ''],
          `${session.role} ${href}`,
        ).not.toEqual(['redirect', '/home'])
        expect(decision.kind, `${session.role} ${href}`).not.toBe('forbidden')
      }
    }
  })

  it('sends the dashboard item through the plan dialogs', () => {
    expect(dashboardDialog({ hasBoost: true, trialStatus: 'expired' })).toBe('none')
    expect(dashboardDialog({ hasBoost: false, trialStatus: 'active' })).toBe('none')
    expect(dashboardDialog({ hasBoost: false, trialStatus: 'available' })).toBe('upgrade')
    expect(dashboardDialog({ hasBoost: false, trialStatus: 'expired' })).toBe('boostWarning')
  })
})

describe('user menu', () => {
  const ids = (extra: Partial<CompanyFacts>, loggedInAsCompany = false) =>
    userMenuFor({ userId: 'u1', company: facts(extra), loggedInAsCompany }).map((i) => i.label)
  it('has seven items for an ordinary admin', () => {
    expect(ids({})).toEqual([
      'My Profile',
      'Account Settings',
      'Licensing',
      'Knowledge Base',
      'Learner Login',
      'Swag Shop',
      'Logout',
    ])
  })
  it.each([
    ['integration', { isIntegration: true }, false, ['Licensing', 'Swag Shop']],
    ['sub-reseller', { isSubReseller: true }, false, ['Licensing', 'Swag Shop']],
    ['coalition parent', { isCoalitionParent: true }, false, ['Licensing']],
    ['verified custom domain', { isCustomDomainVerified: true }, false, ['Knowledge Base', 'Swag Shop']],
    ['logged in as a company', {}, true, ['My Profile', 'Learner Login', 'Swag Shop']],
  ] as const)('hides items for a %s', (_, extra, asCompany, hiddenItems) => {
    const shown = ids(extra, asCompany)
    for (const item of hiddenItems) expect(shown).not.toContain(item)
    expect(shown).toContain('Logout')
  })
})

describe('banners', () => {
  const kinds = (user = adminUser, c = company) => bannersFor(user, c).map((b) => b.kind)
  it('shows none to a verified admin of a company on Free with the trial available', () => {
    expect(kinds()).toEqual([])
  })
  it('asks an unverified admin to verify the email', () => {
    expect(kinds({ ...adminUser, emailVerified: false })).toEqual(['verifyEmail'])
  })
  it('shows the free-trial banner while a trial runs and the expired banner after it, never with Boost', () => {
    expect(
      kinds(
        adminUser,
        withCompany((c) => ({
          ...c,
          subscription: {
            ...c.subscription,
            trial: { ...c.subscription.trial, status: 'active', endDate: '2026-12-01T00:00:00.000Z' },
          },
        })),
      ),
    ).toEqual(['freeTrial'])
    expect(
      kinds(
        adminUser,
        withCompany((c) => ({
          ...c,
          subscription: { ...c.subscription, trial: { ...c.subscription.trial, status: 'expired' } },
        })),
      ),
    ).toEqual(['trialExpired'])
    expect(
      kinds(
        adminUser,
        withCompany((c) => ({
          ...c,
          subscription: {
            ...c.subscription,
            hasBoost: true,
            paidSeats: 100,
            trial: { ...c.subscription.trial, status: 'expired' },
          },
        })),
      ),
    ).toEqual([])
  })
  it('shows the licence overage only above 25 seats and above the paid count, with the number to buy', () => {
    const boosted = (enabled: number, paid: number) =>
      withCompany((c) => ({
        ...c,
        usersCount: { total: enabled, enabled, disabled: 0 },
        subscription: { ...c.subscription, hasBoost: true, paidSeats: paid },
      }))
    expect(bannersFor(adminUser, boosted(40, 30))).toEqual([{ kind: 'licenceOverage', toBuy: 10 }])
    expect(kinds(adminUser, boosted(25, 10))).toEqual([])
    expect(kinds(adminUser, boosted(30, 30))).toEqual([])
  })
  it('shows the logged-in-as-company banner, with the portal wording for an integration', () => {
    expect(bannersFor(pseudoUser, company)).toEqual([
      { kind: 'loggedInAsCompany', companyName: 'Acme Corp', viaIntegration: false, staffReason: null },
    ])
    const integrated = withCompany((c) => ({
      ...c,
      distribution: { ...c.distribution, integration: 'acronis' },
    }))
    expect(bannersFor(pseudoUser, integrated)[0]).toMatchObject({ viaIntegration: true })
  })
  it('derives company facts from the company view', () => {
    expect(companyFacts(withCompany((c) => ({ ...c, type: 'RESELLER' })))).toMatchObject({
      isPartner: true,
      isReseller: true,
    })
    expect(companyFacts(null)).toEqual(NO_COMPANY)
  })
})

import { FLAGS, type CompanyFacts } from '../company-kind'
import { boosted } from '../plan'
import { ROLE_GROUPS, isAllowed, type Role } from '../roles'
import { canSeeFlows } from './flows-link'

// The sidebar (000 §2 "Sidebar", 001 §2): groups in the spec's order, each item shown only per the
// authorisation check and the company rules.

export type IconName =
  | 'partner'
  | 'overview'
  | 'customers'
  | 'forecast'
  | 'transactions'
  | 'whiteLabel'
  | 'home'
  | 'training'
  | 'courses'
  | 'videos'
  | 'custom'
  | 'calendar'
  | 'gaming'
  | 'fakeOrReal'
  | 'developers'
  | 'policies'
  | 'phishing'
  | 'simulation'
  | 'exercise'
  | 'users'
  | 'departments'
  | 'groups'
  | 'reports'
  | 'dashboard'
  | 'summary'
  | 'reviews'
  | 'guides'
  | 'partnership'

export interface NavItem {
  id: string
  label: string
  href: string
  icon: IconName
  /** The dashboard opens an upgrade or boost-warning dialog instead of navigating when the plan lacks it. */
  opensPlanDialog?: boolean
  /** The address the item stands for when it links to one of its tabs (every tab marks it current). */
  section?: string
}

/**
 * The item the address is in: the one whose section (or link) is the longest prefix of it, so the phishing
 * summary's tabs mark the phishing summary and not Reports as well.
 */
export function currentNavItem(location: string, groups: readonly NavGroup[]): string | null {
  let best: { id: string; length: number } | null = null
  for (const item of groups.flatMap((group) => group.items)) {
    const base = item.section ?? item.href
    if ((location === base || location.startsWith(`${base}/`)) && base.length > (best?.length ?? -1))
      best = { id: item.id, length: base.length }
  }
  return best?.id ?? null
}

export interface NavGroup {
  id: string
  label: string | null
  icon: IconName
  collapsible: boolean
  items: NavItem[]
  /** Rendered as the Partnership button (the become-partner item is second to last). */
  asPartnershipButton?: boolean
}

export interface NavigationInput {
  role: Role
  company: CompanyFacts
  hasWhiteLabelAccess: boolean
  /** A partner working inside a customer's console (issue 24: no "Become a Partner" pitch there). */
  loggedInAsCompany?: boolean
}

type Rule = (input: NavigationInput) => boolean
const staff: Rule = ({ role }) => isAllowed(ROLE_GROUPS.staff, role)
const partner: Rule = ({ company }) => company.isPartner
const all: Rule = () => true

interface ItemDef extends NavItem {
  when: Rule
}
interface GroupDef extends Omit<NavGroup, 'items'> {
  when: Rule
  items: ItemDef[]
}

const GROUPS: GroupDef[] = [
  {
    id: 'partnerPortal',
    label: 'Partner Portal',
    icon: 'partner',
    collapsible: true,
    when: partner,
    items: [
      {
        id: 'resellerOverview',
        label: 'Overview',
        href: '/partner-portal/reseller/overview',
        icon: 'overview',
        when: ({ company }) => company.isReseller && company.flags.includes(FLAGS.resellerOverview),
      },
      {
        id: 'companies',
        label: 'My Customers',
        href: '/partner-portal/companies',
        icon: 'customers',
        when: ({ company }) => !company.isReseller && !company.isSubReseller,
      },
      {
        id: 'resellerCustomers',
        label: 'Customers',
        href: '/partner-portal/reseller/customers',
        icon: 'customers',
        when: ({ company }) => company.isReseller,
      },
      {
        id: 'subResellerCustomers',
        label: 'Customers',
        href: '/partner-portal/subreseller/customers',
        icon: 'customers',
        when: ({ company }) => company.isSubReseller,
      },
      {
        id: 'forecast',
        label: 'Opportunity Forecast',
        href: '/opportunity-forecast',
        icon: 'forecast',
        when: ({ company }) => !company.isIntegration,
      },
      {
        id: 'transactions',
        label: 'Transactions',
        href: '/partner-portal/transactions/billing',
        icon: 'transactions',
        when: ({ company }) => !company.isIntegration && !company.isReseller && !company.isSubReseller,
      },
      {
        id: 'resellerTransactions',
        label: 'Transactions',
        href: '/partner-portal/reseller/transactions',
        icon: 'transactions',
        when: ({ company }) => !company.isIntegration && company.isReseller,
      },
      {
        id: 'subResellerTransactions',
        label: 'Transactions',
        href: '/partner-portal/subreseller/transactions',
        icon: 'transactions',
        when: ({ company }) => !company.isIntegration && company.isSubReseller,
      },
      {
        id: 'whiteLabel',
        label: 'White Label',
        href: '/settings/white-label',
        icon: 'whiteLabel',
        when: ({ hasWhiteLabelAccess }) => hasWhiteLabelAccess,
      },
    ],
  },
  {
    id: 'home',
    label: null,
    icon: 'home',
    collapsible: false,
    when: all,
    items: [{ id: 'home', label: 'Get Started', href: '/home', icon: 'home', when: all }],
  },
  {
    id: 'training',
    label: 'Training',
    icon: 'training',
    collapsible: false,
    when: all,
    items: [
      { id: 'courses', label: 'Training Library', href: '/learning/courses', icon: 'courses', when: all },
      {
        id: 'trainingCampaigns',
        label: 'Training Campaigns',
        href: '/learning/campaigns',
        icon: 'training',
        when: all,
      },
      { id: 'videos', label: 'Video Library', href: '/learning/videos', icon: 'videos', when: all },
      { id: 'custom', label: 'Custom Training', href: '/custom', icon: 'custom', when: all },
      { id: 'planner', label: 'Activity Calendar', href: '/activity-calendar', icon: 'calendar', when: all },
      { id: 'calendar', label: 'Monthly Video', href: '/calendar', icon: 'videos', when: all },
      { id: 'gaming', label: 'Gaming', href: '/gaming', icon: 'gaming', when: all },
      { id: 'fakeOrReal', label: 'Fake Or Real', href: '/fake-or-real', icon: 'fakeOrReal', when: all },
      { id: 'developers', label: 'For Developers', href: '/for-developers', icon: 'developers', when: all },
      { id: 'policies', label: 'Policies', href: '/policies', icon: 'policies', when: all },
    ],
  },
  {
    id: 'phishing',
    label: 'Phishing',
    icon: 'phishing',
    collapsible: false,
    when: all,
    items: [
      {
        id: 'simulation',
        label: 'Phishing Simulation',
        href: '/phishing-simulation',
        icon: 'simulation',
        when: all,
      },
      { id: 'exercise', label: 'Phishing Exercise', href: '/phishing-exercise', icon: 'exercise', when: all },
    ],
  },
  {
    id: 'users',
    label: 'Users',
    icon: 'users',
    collapsible: false,
    when: staff,
    items: [
      { id: 'allUsers', label: 'All Users', href: '/users/all_users', icon: 'users', when: all },
      { id: 'departments', label: 'Departments', href: '/users/departments', icon: 'departments', when: all },
      { id: 'groups', label: 'Groups', href: '/users/groups', icon: 'groups', when: all },
    ],
  },
  {
    id: 'reporting',
    label: 'Reporting',
    icon: 'reports',
    collapsible: false,
    when: staff,
    items: [
      {
        id: 'dashboard',
        label: 'Dashboard',
        href: '/dashboard/company',
        section: '/dashboard',
        icon: 'dashboard',
        when: all,
        opensPlanDialog: true,
      },
      { id: 'reports', label: 'Reports', href: '/reports', icon: 'reports', when: all },
      {
        id: 'phishingSummary',
        label: 'Phishing Summary',
        href: '/reports/phishing-summary/overview',
        section: '/reports/phishing-summary',
        icon: 'summary',
        when: all,
      },
      { id: 'reviews', label: 'Training Reviews', href: '/reviews', icon: 'reviews', when: all },
    ],
  },
  {
    // The platform's own staff: every flow of the console as a statechart (the visualizer at /machines).
    id: 'flows',
    label: null,
    icon: 'dashboard',
    collapsible: false,
    when: ({ role }) => canSeeFlows(role),
    items: [
      // Platform staff's start (issue 61): find a company and open its console with a reason.
      {
        id: 'platformCompanies',
        label: 'Companies',
        href: '/platform/companies',
        icon: 'customers',
        when: ({ role }) => role === 'superadmin' || role === 'support',
      },
      { id: 'flows', label: 'Flows', href: '/machines', icon: 'dashboard', when: all },
      // The console's own error log (issue 24): platform staff only, as the gateway's route.
      {
        id: 'clientErrors',
        label: 'Client errors',
        href: '/client-errors',
        icon: 'reviews',
        when: ({ role }) => role === 'superadmin' || role === 'support',
      },
      // The gateway's background job queue (issue 63): platform staff only, as the gateway's route.
      {
        id: 'jobQueue',
        label: 'Background jobs',
        href: '/platform/jobs',
        icon: 'reports',
        when: ({ role }) => role === 'superadmin' || role === 'support',
      },
    ],
  },
  {
    id: 'guides',
    label: null,
    icon: 'guides',
    collapsible: false,
    when: all,
    items: [
      { id: 'guides', label: 'Guides & Resources', href: '/guides-and-resources', icon: 'guides', when: all },
    ],
  },
  {
    id: 'becomePartner',
    label: null,
    icon: 'partnership',
    collapsible: false,
    when: (input) => !partner(input) && !input.loggedInAsCompany,
    items: [
      {
        id: 'becomePartner',
        label: 'Become a Partner',
        href: '/become-partner',
        icon: 'partnership',
        when: all,
      },
    ],
  },
]

export function navigationFor(input: NavigationInput): NavGroup[] {
  const groups = GROUPS.filter((group) => group.when(input))
    .map(({ when: _when, items, ...group }) => ({
      ...group,
      items: items.filter((item) => item.when(input)).map(({ when: _w, ...item }) => item),
    }))
    .filter((group) => group.items.length > 0)
  // 000 §2: the Partnership button shows when the become-partner item is second to last. With no custom
  // legal item configured it is last, so it renders as a plain item.
  return groups.map((group, index) => ({
    ...group,
    asPartnershipButton: group.id === 'becomePartner' && index === groups.length - 2,
  }))
}

/** Dashboard: Boost companies navigate; a free company gets the upgrade dialog, an expired trial the boost warning. */
export function dashboardDialog(plan: {
  hasBoost: boolean
  trialStatus: string
}): 'none' | 'upgrade' | 'boostWarning' {
  if (boosted(plan.hasBoost, plan.trialStatus)) return 'none'
  return plan.trialStatus === 'expired' ? 'boostWarning' : 'upgrade'
}

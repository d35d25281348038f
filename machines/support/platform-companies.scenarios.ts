import { defineFlow } from '../flow'
import { platformCompaniesMachine } from './platform-companies.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import type { PlatformCompaniesPage, PlatformCompanyOverview } from '../../src/domain/platform-companies'

const acmeRow = {
  id: 'cmp_acme',
  name: 'Acme Corp',
  plan: 'Boost',
  activeUsers: 60,
  partnerName: null,
  isPartner: false,
  disabled: false,
  matchedUser: null,
} as const
const fabrikamRow = {
  id: 'cmp_fabrikam',
  name: 'Fabrikam',
  plan: 'Free',
  activeUsers: 4,
  partnerName: 'Northwind',
  isPartner: false,
  disabled: true,
  matchedUser: 'sub@fabrikam.example',
} as const

const pageOf = (items: PlatformCompaniesPage['items'], totalCount: number): PlatformCompaniesPage => ({
  items,
  pageInfo: { totalCount, pageNumber: 0, pageSize: 20 },
})

export const acmeOverview: PlatformCompanyOverview = {
  id: 'cmp_acme',
  name: 'Acme Corp',
  createdAt: '2025-03-01T09:00:00.000Z',
  plan: 'Boost',
  seats: 75,
  trialEndsAt: null,
  users: { active: 60, disabled: 2, admins: 3 },
  sso: { provider: 'OKTA', enforced: true },
  partnerName: null,
  isPartner: false,
  disabled: false,
  accessGranted: false,
  own: false,
  audit: [
    {
      id: 'aud_1',
      at: '2026-11-30T10:00:00.000Z',
      actorEmail: 'support@platform.example',
      actorCompanyName: 'Awareness Platform',
      actorKind: 'staff',
      action: 'ssoEnforcement',
      subject: null,
      reason: 'Ticket 4821: locked out of Okta',
    },
  ],
}
const ownOverview: PlatformCompanyOverview = {
  ...acmeOverview,
  id: 'cmp_platform',
  name: 'Awareness Platform',
  seats: null,
  plan: 'Free',
  sso: { provider: null, enforced: false },
  own: true,
  audit: [],
}

export const platformCompaniesScenarios: Scenarios<typeof platformCompaniesMachine> = {
  events: {
    'companies.search': [{ type: 'companies.search', text: 'acme' }],
    'companies.page': [{ type: 'companies.page', pageNumber: 1 }],
    'companies.retry': [{ type: 'companies.retry' }],
    'company.select': [
      { type: 'company.select', companyId: 'cmp_acme' },
      { type: 'company.select', companyId: 'cmp_fabrikam' },
    ],
    'company.close': [{ type: 'company.close' }],
    'company.retry': [{ type: 'company.retry' }],
    'company.open': [{ type: 'company.open' }],
    // A blank reason is the one the dialog opens with: submitting it at once is the refusal's path.
    'reason.change': [{ type: 'reason.change', text: 'Ticket 4821: SSO locked out' }],
    'reason.cancel': [{ type: 'reason.cancel' }],
    'reason.submit': [{ type: 'reason.submit' }],
  },
  inputs: [
    { search: '', companyId: null },
    { search: 'fabrikam', companyId: 'cmp_acme' },
  ],
  outcomes: {
    searchCompanies: {
      done: [pageOf([acmeRow, fabrikamRow], 45), pageOf([], 0)],
      error: [offline],
    },
    loadCompany: {
      done: [acmeOverview, ownOverview],
      error: [failure(404, 'not_found', 'Company not found')],
    },
    openCompany: {
      done: [undefined],
      error: [
        failure(
          428,
          'audit_reason_required',
          'Platform staff must give a reason for a change in a customer’s company.',
        ),
      ],
    },
  },
  // What the guards read: the page and whether there is another, the company and whether it is the platform's
  // own, and the reason. Rows, texts and failures are the states' business (ready, failed) and the view's.
  abstractContext: (context, snapshot) => {
    const dialog = snapshot.matches({ company: 'asking' }) || snapshot.matches({ company: 'opening' })
    return {
      pageNumber: context.pageNumber,
      more: snapshot.matches({ list: 'ready' })
        ? context.page!.pageInfo.totalCount > context.page!.pageInfo.pageSize
        : null,
      company: context.companyId !== null,
      own: context.overview?.own ?? null,
      reason: dialog ? context.reason.trim() !== '' : null,
      reasonError: dialog ? context.reasonError !== null : null,
    }
  },
  enabledEventsOnly: 'The reason dialog takes only its own input; the page behind it takes none.',
  maxStates: 5000,
}

export const platformCompaniesFlow = defineFlow({
  id: 'platformCompanies',
  file: 'support/platform-companies',
  title: 'Platform staff: companies',
  description:
    "/platform/companies (platform staff's start): search companies by name, domain or a person's address 300 ms after typing pauses, page by page; a company's plan, seats, users, single sign-on, provider access and recent audit log; its console opened only with a reason, which its audit log keeps.",
  routes: ['/platform/companies'],
  machine: platformCompaniesMachine,
  scenarios: platformCompaniesScenarios,
})

import { array, boolean, number, object, optional, size, string, type Infer } from 'superstruct'
import type { ApiFailure } from '../api-failure'

// Share To My Customers (002 §2.9 "Share route", §3 "Phishing simulation and sharing", §5 "Sharing", §7 calls,
// §9 page size and debounce): a partner's campaign cloned into its customers' companies, listed, and removed
// ("Archive") again.

export const SHARE_PAGE_SIZE = 25
export const SHARE_SEARCH_DEBOUNCE_MS = 300

export const SHARE_TEXTS = {
  titleSuffix: 'Share To My Customers',
  added: (count: number) =>
    count === 1 ? 'Customer was successfully added!' : 'Customers were successfully added!',
  removed: (count: number) =>
    count === 1
      ? `${count} customer was removed from the campaign!`
      : `${count} customers were removed from the campaign!`,
  failed: 'Something went wrong!',
  allAdded: 'All customers added!',
  empty: 'This campaign is not shared with any customer yet.',
  addPrompt: 'Add customers',
  startDate: 'Start Date',
  pastDate: 'The start date cannot be in the past.',
  archiveTitle: 'Remove customers from the campaign?',
  archiveText: (count: number) =>
    `${count === 1 ? 'This customer stops' : `These ${count} customers stop`} receiving this campaign; mail already sent stays in their reports.`,
  notPartner: 'Only a partner can share a campaign with its customers.',
  notShareable: 'Not available to share.',
} as const

export const UNAVAILABLE_LABELS = {
  both: '(Not available to share: not boosted and no registered users)',
  notBoosted: '(Not available to share: not boosted)',
  noUsers: '(Not available to share: no registered users)',
} as const

export const ShareCustomerRow = object({
  companyId: string(),
  companyName: string(),
  campaignId: string(),
  sentPercent: number(),
  createdDate: string(),
  startDate: string(),
})
export type ShareCustomerRow = Infer<typeof ShareCustomerRow>

const PageInfo = object({ totalCount: number(), pageNumber: number(), pageSize: number() })

export const SharedCustomersPage = object({
  companies: array(ShareCustomerRow),
  pageInfo: PageInfo,
  parentCampaignName: string(),
})
export type SharedCustomersPage = Infer<typeof SharedCustomersPage>

export const ShareCandidate = object({
  companyId: string(),
  companyName: string(),
  isBoosted: boolean(),
  isWithRegisteredUsers: boolean(),
})
export type ShareCandidate = Infer<typeof ShareCandidate>

export const ShareCandidatesPage = object({
  companies: array(ShareCandidate),
  totalAvailableCount: number(),
  pageInfo: PageInfo,
})
export type ShareCandidatesPage = Infer<typeof ShareCandidatesPage>

/** Why a customer cannot be chosen, as the spec labels it; null when it can. */
export function unavailableLabel(candidate: Pick<ShareCandidate, 'isBoosted' | 'isWithRegisteredUsers'>) {
  if (!candidate.isBoosted && !candidate.isWithRegisteredUsers) return UNAVAILABLE_LABELS.both
  if (!candidate.isBoosted) return UNAVAILABLE_LABELS.notBoosted
  if (!candidate.isWithRegisteredUsers) return UNAVAILABLE_LABELS.noUsers
  return null
}

export const isShareable = (candidate: Pick<ShareCandidate, 'isBoosted' | 'isWithRegisteredUsers'>) =>
  unavailableLabel(candidate) === null

/** 002 §8: a failed clone or complete shows the server's message (a refusal's reasons) or "Something went wrong!". */
export function shareFailureMessage(error: unknown): string {
  const failure = error as Partial<ApiFailure> | undefined
  const reasons = failure?.fields?.map((field) => field.message).filter(Boolean) ?? []
  return reasons.length > 0 ? reasons.join(' ') : (failure?.message ?? SHARE_TEXTS.failed)
}

export const ClonePayload = object({
  campaignId: size(string(), 1, 200),
  companyIds: size(array(size(string(), 1, 200)), 0, 1000),
  name: size(string(), 0, 500),
  startDate: size(string(), 10, 10),
  timezone: size(string(), 1, 64),
  companyId: size(string(), 1, 200),
  isAllSelected: boolean(),
})
export type ClonePayload = Infer<typeof ClonePayload>

export const CompletePayload = object({
  campaignIds: size(array(size(string(), 1, 200)), 0, 1000),
  companyId: optional(size(string(), 1, 200)),
  isAllSelected: boolean(),
  parentCampaignId: size(string(), 1, 200),
})
export type CompletePayload = Infer<typeof CompletePayload>

export const CloneResult = object({ added: number() })
export const CompleteResult = object({ removed: number() })

export interface ShareQuery {
  pageNumber: number
  pageSize: number
  searchText: string
}

export const firstShareQuery = (): ShareQuery => ({
  pageNumber: 0,
  pageSize: SHARE_PAGE_SIZE,
  searchText: '',
})

/** The picker's "Mar 05, 2025". */
export function shareDateLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${names[month - 1]} ${String(day).padStart(2, '0')}, ${year}`
}

import type { $Fetch } from 'ofetch'
import { PATHS } from '../../domain/api-paths'
import type { PartnerRequestBody, PartnerRequestView } from '../../domain/become-partner'

// Become a partner (ours: the spec names the page, not its call).

const path = PATHS.partnerRequest

export const loadPartnerRequest = (api: $Fetch, companyId: string) => api<PartnerRequestView>(path(companyId))

export const sendPartnerRequest = (api: $Fetch, companyId: string, body: PartnerRequestBody) =>
  api<PartnerRequestView>(path(companyId), { method: 'POST', body })

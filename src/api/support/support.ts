import type { $Fetch } from 'ofetch'
import { PATHS } from '../../domain/api-paths'
import { SUPPORT_SOURCE, type SupportValues } from '../../domain/support'

/** 000 §7: the signed-in call for a company's user, the open one from the sign-in pages. */
export async function sendSupportTicket(api: $Fetch, companyId: string | null, values: SupportValues) {
  await api(companyId ? PATHS.supportTicket(companyId) : PATHS.openSupportTicket, {
    method: 'POST',
    body: {
      email: values.email,
      description: values.message,
      category: values.category,
      source: SUPPORT_SOURCE,
    },
  })
}

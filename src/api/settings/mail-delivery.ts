import type { $Fetch } from 'ofetch'
import { create, object, string } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { MailDelivery, type SmtpDraft } from '../../domain/mail-delivery'
import { SenderRecords } from '../../domain/sender-records'

// Mail delivery under /white-label/api/v1/company/{companyId}: the SMTP server (save, test, remove) and the
// graph_api calls of 001 §7 (auth_url, auth_reset); each change answers the company's delivery settings.

const delivery = (answer: unknown) => create(answer, MailDelivery)

export const loadMailDelivery = async (api: $Fetch, companyId: string) =>
  delivery(await api(PATHS.mailDelivery(companyId)))

export const saveSmtp = async (
  api: $Fetch,
  companyId: string,
  draft: SmtpDraft & { keepPassword: boolean },
) =>
  delivery(
    await api(PATHS.smtp(companyId), {
      method: 'PUT',
      body: {
        host: draft.host.trim(),
        port: Number(draft.port),
        security: draft.security,
        user: draft.user.trim(),
        password: draft.password || null,
        fromAddress: draft.fromAddress.trim(),
        dkimSelector: draft.dkimSelector.trim(),
      },
    }),
  )

export const testSmtp = async (api: $Fetch, companyId: string, to: string) =>
  create(
    await api(PATHS.smtpTest(companyId), { method: 'POST', body: to ? { to } : {} }),
    object({ message: string() }),
  ).message

export const removeSmtp = async (api: $Fetch, companyId: string) =>
  delivery(await api(PATHS.smtp(companyId), { method: 'DELETE' }))

export const graphAuthUrl = async (api: $Fetch, companyId: string, redirectDomain: string) =>
  create(await api(PATHS.graphAuthUrl(companyId), { query: { redirectDomain } }), object({ url: string() }))
    .url

export const resetGraph = async (api: $Fetch, companyId: string) =>
  delivery(await api(PATHS.graphAuthReset(companyId), { method: 'DELETE' }))

/** The sending domain's SPF, DKIM and DMARC records as the gateway found them; `domain` names another domain. */
export const checkSenderRecords = async (api: $Fetch, companyId: string, domain: string) =>
  create(await api(PATHS.senderRecords(companyId), { query: domain ? { domain } : {} }), SenderRecords)

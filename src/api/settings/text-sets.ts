import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { TextSetAnswer, type TextSetKind } from '../../domain/text-sets'

// The invite texts (000 §7: customers/api/v1/company/{id}/invite/emails/admin|learner and their resets) and the
// notification texts per language (/api/v1/company/{id}/notification_texts/{lang}); each answers the set.

const pathOf = (companyId: string, kind: TextSetKind, lang: string, reset = false) =>
  kind === 'notification'
    ? (reset ? PATHS.notificationTextsReset : PATHS.notificationTexts)(companyId, lang)
    : (reset ? PATHS.inviteTextsReset : PATHS.inviteTexts)(
        companyId,
        kind === 'inviteAdmin' ? 'admin' : 'learner',
      )
const answer = (value: unknown) => create(value, TextSetAnswer)

export const loadTextSet = async (api: $Fetch, companyId: string, kind: TextSetKind, lang: string) =>
  answer(await api(pathOf(companyId, kind, lang)))

export const saveTextSet = async (
  api: $Fetch,
  companyId: string,
  kind: TextSetKind,
  lang: string,
  values: Record<string, string>,
) => answer(await api(pathOf(companyId, kind, lang), { method: 'PUT', body: values }))

export const resetTextSet = async (api: $Fetch, companyId: string, kind: TextSetKind, lang: string) =>
  answer(await api(pathOf(companyId, kind, lang, true), { method: 'POST' }))

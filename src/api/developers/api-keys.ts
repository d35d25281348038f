import type { $Fetch } from 'ofetch'
import { array, create, object, string } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { ApiKeyView, type ApiKeyCreate } from '../../domain/api-keys'

// Settings → Integration → API keys (issue 32).

export async function listApiKeys(api: $Fetch, companyId: string) {
  return create(await api(PATHS.apiKeys(companyId)), object({ data: array(ApiKeyView) })).data
}

export async function createApiKey(api: $Fetch, companyId: string, form: ApiKeyCreate) {
  return create(
    await api(PATHS.apiKeys(companyId), { method: 'POST', body: form }),
    object({ key: string(), data: ApiKeyView }),
  )
}

export async function revokeApiKey(api: $Fetch, companyId: string, id: string) {
  await api(PATHS.apiKey(companyId, id), { method: 'DELETE' })
}

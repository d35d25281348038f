import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { BASE } from '../domain/api-paths'
import {
  fieldsOf,
  ScimTokenResponse,
  SsoSettings,
  type SsoDraft,
  type SsoProvider,
} from '../domain/sso-settings'

// The single sign-on calls of 001 §7: one path per provider form, enforcement as a boolean, the SCIM token.

const SAVE_PATH: Record<SsoProvider, string> = {
  okta: 'okta',
  azure: 'tenant_id',
  oneLogin: 'onelogin',
  gsuite: 'gsuite',
  customSaml: 'custom_saml',
}

export async function loadSsoSettings(api: $Fetch, companyId: string) {
  return create(await api(`${BASE.api}/sso/company/${companyId}`), SsoSettings)
}

/** The provider's own fields only (what another provider's form left behind is not sent). */
export async function saveSsoSettings(
  api: $Fetch,
  companyId: string,
  provider: SsoProvider,
  draft: SsoDraft,
) {
  const body: Record<string, unknown> = { companyId }
  for (const field of fieldsOf(provider, draft))
    if (field === 'protocol') body.isSaml = draft.protocol === 'SAML'
    else if (draft[field]?.trim()) body[field] = draft[field]!.trim()
  if (provider === 'azure') body.ssoType = 'azure'
  return create(
    await api(`${BASE.api}/sso/${companyId}/${SAVE_PATH[provider]}`, { method: 'POST', body }),
    SsoSettings,
  )
}

export async function removeSsoSettings(api: $Fetch, companyId: string) {
  return create(await api(`${BASE.api}/sso/company/${companyId}`, { method: 'DELETE' }), SsoSettings)
}

export async function setSsoEnforcement(api: $Fetch, companyId: string, enforce: boolean) {
  return create(
    await api(`${BASE.api}/sso/company/${companyId}/enforcement`, {
      method: 'PUT',
      body: { ssoEnforcementStatus: enforce, companyId },
    }),
    SsoSettings,
  )
}

export async function generateScimToken(api: $Fetch, companyId: string) {
  return create(
    await api(`${BASE.api}/scim/v2/bearer_token/company/${companyId}`, { method: 'POST' }),
    ScimTokenResponse,
  ).token
}

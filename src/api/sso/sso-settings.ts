import type { $Fetch } from 'ofetch'
import { create, object, string } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import {
  fieldsOf,
  ScimTokenResponse,
  SsoSettings,
  type SsoDraft,
  type SsoProvider,
} from '../../domain/sso-settings'

const TestLink = object({ link: string() })

// The single sign-on calls of 001 §7: one path per provider form, enforcement as a boolean, the SCIM token.

const SAVE_PATH = {
  okta: 'okta',
  azure: 'tenant_id',
  oneLogin: 'onelogin',
  gsuite: 'gsuite',
  customSaml: 'custom_saml',
} as const satisfies Record<SsoProvider, string>

export async function loadSsoSettings(api: $Fetch, companyId: string) {
  return create(await api(PATHS.ssoSettings(companyId)), SsoSettings)
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
    await api(PATHS.ssoSave(companyId, SAVE_PATH[provider]), { method: 'POST', body }),
    SsoSettings,
  )
}

export async function removeSsoSettings(api: $Fetch, companyId: string) {
  return create(await api(PATHS.ssoSettings(companyId), { method: 'DELETE' }), SsoSettings)
}

export async function setSsoEnforcement(api: $Fetch, companyId: string, enforce: boolean) {
  return create(
    await api(PATHS.ssoEnforcement(companyId), {
      method: 'PUT',
      body: { ssoEnforcementStatus: enforce, companyId },
    }),
    SsoSettings,
  )
}

export async function generateScimToken(api: $Fetch, companyId: string) {
  return create(await api(PATHS.scimToken(companyId), { method: 'POST' }), ScimTokenResponse).token
}

/** Test sign-in (issue 29): a link that starts a round trip with the saved provider. */
export async function startSsoTest(api: $Fetch, companyId: string) {
  return create(await api(PATHS.ssoTest(companyId), { method: 'POST', body: {} }), TestLink).link
}

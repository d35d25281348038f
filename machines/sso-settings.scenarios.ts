import type { SsoSettings } from '../src/domain/sso-settings'
import { defineFlow } from './flow'
import { failure, offline } from './samples/failures'
import type { Scenarios } from './scenarios'
import { ssoSettingsMachine } from './sso-settings.machine'

const base: SsoSettings = {
  provider: null,
  fields: {},
  clientSecretSaved: false,
  ssoEnforcement: false,
  ssoLink: null,
  ssoSettingsId: 'sso_cmp_acme',
  acsUrl: 'https://console.example/api/v1/sso/cmp_acme/saml/acs',
  entityId: 'https://console.example/sso/cmp_acme',
  scimTokenCreatedAt: null,
  scimUrl: 'https://console.example/scim/v2',
}
export const SSO_SAMPLES = {
  none: base,
  azure: {
    ...base,
    provider: 'azure',
    fields: { tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47' },
    ssoLink: 'https://console.example/login/sso',
    scimTokenCreatedAt: '2026-11-20T09:00:00.000Z',
  },
  enforced: {
    ...base,
    provider: 'okta',
    fields: { protocol: 'OIDC', domain: 'acme.okta.com', clientID: '0oa1b2c3' },
    clientSecretSaved: true,
    ssoEnforcement: true,
    ssoLink: 'https://console.example/login/sso',
  },
} satisfies Record<string, SsoSettings>

export const ssoSettingsScenarios: Scenarios<typeof ssoSettingsMachine> = {
  events: {
    'provider.choose': [
      { type: 'provider.choose', provider: 'azure' },
      { type: 'provider.choose', provider: 'okta' },
    ],
    'field.change': [
      { type: 'field.change', field: 'tenantId', value: '72f988bf-86f1-41af-91ab-2d7cd011db47' },
      { type: 'field.change', field: 'tenantId', value: 'acme' },
      { type: 'field.change', field: 'protocol', value: 'SAML' },
    ],
    'form.save': [{ type: 'form.save' }],
    'form.cancel': [{ type: 'form.cancel' }],
    'remove.request': [{ type: 'remove.request' }],
    'remove.confirm': [{ type: 'remove.confirm' }],
    'remove.cancel': [{ type: 'remove.cancel' }],
    'enforcement.toggle': [{ type: 'enforcement.toggle' }],
    'token.generate': [{ type: 'token.generate' }],
    'token.dismiss': [{ type: 'token.dismiss' }],
    retry: [{ type: 'retry' }],
  },
  outcomes: {
    loadSettings: { done: [SSO_SAMPLES.none, SSO_SAMPLES.enforced], error: [offline] },
    saveSettings: {
      done: [SSO_SAMPLES.azure],
      error: [failure(422, 'invalid_request', 'Tenant ID: Field is required')],
    },
    removeSettings: { done: [SSO_SAMPLES.none], error: [offline] },
    setEnforcement: {
      done: [SSO_SAMPLES.azure],
      error: [failure(422, 'invalid_request', 'Run Test sign-in with the provider before enforcing SSO.')],
    },
    generateToken: {
      done: [{ token: 'scim_sample-token', settings: SSO_SAMPLES.azure }],
      error: [offline],
    },
  },
  enabledEventsOnly:
    'Remove and the enforcement switch exist only with a provider; Save is pressable with problems (it shows them).',
  abstractContext: (context) => ({
    provider: context.settings?.provider ?? null,
    enforced: context.settings?.ssoEnforcement ?? false,
    chosen: context.provider,
    draft: Object.keys(context.draft).sort().join(','),
    tenant: context.draft.tenantId?.length ?? 0,
    protocol: context.draft.protocol ?? null,
    tried: context.tried,
    failure: context.failure !== null,
    token: context.token !== null,
  }),
  maxStates: 5000,
}

export const ssoSettingsFlow = defineFlow({
  id: 'ssoSettings',
  file: 'sso-settings',
  title: 'Single sign-on settings',
  description:
    'Settings → Single sign-on: choose a provider (Okta, Entra ID, OneLogin, Google Workspace, custom SAML) and fill its fields; Save checks them ("SSO integration successfully added."); Remove asks first ("SSO integration settings removed."); enforcement is sent as the inverse of the current value and refused before a test sign-in; Generate token shows the SCIM token once ("Token Successfully generated!").',
  routes: ['/settings/single-sign-on'],
  machine: ssoSettingsMachine,
  scenarios: ssoSettingsScenarios,
})

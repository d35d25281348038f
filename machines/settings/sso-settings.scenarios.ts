import type { SsoSettings } from '../../src/domain/sso-settings'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
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
  metadataUrl: 'https://console.example/sso/cmp_acme',
  scimTokenCreatedAt: null,
  scimUrl: 'https://console.example/scim/v2',
  oidcRedirectUrl: 'https://console.example/api/v1/sso/oidc/callback',
  enforceBlock: 'Add an SSO integration before enforcing it.',
  test: null,
}
export const SSO_SAMPLES = {
  none: base,
  azure: {
    ...base,
    provider: 'azure',
    fields: { tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47' },
    ssoLink: 'https://console.example/login/sso',
    scimTokenCreatedAt: '2026-11-20T09:00:00.000Z',
    enforceBlock: 'Run Test sign-in with the provider before enforcing SSO.',
  },
  tested: {
    ...base,
    provider: 'okta',
    fields: { protocol: 'OIDC', domain: 'acme.okta.com', clientID: '0oa1b2c3' },
    clientSecretSaved: true,
    ssoLink: 'https://console.example/login/sso',
    enforceBlock: null,
    test: {
      ok: true,
      email: 'admin@acme.example',
      claims: { sub: '00u1', email: 'admin@acme.example' },
      error: null,
      at: '2026-11-27T09:00:00.000Z',
      current: true,
      byMe: true,
    },
  },
  enforced: {
    ...base,
    provider: 'okta',
    fields: { protocol: 'OIDC', domain: 'acme.okta.com', clientID: '0oa1b2c3' },
    clientSecretSaved: true,
    ssoEnforcement: true,
    ssoLink: 'https://console.example/login/sso',
    enforceBlock: null,
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
    'test.start': [{ type: 'test.start' }],
    'test.finished': [{ type: 'test.finished' }],
    'test.stop': [{ type: 'test.stop' }],
    'test.blocked': [{ type: 'test.blocked' }],
  },
  outcomes: {
    loadSettings: {
      done: [SSO_SAMPLES.none, SSO_SAMPLES.enforced, SSO_SAMPLES.tested],
      error: [offline],
    },
    readTest: { done: [SSO_SAMPLES.tested], error: [offline] },
    // The reads while a test runs: a newer test, or still the one there was (the result is not in yet).
    checkTest: { done: [SSO_SAMPLES.tested, SSO_SAMPLES.none], error: [offline] },
    startTest: {
      done: ['https://acme.okta.com/oauth2/v1/authorize?client_id=console&state=test'],
      error: [
        failure(
          422,
          'sso_provider_unreachable',
          'The identity provider at https://acme.okta.com could not be reached: fetch failed',
        ),
      ],
    },
    saveSettings: {
      done: [SSO_SAMPLES.azure],
      error: [failure(422, 'invalid_request', 'Tenant ID: Field is required')],
    },
    removeSettings: { done: [SSO_SAMPLES.none], error: [offline] },
    setEnforcement: {
      done: [SSO_SAMPLES.azure, SSO_SAMPLES.enforced],
      error: [failure(422, 'invalid_request', 'Run Test sign-in with the provider before enforcing SSO.')],
    },
    generateToken: {
      done: [{ token: 'scim_sample-token', settings: SSO_SAMPLES.azure }],
      error: [offline],
    },
  },
  enabledEventsOnly:
    'Remove and the enforcement switch exist only with a provider; Save is pressable with problems (it shows them).',
  // What a running test knows (since when, failed reads) only counts while it runs.
  abstractContext: (context, snapshot) => ({
    provider: context.settings?.provider ?? null,
    enforced: context.settings?.ssoEnforcement ?? false,
    blocked: context.settings?.enforceBlock !== null,
    tested: context.settings?.test?.ok ?? null,
    chosen: context.provider,
    draft: Object.keys(context.draft).sort().join(','),
    tenant: context.draft.tenantId?.length ?? 0,
    protocol: context.draft.protocol ?? null,
    tried: context.tried,
    failure: context.failure !== null,
    token: context.token !== null,
    ...(snapshot.matches({ ready: 'testing' })
      ? { since: context.testSince !== null, testReads: context.testReadFailures }
      : {}),
  }),
  maxStates: 5000,
}

export const ssoSettingsFlow = defineFlow({
  id: 'ssoSettings',
  file: 'settings/sso-settings',
  title: 'Single sign-on settings',
  description:
    'Settings → Single sign-on: choose a provider (Okta, Entra ID, OneLogin, Google Workspace, custom SAML) and fill its fields; Save checks them ("SSO integration successfully added."); Remove asks first ("SSO integration settings removed."); Test sign-in opens the provider in a window and shows the claims it returned; enforcement is sent as the inverse of the current value and can be switched on only after a good test of the saved settings by this admin; Generate token shows the SCIM token once ("Token Successfully generated!").',
  routes: ['/settings/single-sign-on'],
  machine: ssoSettingsMachine,
  scenarios: ssoSettingsScenarios,
})

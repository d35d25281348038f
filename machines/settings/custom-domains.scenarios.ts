import type { CustomDomain } from '../../src/domain/custom-domains'
import { customDomainsMachine } from './custom-domains.machine'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const pending: CustomDomain = {
  type: 'customDomainAdmin',
  domain: 'training.acme.example',
  verified: false,
  verifiedAt: null,
  txtName: '_awareness-challenge.training.acme.example',
  txtValue: 'awareness-verification=Zx81kPq0',
  lastProblem: null,
}
export const CUSTOM_DOMAIN_SAMPLES = {
  none: [] as CustomDomain[],
  pending: [pending],
  verified: [{ ...pending, verified: true, verifiedAt: '2026-11-27T09:00:00.000Z' }],
} satisfies Record<string, CustomDomain[]>

const NOT_FOUND =
  'No TXT record _awareness-challenge.training.acme.example with the value awareness-verification=Zx81kPq0 was found yet. DNS changes can take up to 48 hours.'

export const customDomainsScenarios: Scenarios<typeof customDomainsMachine> = {
  events: {
    'domain.edit': [{ type: 'domain.edit', kind: 'customDomainAdmin' }],
    'domain.change': [
      { type: 'domain.change', value: 'training.acme.example' },
      { type: 'domain.change', value: 'Training.acme.example.' },
    ],
    'domain.save': [{ type: 'domain.save' }],
    'domain.cancel': [{ type: 'domain.cancel' }],
    'domain.verify': [{ type: 'domain.verify', kind: 'customDomainAdmin' }],
    'domain.verifyAll': [{ type: 'domain.verifyAll' }],
    'domain.reset': [{ type: 'domain.reset', kind: 'customDomainAdmin' }],
    'remove.request': [{ type: 'remove.request', kind: 'customDomainAdmin' }],
    'remove.confirm': [{ type: 'remove.confirm' }],
    'remove.cancel': [{ type: 'remove.cancel' }],
    retry: [{ type: 'retry' }],
  },
  outcomes: {
    loadDomains: {
      done: [CUSTOM_DOMAIN_SAMPLES.none, CUSTOM_DOMAIN_SAMPLES.pending],
      error: [offline],
    },
    saveDomain: {
      done: [CUSTOM_DOMAIN_SAMPLES.pending],
      error: [
        failure(
          409,
          'custom_domain/upsert_one/conflict',
          'This custom domain is already in use by another company.',
        ),
      ],
    },
    verifyDomain: {
      done: [CUSTOM_DOMAIN_SAMPLES.verified],
      error: [failure(422, 'custom_domain_not_verified', NOT_FOUND)],
    },
    verifyAll: { done: [CUSTOM_DOMAIN_SAMPLES.verified], error: [offline] },
    resetDomain: { done: [CUSTOM_DOMAIN_SAMPLES.pending], error: [offline] },
    removeDomain: { done: [CUSTOM_DOMAIN_SAMPLES.none], error: [offline] },
  },
  enabledEventsOnly:
    'Verify, Reset and Delete exist only for a domain that is set (Verify only while it is pending); Save is pressable with a problem (it shows it).',
  abstractContext: (context) => ({
    domains: context.domains?.map((d) => `${d.type}:${d.verified}`).join(',') ?? null,
    kind: context.kind,
    draft: context.draft,
    tried: context.tried,
    failure: context.failure !== null,
  }),
  maxStates: 3000,
}

export const customDomainsFlow = defineFlow({
  id: 'customDomains',
  file: 'settings/custom-domains',
  title: 'Custom domains',
  description:
    'Settings → White label → Custom domains: add a host per kind (admin console, learner portal, web pages), checked as typed (no trailing dot, lowercase, no path); "This custom domain is already in use by another company."; Verify finds the DNS TXT record or says which record and value are missing; Verify all; Reset gives a new value; Delete asks first.',
  routes: ['/settings/white-label'],
  machine: customDomainsMachine,
  scenarios: customDomainsScenarios,
})

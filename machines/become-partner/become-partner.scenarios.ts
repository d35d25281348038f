import { defineFlow } from '../flow'
import { becomePartnerMachine } from './become-partner.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const pending = { kind: 'MSP' as const, createdAt: '2026-11-20T09:00:00.000Z', status: 'pending' }

export const becomePartnerScenarios: Scenarios<typeof becomePartnerMachine> = {
  events: {
    'request.change': [
      { type: 'request.change', patch: { kind: 'RESELLER', expectedCustomers: 40 } },
      { type: 'request.change', patch: { website: 'not a site' } },
      { type: 'request.change', patch: { website: 'https://northwind.example' } },
    ],
    'request.send': [{ type: 'request.send' }],
    'request.retry': [{ type: 'request.retry' }],
  },
  outcomes: {
    loadRequest: {
      done: [
        { partner: false, request: null },
        { partner: false, request: pending },
        { partner: true, request: null },
      ],
      error: [offline],
    },
    sendRequest: {
      done: [{ partner: false, request: pending }],
      error: [failure(409, 'already_requested', 'Your company has already asked to become a partner.')],
    },
  },
  enabledEventsOnly: 'The form is on screen only while editing; nothing else takes input.',
  abstractContext: (context) => ({
    loaded: context.view !== null,
    draft: JSON.stringify(context.draft),
    attempted: context.attempted,
    failure: context.failure !== null,
  }),
  maxStates: 20000,
}

export const becomePartnerFlow = defineFlow({
  id: 'becomePartner',
  file: 'become-partner/become-partner',
  title: 'Become a partner',
  description:
    'The affiliate pitch (partner portal access, 100% white label, affiliate link, 10% of every purchase) beside a request to the partner team: partner kind, expected customers, website, message; Send checks them (messages once tried) and ends with "Your request was sent. Our partner team will contact you within two business days."; a company whose request is open sees when it asked, a partner that it is one; a refusal keeps what was typed.',
  routes: ['/become-partner'],
  machine: becomePartnerMachine,
  scenarios: becomePartnerScenarios,
})

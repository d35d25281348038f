import type { SenderRecords } from '../../src/domain/sender-records'
import { SENDER_RECORD_TEXTS as T } from '../../src/domain/sender-records'
import { defineFlow } from '../flow'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { senderRecordsMachine } from './sender-records.machine'

export const SENDER_RECORD_SAMPLES = {
  smtp: {
    sender: 'smtp',
    domain: 'acme.example',
    checkedAt: '2026-12-02T09:30:00.000Z',
    records: [
      {
        kind: 'spf',
        type: 'TXT',
        name: 'acme.example',
        publish: null,
        found: ['v=spf1 include:mail.acme.example ~all'],
        status: 'ok',
        problem: null,
      },
      {
        kind: 'dkim',
        type: 'TXT',
        name: 's1._domainkey.acme.example',
        publish: null,
        found: [],
        status: 'missing',
        problem: T.dkimMissingOwn,
      },
      {
        kind: 'dmarc',
        type: 'TXT',
        name: '_dmarc.acme.example',
        publish: 'v=DMARC1; p=none; rua=mailto:dmarc-reports@acme.example',
        found: ['v=DMARC1; p=none'],
        status: 'ok',
        problem: T.dmarcMonitoring,
      },
    ],
  },
  noDomain: { sender: 'graph', domain: null, checkedAt: '2026-12-02T09:30:00.000Z', records: [] },
} satisfies Record<string, SenderRecords>

export const senderRecordsScenarios: Scenarios<typeof senderRecordsMachine> = {
  events: {
    'records.check': [{ type: 'records.check' }],
    'domain.change': [
      { type: 'domain.change', value: 'acme.example' },
      { type: 'domain.change', value: 'not a domain' },
      { type: 'domain.change', value: '' },
    ],
    'sender.changed': [{ type: 'sender.changed' }],
  },
  outcomes: {
    checkRecords: { done: [SENDER_RECORD_SAMPLES.smtp, SENDER_RECORD_SAMPLES.noDomain], error: [offline] },
  },
  enabledEventsOnly:
    'Check again is offered once a look-up has ended; a typed domain that is not one keeps it off.',
  abstractContext: (context) => ({
    domain: context.domain,
    found: context.records?.domain ?? null,
    failed: context.failure !== null,
  }),
  maxStates: 2000,
}

export const senderRecordsFlow = defineFlow({
  id: 'senderRecords',
  file: 'settings/sender-records',
  title: 'Sender domain records',
  description:
    'Under mail delivery: the SPF, DKIM and DMARC records of the domain the company’s mail is sent as, looked up by the gateway and each said to be published, missing or in need of a change, with the value to publish where the console knows it. Looked up again when the admin asks, for another domain the admin names, and whenever who sends changes (an SMTP server saved or removed, Microsoft Graph disconnected).',
  routes: ['/settings/white-label'],
  machine: senderRecordsMachine,
  scenarios: senderRecordsScenarios,
})

import { assign, fromPromise, setup } from 'xstate'
import { domainProblem, type SenderRecords } from '../../src/domain/sender-records'
import { failureMessage } from '../event-params'

// The sending domain's DNS records (SPF, DKIM, DMARC) under the mail-delivery panel, looked up by the gateway.
// The panel owns who sends; it tells this child when that changed (an SMTP server saved or removed, Graph
// disconnected) and the child looks again. The admin may also check again after publishing, or name another
// domain (a Graph tenant has no domain of its own to offer).

export interface SenderRecordsContext {
  records: SenderRecords | null
  /** The domain the admin typed; empty means the sending domain. */
  domain: string
  failure: string | null
}

export type SenderRecordsEvent =
  { type: 'records.check' } | { type: 'domain.change'; value: string } | { type: 'sender.changed' }

export const senderRecordsMachine = setup({
  types: {
    context: {} as SenderRecordsContext,
    events: {} as SenderRecordsEvent,
  },
  actors: {
    checkRecords: fromPromise<SenderRecords, string>(async () => {
      throw new Error('checkRecords not provided')
    }),
  },
  guards: {
    domainValid: ({ context }) => domainProblem(context.domain) === null,
  },
  actions: {
    setRecords: assign({ records: (_, records: SenderRecords) => records, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setDomain: assign({ domain: (_, value: string) => value }),
    clearDomain: assign({ domain: '' }),
  },
}).createMachine({
  id: 'senderRecords',
  context: { records: null, domain: '', failure: null },
  initial: 'checking',
  on: {
    'domain.change': { actions: { type: 'setDomain', params: ({ event }) => event.value } },
    'sender.changed': { target: '.checking', reenter: true, actions: 'clearDomain' },
  },
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkRecords',
        src: 'checkRecords',
        input: ({ context }) => context.domain.trim().toLowerCase(),
        onDone: { target: 'checked', actions: { type: 'setRecords', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    checked: { on: { 'records.check': { guard: 'domainValid', target: 'checking' } } },
    failed: { on: { 'records.check': { guard: 'domainValid', target: 'checking' } } },
  },
})

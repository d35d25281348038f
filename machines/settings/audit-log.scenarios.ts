import { AUDIT_TEXTS } from '../../src/domain/audit-log'
import { auditLogMachine } from './audit-log.machine'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import { auditPage, emptyAuditPage, firstAuditQuery, staffAuditQuery } from '../samples/audit-log.samples'
import type { Scenarios } from '../scenarios'

export const auditLogScenarios: Scenarios<typeof auditLogMachine> = {
  inputs: [{ query: firstAuditQuery }],
  events: {
    'audit.query': [{ type: 'audit.query', query: staffAuditQuery }],
    'audit.retry': [{ type: 'audit.retry' }],
    'audit.download': [{ type: 'audit.download' }],
  },
  outcomes: {
    loadEntries: { done: [auditPage, emptyAuditPage], error: [offline] },
    downloadEntries: { done: [undefined], error: [failure(500, 'internal', AUDIT_TEXTS.downloadFailed)] },
  },
  enabledEventsOnly: 'Download is offered only when the log has entries.',
  abstractContext: (context) => ({
    actorKind: context.query.filters.actorKind ?? null,
    loaded: context.page !== null,
    entries: context.page?.pageInfo.totalCount ?? null,
    failure: context.failure !== null,
  }),
  maxStates: 2000,
}

export const auditLogFlow = defineFlow({
  id: 'auditLog',
  file: 'settings/audit-log',
  title: 'Audit log',
  description:
    'Settings → Audit log: what the company’s own admins, its partner and platform staff (with their reason) changed in the company, newest first, filtered by who and what, paged with the query in the URL, and downloaded as CSV. Only the company’s own admins read it.',
  routes: ['/settings/audit-log'],
  machine: auditLogMachine,
  scenarios: auditLogScenarios,
})

import { AUDIT_LIST, type AuditPage } from '../../src/domain/audit-log'
import { parseListQuery } from '../../src/domain/list-query'

export const firstAuditQuery = parseListQuery('', AUDIT_LIST)
export const staffAuditQuery = parseListQuery(
  `?filters=${encodeURIComponent(JSON.stringify({ actorKind: 'staff' }))}`,
  AUDIT_LIST,
)

export const auditPage: AuditPage = {
  items: [
    {
      id: 'aud_2',
      at: '2026-11-20T14:05:00.000Z',
      actorEmail: 'support@platform.example',
      actorCompanyName: 'Awareness Platform',
      actorKind: 'staff',
      action: 'passwordSet',
      subject: 'learner@acme.example',
      reason: 'Ticket 4711: the owner asked for a reset',
    },
    {
      id: 'aud_1',
      at: '2026-11-18T09:30:00.000Z',
      actorEmail: 'admin@acme.example',
      actorCompanyName: null,
      actorKind: 'own',
      action: 'ssoEnforcement',
      subject: null,
      reason: null,
    },
  ],
  pageInfo: { totalCount: 2, pageNumber: 0, pageSize: 25 },
}

export const emptyAuditPage: AuditPage = {
  items: [],
  pageInfo: { totalCount: 0, pageNumber: 0, pageSize: 25 },
}

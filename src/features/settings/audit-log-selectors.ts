import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { auditLogMachine } from '../../../machines/settings/audit-log.machine'
import { auditFilters } from '../../domain/audit-log'

type AuditLog = SnapshotFrom<typeof auditLogMachine>
export type AuditLogActor = ActorRefFrom<typeof auditLogMachine>

export const selectAuditQuery = (s: AuditLog) => s.context.query
export const selectAuditFilters = (s: AuditLog) => auditFilters(s.context.query.filters)
export const selectAuditPage = (s: AuditLog) => s.context.page
export const selectAuditLoading = (s: AuditLog) => s.matches('loading')
export const selectAuditFailure = (s: AuditLog) => (s.matches('failed') ? s.context.failure : null)
export const selectAuditFiltered = (s: AuditLog) => Object.keys(s.context.query.filters).length > 0
export const selectCanDownload = (s: AuditLog) => s.can({ type: 'audit.download' })
export const selectDownloading = (s: AuditLog) => s.hasTag('downloading')

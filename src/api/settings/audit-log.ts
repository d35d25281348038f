import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { AuditPage, auditParams } from '../../domain/audit-log'
import type { ListQuery } from '../../domain/list-query'

// The company's audit log (issue 59): one page under the filters, or every matching entry as CSV.

export async function listAuditEntries(api: $Fetch, companyId: string, query: ListQuery): Promise<AuditPage> {
  return create(await api(`${PATHS.auditLog(companyId)}?${auditParams(query).toString()}`), AuditPage)
}

export async function downloadAuditCsv(api: $Fetch, companyId: string, query: ListQuery): Promise<string> {
  const params = auditParams(query)
  params.delete('pageNumber')
  params.delete('pageSize')
  params.set('format', 'csv')
  return api(`${PATHS.auditLog(companyId)}?${params.toString()}`, {
    responseType: 'text',
    headers: { Accept: 'text/csv' },
  })
}

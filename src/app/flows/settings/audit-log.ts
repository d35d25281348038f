import { auditLogMachine } from '../../../../machines/settings/audit-log.machine'
import { downloadAuditCsv, listAuditEntries } from '../../../api/settings/audit-log'
import { AUDIT_LIST } from '../../../domain/audit-log'
import { serializeListQuery } from '../../../domain/list-query'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Settings → Audit log: the company's entries, the query in the address, the CSV saved as audit-log.csv. */
export function bindAuditLog(deps: FlowDeps) {
  return auditLogMachine.provide({
    actors: {
      loadEntries: gatewayCall((query) => listAuditEntries(deps.api, companyIdOf(deps), query)),
      downloadEntries: gatewayCall(async (query) =>
        deps.download('audit-log.csv', await downloadAuditCsv(deps.api, companyIdOf(deps), query)),
      ),
    },
    actions: {
      writeQuery: (_, query) =>
        deps.navigate(
          `${window.location.pathname}${serializeListQuery(window.location.search, query, AUDIT_LIST)}`,
          { replace: true },
        ),
      notifyFailure: (_, message) => deps.toast(message, 'error'),
    },
  })
}

import { useActorRef } from '@xstate/react'
import { AUDIT_LIST } from '../../domain/audit-log'
import { parseListQuery } from '../../domain/list-query'
import { AuditLogPanel } from '../../features/settings/AuditLogPage'
import AuditLogSettingsPage from '../../features/settings/AuditLogSettingsPage'
import { SessionActor } from '../../features/session/session-context'
import { selectUser } from '../../features/session/selectors'
import { useBoundFlow } from '../browser-deps'
import { bindAuditLog } from '../flows/settings/audit-log'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}

function AuditLog() {
  const logic = useBoundFlow(bindAuditLog)
  const actor = useActorRef(logic, {
    ...options,
    input: { query: parseListQuery(window.location.search, AUDIT_LIST) },
  })
  return <AuditLogPanel actor={actor} />
}

/** /settings/audit-log: the company's own admins read it; a partner inside the company does not (nor may it). */
export default function AuditLogSettingsRoute() {
  const user = SessionActor.useSelector(selectUser)
  const ownAdmin = user !== null && user !== undefined && !user.isAdminLoggedInAsCompany
  return <AuditLogSettingsPage log={ownAdmin ? <AuditLog /> : null} />
}

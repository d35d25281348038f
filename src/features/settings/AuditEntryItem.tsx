import { css } from '../../../styled-system/css'
import { AUDIT_ACTIONS, type AuditEntry } from '../../domain/audit-log'
import { shortDateTime } from '../../domain/date-time'
import { muted } from './settings-styles'

/**
 * One audit entry: what was done (and to whom), who did it and when, and a staff member's reason. The company's own
 * log and platform staff's company overview both list entries this way, each naming the doer from its side.
 */
export function AuditEntryItem({ entry, by }: { entry: AuditEntry; by: string }) {
  return (
    <li
      className={css({
        border: '1px solid',
        borderColor: 'border',
        borderRadius: 'md',
        p: '3',
        display: 'grid',
        gap: '1',
        minW: '0',
        overflowWrap: 'anywhere',
      })}
    >
      <p className={css({ fontWeight: 'semibold' })}>
        {AUDIT_ACTIONS[entry.action]}
        {entry.subject ? <span className={css({ fontWeight: 'normal' })}> · {entry.subject}</span> : null}
      </p>
      <p className={muted}>
        {by} · <time dateTime={entry.at}>{shortDateTime(entry.at)}</time>
      </p>
      {entry.reason ? <p className={css({ fontSize: 'sm' })}>Reason: {entry.reason}</p> : null}
    </li>
  )
}

import type { SnapshotFrom } from 'xstate'
import type { senderRecordsMachine } from '../../../machines/settings/sender-records.machine'
import { domainProblem, SENDER_LABELS, SENDER_RECORD_TEXTS } from '../../domain/sender-records'
import { formatDate } from '../../domain/intl-format'

type Snapshot = SnapshotFrom<typeof senderRecordsMachine>

export const selectChecking = (s: Snapshot) => s.matches('checking')
export const selectRecords = (s: Snapshot) => (s.matches('checked') ? s.context.records : null)
export const selectCheckFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectDomain = (s: Snapshot) => s.context.domain
export const selectDomainProblem = (s: Snapshot) => domainProblem(s.context.domain)
export const selectCanCheck = (s: Snapshot) => s.can({ type: 'records.check' })
/** Who sends and as which domain, in a sentence. */
export const selectSenderLine = (s: Snapshot) => {
  const records = s.matches('checked') ? s.context.records : null
  if (!records) return null
  return records.domain
    ? `${SENDER_LABELS[records.sender]}, as ${records.domain}.`
    : `${SENDER_LABELS[records.sender]}. ${SENDER_RECORD_TEXTS.noDomain}`
}
export const selectCheckedAt = (s: Snapshot) => {
  const at = s.matches('checked') ? s.context.records?.checkedAt : null
  return at
    ? SENDER_RECORD_TEXTS.checkedAt(
        formatDate(at, undefined, { hour: '2-digit', minute: '2-digit' }),
      )
    : null
}

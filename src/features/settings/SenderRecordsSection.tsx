import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { senderRecordsMachine } from '../../../machines/settings/sender-records.machine'
import {
  RECORD_LABELS,
  SENDER_RECORD_TEXTS as T,
  STATUS_LABELS,
  type RecordStatus,
  type SenderRecord,
} from '../../domain/sender-records'
import { badge } from '../../ui/badge'
import { Button } from '../../ui/Button'
import { RetryAlert } from '../../ui/ListParts'
import { TextField } from '../../ui/TextField'
import {
  selectCanCheck,
  selectCheckedAt,
  selectCheckFailure,
  selectChecking,
  selectDomain,
  selectDomainProblem,
  selectRecords,
  selectSenderLine,
} from './sender-records-selectors'
import { copyValue, muted } from './settings-styles'

const TONES: Record<RecordStatus, 'success' | 'danger' | 'warning' | 'muted'> = {
  ok: 'success',
  missing: 'danger',
  wrong: 'warning',
  unchecked: 'muted',
  unknown: 'muted',
}
const part = css({
  display: 'grid',
  gap: '3',
  borderTopWidth: '1px',
  borderColor: 'border',
  pt: '4',
  mt: '4',
})
const row = css({ display: 'grid', gap: '2', py: '3', borderBottomWidth: '1px', borderColor: 'border' })
const valueBox = css({ bg: 'surface.sunken', borderRadius: 'md', px: '3', py: '2' })

function RecordRow({ record }: { record: SenderRecord }) {
  return (
    <li aria-label={`${RECORD_LABELS[record.kind]} ${record.name}`} className={row}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <strong>{RECORD_LABELS[record.kind]}</strong>
        <span className={badge({ tone: TONES[record.status] })}>{STATUS_LABELS[record.status]}</span>
        <span className={`${copyValue} ${muted}`}>
          {record.type} {record.name}
        </span>
      </div>
      {record.problem ? <p className={css({ fontSize: 'sm' })}>{record.problem}</p> : null}
      {record.publish && record.status !== 'ok' ? (
        <div className={valueBox}>
          <span className={muted}>Publish</span>
          <p className={copyValue}>{record.publish}</p>
        </div>
      ) : null}
      {record.found.length ? (
        <div className={css({ display: 'grid', gap: '1' })}>
          <span className={muted}>Found</span>
          {record.found.map((value) => (
            <p key={value} className={copyValue}>
              {value}
            </p>
          ))}
        </div>
      ) : null}
    </li>
  )
}

/** The sending domain's SPF, DKIM and DMARC records: what to publish and what the DNS answers. */
export function SenderRecordsSection({
  records: actor,
}: {
  records: ActorRefFrom<typeof senderRecordsMachine>
}) {
  const checking = useSelector(actor, selectChecking)
  const records = useSelector(actor, selectRecords)
  const failure = useSelector(actor, selectCheckFailure)
  const domain = useSelector(actor, selectDomain)
  const problem = useSelector(actor, selectDomainProblem)
  const canCheck = useSelector(actor, selectCanCheck)
  const senderLine = useSelector(actor, selectSenderLine)
  const checkedAt = useSelector(actor, selectCheckedAt)
  return (
    <div role="group" aria-label={T.title} className={part}>
      <h3 className={css({ fontWeight: 'semibold' })}>{T.title}</h3>
      <p className={muted}>{T.intro}</p>
      {senderLine ? <p>{senderLine}</p> : null}
      <form
        aria-label={T.title}
        noValidate
        className={css({ display: 'flex', gap: '3', alignItems: 'start', flexWrap: 'wrap' })}
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'records.check' })
        }}
      >
        <div className={css({ flex: '1', minW: '220px', maxW: '360px' })}>
          <TextField
            label={T.domainLabel}
            name="domain"
            placeholder="company.com"
            autoComplete="off"
            hint={T.domainHint}
            value={domain}
            error={problem ?? undefined}
            onChange={(event) => actor.send({ type: 'domain.change', value: event.target.value })}
          />
        </div>
        <div className={css({ pt: '6' })}>
          <Button type="submit" variant="outline" disabled={!canCheck}>
            {checking ? T.checking : T.check}
          </Button>
        </div>
      </form>
      <p aria-live="polite" className={muted}>
        {checking ? T.checking : checkedAt}
      </p>
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'records.check' })} />
      {records?.records.length ? (
        <ul className={css({ listStyle: 'none', display: 'grid' })}>
          {records.records.map((record) => (
            <RecordRow key={`${record.kind} ${record.name}`} record={record} />
          ))}
        </ul>
      ) : null}
    </div>
  )
}

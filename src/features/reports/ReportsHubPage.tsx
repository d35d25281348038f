import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import { reportTitle } from '../../domain/report-catalogue'
import { FREQUENCY_LABELS, SCHEDULE_TEXTS } from '../../domain/report-schedule'
import { HUB_TEXTS } from '../../domain/report-summary'
import { badge } from '../../ui/badge'
import { Button } from '../../ui/Button'
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog'
import { listCell as cell, ListTable, RetryAlert } from '../../ui/ListParts'
import {
  selectCards,
  selectDeleting,
  selectHubFailure,
  selectHubLoading,
  selectLocked,
  selectPendingSchedule,
  selectSchedules,
  type ReportsHubActor,
} from './hub-selectors'
import { formatDate } from '../../domain/intl-format'

const card = css({
  bg: 'surface.card',
  borderRadius: 'lg',
  boxShadow: 'sm',
  p: '4',
  display: 'grid',
  gap: '2',
  alignContent: 'start',
  textDecoration: 'none',
  color: 'inherit',
  borderWidth: '1px',
  borderColor: 'transparent',
  _hover: { borderColor: 'brand' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand' },
})

const day = (iso: string | null) =>
  iso ? formatDate(iso, 'en-US', { month: 'short', day: '2-digit', year: 'numeric' }) : '—'

function Cards({ hub }: { hub: ReportsHubActor }) {
  const cards = useSelector(hub, selectCards)
  const locked = useSelector(hub, selectLocked)
  const loading = useSelector(hub, selectHubLoading)
  return (
    <ul
      aria-label="Reports"
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      })}
    >
      {cards.map((report) => (
        <li key={report.id} className={css({ display: 'grid' })}>
          <Link href={report.path} className={card}>
            <span className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
              <span className={css({ fontWeight: 'semibold' })}>{report.title}</span>
              {locked ? <span className={badge({ tone: 'warning' })}>{HUB_TEXTS.locked}</span> : null}
            </span>
            {locked || (report.loaded && !report.headline) ? null : (
              <span className={css({ fontSize: '2xl', fontWeight: 'bold' })} aria-busy={loading}>
                {report.headline ? (report.headline.figure ?? HUB_TEXTS.noData) : '…'}
              </span>
            )}
            <span className={css({ fontSize: 'sm', color: 'text.muted' })}>
              {!locked && report.headline?.figure ? report.headline.caption : report.description}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

function Schedules({ hub }: { hub: ReportsHubActor }) {
  const schedules = useSelector(hub, selectSchedules)
  const pending = useSelector(hub, selectPendingSchedule)
  const deleting = useSelector(hub, selectDeleting)
  if (schedules === null) return null
  return (
    <section aria-labelledby="schedules-title" className={css({ display: 'grid', gap: '2' })}>
      <h2 id="schedules-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {SCHEDULE_TEXTS.listTitle}
      </h2>
      {schedules.length === 0 ? (
        <p className={css({ color: 'text.muted', fontSize: 'sm' })}>{SCHEDULE_TEXTS.empty}</p>
      ) : (
        <ListTable busy={false}>
          <thead>
            <tr>
              <th className={cell}>Report</th>
              <th className={cell}>How often</th>
              <th className={cell}>Sent to</th>
              <th className={cell}>Next mail</th>
              <th className={cell}>Last sent</th>
              <th className={cell}>
                <span className={css({ srOnly: true })}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {schedules.map((item) => (
              <tr key={item.id}>
                <td className={cell}>{reportTitle(item.report)}</td>
                <td className={cell}>{FREQUENCY_LABELS[item.frequency as 'weekly'] ?? item.frequency}</td>
                <td className={cell}>{item.recipients.map((person) => person.fullName).join(', ') || '—'}</td>
                <td className={cell}>{day(item.nextRunAt)}</td>
                <td className={cell}>{day(item.lastSentAt)}</td>
                <td className={cell}>
                  <Button
                    variant="dangerOutline"
                    size="sm"
                    aria-label={`Delete the ${reportTitle(item.report).toLowerCase()} schedule`}
                    onClick={() => hub.send({ type: 'hub.delete', id: item.id })}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      )}
      {pending ? (
        <ConfirmActionDialog
          title="Delete this scheduled report?"
          warning={`The ${reportTitle(pending.report).toLowerCase()} will no longer be emailed to ${pending.recipients.map((person) => person.fullName).join(', ') || 'anyone'}.`}
          confirmLabel="Delete"
          busy={deleting}
          failure={null}
          onConfirm={() => hub.send({ type: 'hub.confirm' })}
          onCancel={() => hub.send({ type: 'hub.cancel' })}
        />
      ) : null}
    </section>
  )
}

/** /reports: every report's card with its headline, and the scheduled reports. */
export function ReportsHubPage({ hub }: { hub: ReportsHubActor }) {
  const locked = useSelector(hub, selectLocked)
  const failure = useSelector(hub, selectHubFailure)
  return (
    <section aria-labelledby="hub-title" className={css({ display: 'grid', gap: '5' })}>
      <h1 id="hub-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {HUB_TEXTS.title}
      </h1>
      {locked ? <p className={css({ color: 'text.muted' })}>{HUB_TEXTS.lockedHint}</p> : null}
      <RetryAlert message={failure} onRetry={() => hub.send({ type: 'hub.retry' })} />
      <Cards hub={hub} />
      <Schedules hub={hub} />
    </section>
  )
}

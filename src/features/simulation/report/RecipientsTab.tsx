import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import {
  RECIPIENT_EVENT_FILTER_LABELS,
  RECIPIENT_EVENT_FILTERS,
  type RecipientItem,
  type RecipientQuery,
} from '../../../domain/simulation/report'
import { localTime } from '../../../domain/simulation/rounds'
import { badge } from '../../../ui/badge'
import { listCell, LiveSearchField } from '../../../ui/ListParts'
import { Pager } from '../../../ui/Pager'
import { FilterSelect } from '../create/FilterSelect'
import { selectPage, selectQuery, type ReportFlow } from './selectors'

const OUTCOMES = [
  ['openedAt', 'Opened', 'info'],
  ['clickedAt', 'Clicked', 'orange'],
  ['phishedAt', 'Phished', 'danger'],
  ['reportedAt', 'Reported', 'success'],
] as const

function Outcome({ row }: { row: RecipientItem }) {
  const shown = OUTCOMES.filter(([key]) => row[key] !== null)
  return (
    <span className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
      {shown.map(([key, label, tone]) => (
        <span key={key} className={badge({ tone })}>
          {label}
        </span>
      ))}
      {row.scannerEvents > 0 ? <span className={badge()}>Scanner ×{row.scannerEvents}</span> : null}
      {shown.length === 0 && row.state === 'sent' ? <span className={badge()}>No reaction</span> : null}
    </span>
  )
}

/** Every recipient with their outcome, and for a mail not sent yet, why (25 a page, DESC by phished). */
export function RecipientsTab({
  report,
  onQuery,
}: {
  report: ReportFlow
  onQuery: (query: RecipientQuery) => void
}) {
  const page = useSelector(report, selectPage)
  const query = useSelector(report, selectQuery)
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}>
        <LiveSearchField
          label="Search recipients"
          defaultValue={query.searchText}
          onSearch={(text) => report.send({ type: 'search', text })}
        />
        <FilterSelect
          label="Events"
          value={query.events[0] ?? ''}
          options={RECIPIENT_EVENT_FILTERS.map((id) => ({ id, label: RECIPIENT_EVENT_FILTER_LABELS[id] }))}
          onChange={(event) => onQuery({ ...query, events: event ? [event] : [], pageNumber: 0 })}
        />
      </div>
      <div data-scroller className={css({ overflowX: 'auto' })}>
        <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
          <caption className={css({ textAlign: 'left', color: 'text.muted', pb: '1' })}>
            {page.totalCount} {page.totalCount === 1 ? 'mail' : 'mails'}
          </caption>
          <thead>
            <tr>
              {[
                'Recipient',
                'Round',
                'Template',
                'Planned (their time)',
                'Outcome',
                'Not sent yet because',
              ].map((name) => (
                <th key={name} className={listCell}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.recipients.map((row) => (
              <tr key={row.id}>
                <td className={listCell}>
                  <span className={css({ display: 'grid' })}>
                    <strong>{row.fullName}</strong>
                    <span className={css({ color: 'text.muted' })}>{row.email}</span>
                  </span>
                </td>
                <td className={listCell}>{row.roundNumber}</td>
                <td className={listCell}>{row.templateName}</td>
                <td className={listCell}>{localTime(Date.parse(row.plannedAt), row.zone)}</td>
                <td className={listCell}>
                  <Outcome row={row} />
                </td>
                <td className={listCell}>{row.why ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.totalCount > 0 ? (
        <Pager
          pageNumber={query.pageNumber}
          pageSize={query.pageSize}
          total={page.totalCount}
          sizes={[5, 10, 25, 50, 100]}
          onPage={(pageNumber) => onQuery({ ...query, pageNumber })}
          onPageSize={(pageSize) => onQuery({ ...query, pageSize, pageNumber: 0 })}
        />
      ) : null}
    </div>
  )
}

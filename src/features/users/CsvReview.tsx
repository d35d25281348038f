import { css } from '../../../styled-system/css'
import { CSV_TEXTS, type CsvReview as Review } from '../../domain/csv-import'
import { Alert } from '../../ui/Alert'

const table = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border' },
  '& th': { color: 'text.muted', fontWeight: 'medium' },
  '& td': { maxW: '40', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})

/** Under the column pickers: the rows at fault with their value, the choice to skip them, and a preview. */
export function CsvReview({
  review,
  skipInvalid,
  onSkipInvalid,
}: {
  review: Review
  skipInvalid: boolean
  onSkipInvalid: (skip: boolean) => void
}) {
  const more = review.invalidCount - review.invalid.length
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
      {review.invalidCount > 0 ? (
        <Alert tone={skipInvalid ? 'info' : 'warning'}>
          <p>{CSV_TEXTS.invalidRows(review.invalidCount)}</p>
          <ul
            aria-label="Rows with invalid addresses"
            className={css({ my: '1', pl: '4', listStyle: 'disc' })}
          >
            {review.invalid.map((problem) => (
              <li key={problem.row}>
                Row {problem.row}: <code>{problem.value}</code>
              </li>
            ))}
            {more > 0 ? <li>and {more.toLocaleString('en-US')} more</li> : null}
          </ul>
          {review.importable > 0 ? (
            <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: 'medium' })}>
              <input
                type="checkbox"
                checked={skipInvalid}
                onChange={(e) => onSkipInvalid(e.target.checked)}
              />
              {CSV_TEXTS.skipInvalid(review.invalidCount)}
            </label>
          ) : null}
        </Alert>
      ) : null}
      {review.preview.length > 0 ? (
        <div data-scroller className={css({ overflowX: 'auto' })}>
          <table className={table}>
            <caption className={css({ textAlign: 'left', fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>
              {CSV_TEXTS.preview(review.preview.length, review.importable)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Name</th>
                <th scope="col">Department</th>
                <th scope="col">Group</th>
              </tr>
            </thead>
            <tbody>
              {review.preview.map((invite) => (
                <tr key={invite.email}>
                  <td title={invite.email}>{invite.email}</td>
                  <td>{`${invite.name} ${invite.lastName}`.trim() || '—'}</td>
                  <td title={invite.department}>{invite.department}</td>
                  <td title={invite.group ?? ''}>{invite.group ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}

import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { clientErrorLogMachine } from '../../../machines/support/client-error-log.machine'
import { Button } from '../../ui/Button'
import { RetryAlert } from '../../ui/ListParts'
import { logCell } from '../../ui/surfaces'
import { formatDate } from '../../domain/intl-format'

const cell = logCell

/** /client-errors: the console's own error log for platform staff, newest first, each stack on demand. */
export default function ClientErrorsPage({ actor }: { actor: ActorRefFrom<typeof clientErrorLogMachine> }) {
  const entries = useSelector(actor, (s) => s.context.entries)
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null))
  return (
    <section aria-labelledby="client-errors-title" className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <h1 id="client-errors-title" className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>
          Client errors
        </h1>
        <Button variant="outline" disabled={loading} onClick={() => actor.send({ type: 'errors.refresh' })}>
          {loading ? 'Loading…' : 'Reload'}
        </Button>
      </div>
      <p className={css({ color: 'text.muted', fontSize: 'sm' })}>
        Errors browsers reported while no Sentry-compatible service is configured (VITE_SENTRY_DSN): the
        newest 100. Expected errors, network and chunk-load failures are not reported.
      </p>
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'errors.retry' })} />
      {entries && entries.length === 0 ? (
        <p className={css({ color: 'text.muted' })}>No errors reported.</p>
      ) : null}
      {entries && entries.length > 0 ? (
        <div
          data-scroller
          className={css({
            overflowX: 'auto',
            bg: 'surface.card',
            borderRadius: 'lg',
            borderWidth: '1px',
            borderColor: 'border',
          })}
        >
          <table
            aria-label="Client errors"
            aria-busy={loading}
            className={css({ w: 'full', fontSize: 'sm', borderCollapse: 'collapse' })}
          >
            <thead>
              <tr>
                {['When', 'Error', 'Page', 'Release', 'Browser'].map((label) => (
                  <th key={label} scope="col" className={cell}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${cell} ${css({ whiteSpace: 'nowrap' })}`}>
                    {formatDate(entry.createdAt, 'en-US', {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </td>
                  <td className={`${cell} ${css({ maxW: '96', overflowWrap: 'anywhere' })}`}>
                    {entry.stack ? (
                      <details>
                        <summary className={css({ cursor: 'pointer' })}>{entry.message}</summary>
                        <pre
                          className={css({
                            mt: '2',
                            fontSize: 'xs',
                            whiteSpace: 'pre-wrap',
                            color: 'text.muted',
                          })}
                        >
                          {entry.stack}
                        </pre>
                      </details>
                    ) : (
                      entry.message
                    )}
                  </td>
                  <td className={`${cell} ${css({ overflowWrap: 'anywhere', maxW: '64' })}`}>{entry.url}</td>
                  <td className={cell}>{entry.release ?? '—'}</td>
                  <td
                    className={`${cell} ${css({ maxW: '56', overflowWrap: 'anywhere', color: 'text.muted' })}`}
                  >
                    {entry.userAgent ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}

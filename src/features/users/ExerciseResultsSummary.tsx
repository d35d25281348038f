import { css } from '../../../styled-system/css'
import { EXERCISE_RESULTS_TEXTS as T, type ExerciseUserResult } from '../../domain/exercise-user-results'
import { muted } from './ProfileForms'
import { date, dateColumn } from './TaskList'

/** On the profile's Activity tab: the user's phishing exercises and how they answered, if they had any. */
export function ExerciseResultsSummary({ results }: { results: ExerciseUserResult[] | null | undefined }) {
  if (results === undefined || (results && results.length === 0)) return null
  return (
    <section aria-label={T.title} className={css({ display: 'grid', gap: '2', mb: '4' })}>
      <h3 className={css({ fontWeight: 'semibold' })}>{T.title}</h3>
      {results === null ? (
        <p className={muted}>{T.failed}</p>
      ) : (
        <>
          <p>{T.total(results.length, results.filter((result) => result.status === 'COMPLETED').length)}</p>
          <ul className={css({ display: 'grid', gap: '2' })}>
            {results.map((result) => (
              <li key={result.campaignId} className={css({ display: 'flex', gap: '3', minW: '0' })}>
                <span className={dateColumn}>{date(result.deliverAt)}</span>
                <span className={css({ display: 'grid', minW: '0' })}>
                  <strong className={css({ overflowWrap: 'break-word' })}>{result.campaignName}</strong>
                  <span className={muted}>{T.detail(result)}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

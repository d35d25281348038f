import { css } from '../../../styled-system/css'
import type { UserChallenge } from '../../domain/tournament'
import { PROFILE_TEXTS as T } from '../../domain/user-profile'
import { muted } from './ProfileForms'
import { date, dateColumn } from './TaskList'

/** On the profile's Activity tab: the user's secure-code tournaments (ctf v2 challenge), if they had any. */
export function SecureCodeSummary({ challenge }: { challenge: UserChallenge | null | undefined }) {
  if (challenge === undefined || (challenge && challenge.tournaments.length === 0)) return null
  return (
    <section aria-label={T.secureCodeTitle} className={css({ display: 'grid', gap: '2', mb: '4' })}>
      <h3 className={css({ fontWeight: 'semibold' })}>{T.secureCodeTitle}</h3>
      {challenge === null ? (
        <p className={muted}>{T.secureCodeFailed}</p>
      ) : (
        <>
          <p>{T.secureCodeTotal(challenge.tournaments.length, challenge.solved)}</p>
          <ul className={css({ display: 'grid', gap: '1' })}>
            {challenge.tournaments.map((tournament) => (
              <li key={tournament.id} className={css({ display: 'flex', gap: '3' })}>
                <span className={dateColumn}>{date(tournament.startAt)}</span>
                <span>
                  {T.secureCodeRow(tournament.solved, tournament.challengesCount, tournament.status)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

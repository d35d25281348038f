import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { TOURNAMENT } from '../../domain/tournament'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Drawer } from '../../ui/Drawer'
import { listCell as cell, ListTable, RetryAlert } from '../../ui/ListParts'
import {
  selectReportBusy,
  selectReportLoadFailure,
  selectReportMoreFailure,
  selectReportPlayers,
  selectReportStatistics,
  selectReportTotal,
  type TournamentReportActor,
} from './developer-selectors'

/** A tournament's report: players per challenges solved, and the players with their scores out of 6. */
export function TournamentReportDrawer({ report }: { report: TournamentReportActor }) {
  const statistics = useSelector(report, selectReportStatistics)
  const players = useSelector(report, selectReportPlayers)
  const total = useSelector(report, selectReportTotal)
  const busy = useSelector(report, selectReportBusy)
  const loadFailure = useSelector(report, selectReportLoadFailure)
  const moreFailure = useSelector(report, selectReportMoreFailure)
  const most = Math.max(1, ...(statistics?.solved ?? [0]))
  return (
    <Drawer
      open
      title="Dev tournament report"
      onClose={() => report.send({ type: 'report.close' })}
      footer={
        <Button variant="ghost" onClick={() => report.send({ type: 'report.close' })}>
          Done
        </Button>
      }
    >
      <div className={css({ display: 'grid', gap: '4' })} aria-busy={busy}>
        <RetryAlert message={loadFailure} onRetry={() => report.send({ type: 'report.retry' })} />
        {statistics ? (
          <>
            <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
              {statistics.totalUsers} of {statistics.assignedUsers} players have a score (out of{' '}
              {TOURNAMENT.maxChallenges}).
            </p>
            <ol aria-label="Players per challenges solved" className={css({ display: 'grid', gap: '1' })}>
              {statistics.solved.map((count, score) => (
                <li
                  key={score}
                  className={css({
                    display: 'grid',
                    gridTemplateColumns: '7rem 1fr 3rem',
                    gap: '2',
                    alignItems: 'center',
                    fontSize: 'sm',
                  })}
                >
                  <span>
                    {score} of {TOURNAMENT.maxChallenges} solved
                  </span>
                  <span
                    className={css({
                      h: '3',
                      bg: 'surface.sunken',
                      borderRadius: 'full',
                      overflow: 'hidden',
                    })}
                  >
                    <span
                      className={css({ display: 'block', h: 'full', bg: 'brand' })}
                      style={{ width: `${(count / most) * 100}%` }}
                    />
                  </span>
                  <span className={css({ textAlign: 'right' })}>{count}</span>
                </li>
              ))}
            </ol>
            <ListTable busy={busy}>
              <caption className={css({ textAlign: 'left', p: '3', fontWeight: 'semibold' })}>
                Players
              </caption>
              <thead>
                <tr>
                  <th className={cell}>Player</th>
                  <th className={cell}>Score</th>
                </tr>
              </thead>
              <tbody>
                {players.map((player) => (
                  <tr key={player.userId}>
                    <th scope="row" className={cell}>
                      {player.fullName || player.email}
                      <span
                        className={css({
                          display: 'block',
                          fontSize: 'sm',
                          color: 'text.muted',
                          fontWeight: 'normal',
                        })}
                      >
                        {player.email}
                      </span>
                    </th>
                    <td className={cell}>
                      {player.solved === null
                        ? 'Not played'
                        : `${player.solved} / ${TOURNAMENT.maxChallenges}`}
                    </td>
                  </tr>
                ))}
                {players.length === 0 ? (
                  <tr>
                    <td colSpan={2} className={cell}>
                      No players yet.
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </ListTable>
            {moreFailure ? <Alert tone="danger">{moreFailure}</Alert> : null}
            {players.length < total ? (
              <Button variant="outline" disabled={busy} onClick={() => report.send({ type: 'report.more' })}>
                Show more ({players.length} of {total})
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </Drawer>
  )
}

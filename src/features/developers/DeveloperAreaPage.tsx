import { shortDateTime } from '../../domain/date-time'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { tournamentSetupMachine } from '../../../machines/tournament/tournament-setup.machine'
import { TOURNAMENT, TOURNAMENT_TEXTS } from '../../domain/tournament'
import { badge } from '../../ui/badge'
import { Button } from '../../ui/Button'
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog'
import { listCell as cell, ListTable, RetryAlert } from '../../ui/ListParts'
import { TabLinks } from '../../ui/TabLinks'
import { CourseCard } from '../learning/CourseCard'
import { TournamentSetupDialog } from '../tournament/TournamentSetupDialog'
import {
  selectAreaCanAct,
  selectAreaData,
  selectAreaFailure,
  selectAreaLoading,
  selectCancelConfirm,
  selectReport,
  type DeveloperAreaActor,
} from './developer-selectors'
import { TournamentReportDrawer } from './TournamentReportDrawer'

export type DeveloperTab = 'preview' | 'statistics' | 'settings'

type Setup = ActorRefFrom<typeof tournamentSetupMachine>

const STATUS = {
  SCHEDULED: { label: 'Scheduled', tone: 'info' },
  IN_PROGRESS: { label: 'In progress', tone: 'warning' },
  ENDED: { label: 'Ended', tone: 'muted' },
} as const

function CancelDialog({ area }: { area: DeveloperAreaActor }) {
  const confirm = useSelector(area, selectCancelConfirm)
  if (!confirm) return null
  return (
    <ConfirmActionDialog
      title="Cancel the Dev Tournament?"
      warning="Its players will not be invited and it leaves the calendar."
      confirmLabel="Cancel tournament"
      cancelLabel="Keep it"
      busy={confirm.busy}
      failure={confirm.failure}
      onConfirm={() => area.send({ type: 'confirm.yes' })}
      onCancel={() => area.send({ type: 'confirm.no' })}
    />
  )
}

function Tournaments({ area, setup }: { area: DeveloperAreaActor; setup: Setup }) {
  const data = useSelector(area, selectAreaData)
  const canAct = useSelector(area, selectAreaCanAct)
  if (!data) return null
  return (
    <ListTable busy={false}>
      <caption className={css({ textAlign: 'left', p: '3', fontWeight: 'semibold' })}>
        Dev tournaments
      </caption>
      <thead>
        <tr>
          <th className={cell}>Starts</th>
          <th className={cell}>Status</th>
          <th className={cell}>Players</th>
          <th className={cell}>Average score</th>
          <th className={cell}>
            <span className={css({ srOnly: true })}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {data.tournaments.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={cell}>
              {shortDateTime(row.startAt)}
            </th>
            <td className={cell}>
              <span className={badge({ tone: STATUS[row.status].tone })}>{STATUS[row.status].label}</span>
            </td>
            <td className={cell}>{row.assignedUsers}</td>
            <td className={cell}>
              {row.statistic.averageScore.toFixed(1)} / {TOURNAMENT.maxChallenges}
            </td>
            <td className={`${cell} ${css({ textAlign: 'right', whiteSpace: 'nowrap' })}`}>
              <Button
                size="sm"
                variant="ghost"
                disabled={!canAct}
                aria-label={`Report: ${shortDateTime(row.startAt)}`}
                onClick={() => area.send({ type: 'tournament.report', tournamentId: row.id })}
              >
                Report
              </Button>
              {row.status === 'SCHEDULED' ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={!canAct}
                  aria-label={`Change: ${shortDateTime(row.startAt)}`}
                  onClick={() => setup.send({ type: 'setup.edit', tournamentId: row.id })}
                >
                  Change
                </Button>
              ) : null}
              {row.status === 'ENDED' ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={!canAct}
                  aria-label={`Cancel: ${shortDateTime(row.startAt)}`}
                  onClick={() => area.send({ type: 'tournament.cancel', tournamentId: row.id })}
                >
                  Cancel
                </Button>
              )}
            </td>
          </tr>
        ))}
        {data.tournaments.length === 0 ? (
          <tr>
            <td colSpan={5} className={cell}>
              No tournaments yet: schedule one from Settings.
            </td>
          </tr>
        ) : null}
      </tbody>
    </ListTable>
  )
}

/** /for-developers: the secure-code courses, the tournaments and their reports, and scheduling one. */
export default function DeveloperAreaPage({
  area,
  setup,
  tab,
}: {
  area: DeveloperAreaActor
  /** The tournament setup (its own flow). */
  setup: Setup
  tab: DeveloperTab
}) {
  const data = useSelector(area, selectAreaData)
  const loading = useSelector(area, selectAreaLoading)
  const failure = useSelector(area, selectAreaFailure)
  const report = useSelector(area, selectReport)
  return (
    <section
      aria-labelledby="developers-title"
      aria-busy={loading}
      className={css({ display: 'grid', gap: '4' })}
    >
      <h1 id="developers-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        For developers
      </h1>
      <TabLinks
        label="For developers"
        current={tab}
        tabs={[
          { id: 'preview', label: 'Preview', href: '/for-developers/preview' },
          { id: 'statistics', label: 'Statistics', href: '/for-developers/statistics' },
          { id: 'settings', label: 'Settings', href: '/for-developers/settings' },
        ]}
      />
      <RetryAlert message={failure} onRetry={() => area.send({ type: 'developer.retry' })} />
      {!data && loading ? <p role="status">Loading…</p> : null}
      {tab === 'preview' && data ? (
        <div className={css({ display: 'grid', gap: '3' })}>
          <p className={css({ color: 'text.muted' })}>
            Secure-code courses for your developers, and a {TOURNAMENT_TEXTS.title}: {TOURNAMENT_TEXTS.intro}
          </p>
          <ul
            aria-label="Courses"
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
            })}
          >
            {data.courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {tab === 'statistics' ? <Tournaments area={area} setup={setup} /> : null}
      {tab === 'settings' ? (
        <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
          <p className={css({ color: 'text.muted' })}>{TOURNAMENT_TEXTS.intro}</p>
          <Button onClick={() => setup.send({ type: 'setup.open' })}>{TOURNAMENT_TEXTS.submit}</Button>
        </div>
      ) : null}
      <TournamentSetupDialog actor={setup} />
      {report ? <TournamentReportDrawer report={report} /> : null}
      <CancelDialog area={area} />
    </section>
  )
}

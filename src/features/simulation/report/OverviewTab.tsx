import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { css } from '../../../../styled-system/css'
import { hourLabel } from '../../../domain/simulation/campaign'
import {
  SCANNER_REASON_LABELS,
  SIMULATION_SCORE_HELP,
  type ScannerReason,
} from '../../../domain/simulation/outcomes'
import { funnelSteps } from '../../../domain/simulation/report'
import { listCell } from '../../../ui/ListParts'
import { cardPanel } from '../../../ui/surfaces'
import { selectOverview, type ReportFlow } from './selectors'

const SimulationCharts = lazy(() => import('./SimulationCharts'))
// Packed at the top, so every card's number sits on one line whether or not a share follows it.
const figure = css({ display: 'grid', alignContent: 'start', gap: '0.5', textAlign: 'center' })

/** The funnel, scanner events apart, the charts and the rounds. */
export function OverviewTab({ report }: { report: ReportFlow }) {
  const overview = useSelector(report, selectOverview)
  if (!overview) return <p aria-live="polite">Loading the report…</p>
  const { campaign, scanner } = overview
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <dl
        aria-label="Funnel"
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
          gap: '3',
        })}
      >
        {funnelSteps(overview.funnel).map((step) => (
          <div key={step.key} className={`${cardPanel} ${figure}`}>
            <dt className={css({ fontSize: 'sm', color: 'text.muted' })}>{step.label}</dt>
            <dd className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{step.value}</dd>
            {step.key === 'sent' ? null : (
              <dd className={css({ fontSize: 'xs', color: 'text.muted' })}>{step.percent}% of sent</dd>
            )}
          </div>
        ))}
      </dl>
      <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
        Average score: <strong>{campaign.averageScore === null ? '—' : `${campaign.averageScore}%`}</strong> ·{' '}
        {SIMULATION_SCORE_HELP}
      </p>
      <section aria-label="Scanner events" className={cardPanel}>
        <h2 className={css({ fontWeight: 'semibold' })}>Mail security scanners, kept apart</h2>
        <p className={css({ fontSize: 'sm' })}>
          {scanner.events === 0
            ? 'No scanner touched these mails: every click above is a person’s.'
            : `${scanner.events} automatic ${scanner.events === 1 ? 'visit' : 'visits'} on ${scanner.recipients} ${scanner.recipients === 1 ? 'mail' : 'mails'}, not counted as people’s clicks:`}
        </p>
        {scanner.events > 0 ? (
          <ul className={css({ fontSize: 'sm', pl: '5', listStyle: 'disc' })}>
            {Object.entries(scanner.byReason).map(([reason, count]) => (
              <li key={reason}>
                {SCANNER_REASON_LABELS[reason as ScannerReason]}: {count}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <Suspense fallback={<div className={css({ h: '240px' })} />}>
        <SimulationCharts overview={overview} />
      </Suspense>
      <section data-scroller aria-label="Rounds" className={css({ overflowX: 'auto' })}>
        <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>
          Rounds · sending {hourLabel(campaign.startHour)}–{hourLabel(campaign.endHour)}
          {campaign.businessDaysOnly ? ' on business days' : ''}
          {campaign.loginPage ? ` · login page: ${campaign.loginPage}` : ''}
        </h2>
        <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
          <thead>
            <tr>
              {['Round', 'Planned', 'Sent', 'Opened', 'Clicked', 'Phished', 'Reported', 'Failed'].map(
                (name) => (
                  <th key={name} className={listCell}>
                    {name}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {overview.rounds.map((round) => (
              <tr key={round.roundNumber}>
                <td className={listCell}>Round {round.roundNumber}</td>
                {(['planned', 'sent', 'opened', 'clicked', 'phished', 'reported', 'failed'] as const).map(
                  (key) => (
                    <td key={key} className={listCell}>
                      {round[key]}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}

import { Link } from 'wouter'
import { CAMPAIGN_FIGURE_HELP, CAMPAIGN_TEXTS, type CampaignCard } from '../../domain/exercise-campaign'
import { completion } from './list-selectors'
import { css } from '../../../styled-system/css'

export const figure = css({ display: 'grid', gap: '0.5', textAlign: 'center' })

export const figureValue = css({ fontSize: 'lg', fontWeight: 'bold' })

export const figureLabel = css({ fontSize: 'xs', color: 'text.muted' })

export function Figures({ items, label }: { items: [string, number][]; label: string }) {
  return (
    <dl
      aria-label={label}
      className={css({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '2' })}
    >
      {items.map(([name, value]) => (
        <div key={name} className={figure}>
          <dt className={figureLabel}>{name}</dt>
          <dd className={figureValue}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The card's completion, score and figures; blurred behind "See full stats" without Boost. */
export function CampaignStats({ card, locked }: { card: CampaignCard; locked: boolean }) {
  const { completed, inProgress, notStarted, overdue } = card.assignments
  const stats = card.currentRound.statistic
  return (
    <div className={css({ position: 'relative', display: 'grid', gap: '3' })}>
      <div
        aria-hidden={locked || undefined}
        className={css({ display: 'grid', gap: '3', filter: locked ? 'blur(4px)' : undefined })}
      >
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <div
            role="progressbar"
            aria-label="Completed"
            aria-valuenow={completion(card)}
            aria-valuemin={0}
            aria-valuemax={100}
            className={css({
              flex: '1',
              h: '2',
              bg: 'surface.sunken',
              borderRadius: 'full',
              overflow: 'hidden',
            })}
          >
            <div className={css({ h: 'full', bg: 'success' })} style={{ width: `${completion(card)}%` }} />
          </div>
          <span className={css({ fontWeight: 'bold' })}>
            Score {card.score === null ? '—' : `${card.score}%`}
          </span>
        </div>
        <Figures
          label="Learners"
          items={[
            ['Completed', completed],
            ['In Progress', inProgress],
            ['Not Started', notStarted],
            ['Overdue', overdue],
          ]}
        />
        <Figures
          label="Statistics"
          items={[
            ['Sent', stats.sent],
            ['Phished Reported', stats.phishedReported],
            ['Phished Unreported', stats.phishedUnreported],
            ['Opened Reported', stats.openedReported],
          ]}
        />
        <details className={css({ fontSize: 'xs', color: 'text.muted' })}>
          <summary className={css({ cursor: 'pointer', w: 'fit-content' })}>What these figures count</summary>
          <dl
            className={css({
              display: 'grid',
              gap: '1',
              mt: '1',
              '& dt': { fontWeight: 'semibold', color: 'text' },
            })}
          >
            {CAMPAIGN_FIGURE_HELP.map(([name, help]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{help}</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
      {locked ? (
        <Link
          href="/licensing"
          title={CAMPAIGN_TEXTS.seeFullStatsTooltip}
          className={css({
            position: 'absolute',
            inset: '0',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 'bold',
            color: 'brand',
          })}
        >
          🔒 {CAMPAIGN_TEXTS.seeFullStats}
        </Link>
      ) : null}
    </div>
  )
}

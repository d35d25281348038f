import { Link } from 'wouter'
import { ActionMenu } from '../../ui/ActionMenu'
import { css } from '../../../styled-system/css'
import { CAMPAIGN_TEXTS, wasNeverLaunched, type CampaignCard } from '../../domain/exercise-campaign'
import { completion, startsIn } from './list-selectors'

import { Figures } from './CampaignFigures'
const chip = (tone: 'info' | 'warning' | 'danger' | 'muted' | 'success') =>
  css({
    fontSize: 'xs',
    fontWeight: 'bold',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    bg:
      tone === 'info'
        ? 'brand.subtle'
        : tone === 'warning'
          ? 'amber.100'
          : tone === 'danger'
            ? 'red.100'
            : tone === 'success'
              ? 'green.100'
              : 'surface.sunken',
    color:
      tone === 'info'
        ? 'brand'
        : tone === 'warning'
          ? 'amber.800'
          : tone === 'danger'
            ? 'red.800'
            : tone === 'success'
              ? 'green.800'
              : 'text.muted',
  })
/** One campaign (002 §2.7, §4 "Campaign card"), with its Report / Archive / Delete menu. */
export function CampaignCardView({
  card,
  now,
  boosted,
  trialEnds,
  onReport,
  onArchive,
  onDelete,
  onSettings,
}: {
  card: CampaignCard
  now: number
  boosted: boolean
  trialEnds: string | null
  onReport: () => void
  onArchive: () => void
  onDelete: () => void
  onSettings: () => void
}) {
  const starts = card.status === 'queued' ? startsIn(card, now) : null
  const neverLaunched = wasNeverLaunched(card)
  const locked = !boosted && card.status !== 'SUSPENDED'
  const { completed, inProgress, notStarted, overdue } = card.assignments
  const stats = card.currentRound.statistic
  return (
    <article
      aria-label={card.name}
      className={css({
        display: 'grid',
        gap: '3',
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
        p: '4',
      })}
    >
      <header className={css({ display: 'flex', gap: '2', alignItems: 'start', flexWrap: 'wrap' })}>
        <div className={css({ flex: '1', minW: '0', display: 'grid', gap: '1' })}>
          <button
            type="button"
            onClick={onReport}
            className={css({
              textAlign: 'left',
              fontWeight: 'semibold',
              fontSize: 'lg',
              cursor: 'pointer',
              overflowWrap: 'anywhere',
              _hover: { color: 'brand' },
            })}
          >
            {card.name}
          </button>
          <span className={css({ fontSize: 'sm', color: 'text.muted' })}>
            {card.pack ? card.pack.name : 'Custom Pack'} · {card.templates}{' '}
            {card.templates === 1 ? 'template' : 'templates'} · {card.daysToComplete} days
          </span>
        </div>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
          {starts ? <span className={chip('info')}>Starts in {starts}</span> : null}
          {card.status === 'ongoing' ? <span className={chip('success')}>Active</span> : null}
          {card.status === 'ended' ? <span className={chip('muted')}>Archived</span> : null}
          {card.status === 'SUSPENDED' ? <span className={chip('danger')}>SUSPENDED</span> : null}
          {trialEnds && card.archivedAt === null ? (
            <span className={chip('warning')}>Trial Ends in {trialEnds}</span>
          ) : null}
          <ActionMenu
            label={`Actions for ${card.name}`}
            actions={
              card.archivedAt === null
                ? [
                    { value: 'report', label: 'Report' },
                    { value: 'settings', label: 'Campaign Settings' },
                    { value: 'archive', label: 'Archive' },
                  ]
                : [
                    { value: 'report', label: 'Report' },
                    { value: 'delete', label: 'Delete' },
                  ]
            }
            onSelect={(value) =>
              value === 'report'
                ? onReport()
                : value === 'settings'
                  ? onSettings()
                  : value === 'archive'
                    ? onArchive()
                    : onDelete()
            }
          />
        </div>
      </header>
      {neverLaunched ? (
        <div className={css({ bg: 'surface.sunken', p: '3', borderRadius: 'md' })}>
          <strong>{CAMPAIGN_TEXTS.notLaunchedTitle}</strong>
          <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{CAMPAIGN_TEXTS.notLaunchedText}</p>
        </div>
      ) : card.isOldVersion ? (
        <div className={css({ bg: 'surface.sunken', p: '3', borderRadius: 'md' })}>
          <strong>{CAMPAIGN_TEXTS.deliveryCompleted}</strong>
          <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{CAMPAIGN_TEXTS.outdated}</p>
        </div>
      ) : (
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
                <div
                  className={css({ h: 'full', bg: 'success' })}
                  style={{ width: `${completion(card)}%` }}
                />
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
      )}
      {card.status === 'SUSPENDED' ? (
        <Link href="/licensing" className={css({ justifySelf: 'start', fontWeight: 'bold', color: 'brand' })}>
          UPGRADE
        </Link>
      ) : null}
    </article>
  )
}

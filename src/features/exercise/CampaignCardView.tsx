import { Link } from 'wouter'
import { ActionMenu } from '../../ui/ActionMenu'
import { badge } from '../../ui/badge'
import { css } from '../../../styled-system/css'
import { CAMPAIGN_TEXTS, wasNeverLaunched, type CampaignCard } from '../../domain/exercise-campaign'
import { startsIn } from './list-selectors'

import { CampaignStats } from './CampaignFigures'
import { cardPanel } from '../../ui/surfaces'
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
  return (
    <article aria-label={card.name} className={cardPanel}>
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
          {starts ? <span className={badge({ tone: 'info' })}>Starts in {starts}</span> : null}
          {/* An old-version campaign no longer runs here: it is not shown as active (issue 24). */}
          {card.isOldVersion ? (
            <span className={badge({ tone: 'muted' })}>{CAMPAIGN_TEXTS.oldVersionBadge}</span>
          ) : card.status === 'ongoing' ? (
            <span className={badge({ tone: 'success' })}>Active</span>
          ) : null}
          {card.status === 'ended' ? <span className={badge({ tone: 'muted' })}>Archived</span> : null}
          {card.status === 'SUSPENDED' ? <span className={badge({ tone: 'danger' })}>SUSPENDED</span> : null}
          {trialEnds && card.archivedAt === null ? (
            <span className={badge({ tone: 'warning' })}>Trial Ends in {trialEnds}</span>
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
        <CampaignStats card={card} locked={locked} />
      )}
      {card.status === 'SUSPENDED' ? (
        <Link href="/licensing" className={css({ justifySelf: 'start', fontWeight: 'bold', color: 'brand' })}>
          UPGRADE
        </Link>
      ) : null}
    </article>
  )
}

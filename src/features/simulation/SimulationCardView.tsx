import { ActionMenu } from '../../ui/ActionMenu'
import { badge } from '../../ui/badge'
import { Button } from '../../ui/Button'
import { cardPanel } from '../../ui/surfaces'
import { css } from '../../../styled-system/css'
import { type SimulationCard } from '../../domain/simulation/answers'
import {
  RECURRENCE_LABELS,
  SIMULATION_KIND_LABELS,
  SIMULATION_STATUS_LABELS,
  type SimulationStatus,
} from '../../domain/simulation/campaign'
import { SIMULATION_SCORE_HELP } from '../../domain/simulation/outcomes'
import { Figures } from '../exercise/CampaignFigures'
import { formatDate } from '../../domain/intl-format'

const STATUS_TONE: Record<SimulationStatus, 'info' | 'success' | 'muted' | 'danger'> = {
  QUEUED: 'info',
  IN_PROGRESS: 'success',
  ARCHIVED: 'muted',
  SUSPENDED: 'danger',
}

/** One simulation (002 §3 "Campaign"): status, round, reported / phished / total, users and score. */
export function SimulationCardView({
  card,
  canOpen,
  onOpen,
  canShare,
  onShare,
  onComplete,
  onDelete,
}: {
  card: SimulationCard
  canOpen: boolean
  onOpen: () => void
  canShare: boolean
  onShare: () => void
  onComplete: () => void
  onDelete: () => void
}) {
  const { reportedCount, phishedCount, totalCount } = card.statistic
  return (
    <article aria-label={card.name} className={cardPanel}>
      <header className={css({ display: 'flex', gap: '2', alignItems: 'start', flexWrap: 'wrap' })}>
        <div className={css({ flex: '1', minW: '0', display: 'grid', gap: '1' })}>
          <h2 className={css({ fontWeight: 'semibold', fontSize: 'lg', overflowWrap: 'anywhere' })}>
            {card.name}
          </h2>
          <span className={css({ fontSize: 'sm', color: 'text.muted' })}>
            {SIMULATION_KIND_LABELS[card.kind]}
            {card.kind === 'SMART' ? ` · ${RECURRENCE_LABELS[card.recurrence]}` : ''} · Round{' '}
            {card.roundNumber} of {card.roundsTotal}
          </span>
        </div>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <span className={badge({ tone: STATUS_TONE[card.status] })}>
            {SIMULATION_STATUS_LABELS[card.status]}
          </span>
          <ActionMenu
            label={`Actions for ${card.name}`}
            actions={
              card.archivedAt === null
                ? [
                    ...(canShare ? [{ value: 'share', label: 'Share To My Customers' }] : []),
                    { value: 'complete', label: 'Complete' },
                  ]
                : [{ value: 'delete', label: 'Delete' }]
            }
            onSelect={(value) =>
              value === 'share' ? onShare() : value === 'complete' ? onComplete() : onDelete()
            }
          />
        </div>
      </header>
      <Figures
        label={`${card.name} figures`}
        items={[
          ['Reported', reportedCount],
          ['Phished', phishedCount],
          ['Total', totalCount],
          ['Assigned users', card.assignedUsers],
        ]}
      />
      <footer className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <span
          title={SIMULATION_SCORE_HELP}
          className={css({ fontSize: 'sm', color: 'text.muted', flex: '1' })}
        >
          Average score: <strong>{card.averageScore === null ? '—' : `${card.averageScore}%`}</strong>
          {card.startedAt === null ? ` · Starts ${startsLabel(card.startAt)}` : ''}
        </span>
        <Button
          size="sm"
          disabled={!canOpen}
          title={canOpen ? undefined : 'Opens once the campaign is active and has started'}
          onClick={onOpen}
        >
          Open
        </Button>
      </footer>
    </article>
  )
}

const startsLabel = (iso: string) =>
  formatDate(iso, 'en-US', { dateStyle: 'medium', timeStyle: 'short' })

import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { SimulationPosition } from '../../../machines/simulation/simulation-campaigns.machine'
import { css } from '../../../styled-system/css'
import { PHISHING_CHOICE } from '../../domain/phishing-choice'
import { ChoiceNote } from '../../ui/ChoiceNote'
import { CAMPAIGN_PAGE_SIZES } from '../../domain/exercise-campaign'
import type { SimulationCard } from '../../domain/simulation/answers'
import { RetryAlert } from '../../ui/ListParts'
import { Pager } from '../../ui/Pager'
import { TabLinks } from '../../ui/TabLinks'
import {
  selectCounts,
  selectFailed,
  selectFailure,
  selectItems,
  selectLoading,
  selectPosition,
  selectTotal,
} from './list-selectors'
import { SimulationCardView } from './SimulationCardView'
import { SimulationConfirmDialog, type SimulationList } from './SimulationConfirmDialog'

const EMPTY = {
  active: [
    'You have no active simulations!',
    'Create a one-time or smart phishing simulation to see who spots a phish.',
  ],
  archived: ['You have no archived simulations!', 'Every simulation you complete will appear on this page.'],
} as const

function Card({ list, card }: { list: SimulationList; card: SimulationCard }) {
  const canOpen = useSelector(list, (s) => s.can({ type: 'report.open', campaign: card }))
  const canShare = useSelector(list, (s) => s.can({ type: 'share.open', campaign: card }))
  return (
    <SimulationCardView
      card={card}
      canOpen={canOpen}
      onOpen={() => list.send({ type: 'report.open', campaign: card })}
      canShare={canShare}
      onShare={() => list.send({ type: 'share.open', campaign: card })}
      onComplete={() => list.send({ type: 'complete.request', campaign: card })}
      onDelete={() => list.send({ type: 'delete.request', campaign: card })}
    />
  )
}

/** /phishing-simulation/active and /archived (002 §2.9). */
export function SimulationListPage({
  list,
  onPosition,
}: {
  list: SimulationList
  onPosition: (position: SimulationPosition) => void
}) {
  const items = useSelector(list, selectItems)
  const total = useSelector(list, selectTotal)
  const position = useSelector(list, selectPosition)
  const loading = useSelector(list, selectLoading)
  const failed = useSelector(list, selectFailed)
  const failure = useSelector(list, selectFailure)
  const counts = useSelector(list, selectCounts)
  const [emptyTitle, emptyText] = EMPTY[position.tab]
  return (
    <div className={css({ display: 'grid', gap: '6', p: { base: '4', md: '6' } })}>
      <header className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>Phishing Simulation</h1>
        <Link
          href="/phishing-simulation/settings"
          className={css({
            px: '4',
            py: '2',
            borderRadius: 'md',
            borderWidth: '1px',
            borderColor: 'brand',
            color: 'brand',
            fontWeight: 'semibold',
          })}
        >
          Settings
        </Link>
        <Link
          href="/phishing-simulation-create"
          className={css({
            bg: 'brand',
            color: 'white',
            px: '4',
            py: '2',
            borderRadius: 'md',
            fontWeight: 'semibold',
          })}
        >
          New Simulation
        </Link>
      </header>
      <ChoiceNote note={PHISHING_CHOICE.simulation} />
      <section aria-label="Simulations" className={css({ display: 'grid', gap: '4' })}>
        <TabLinks
          label="Simulation lists"
          current={position.tab}
          tabs={(['active', 'archived'] as const).map((tab) => ({
            id: tab,
            href: `/phishing-simulation/${tab}`,
            label: `${tab === 'active' ? 'Active' : 'Archived'}${
              counts ? ` (${tab === 'active' ? counts.active : counts.archived})` : ''
            }`,
          }))}
        />
        {failed ? <RetryAlert message={failure} onRetry={() => list.send({ type: 'list.retry' })} /> : null}
        {!loading && !failed && items.length === 0 ? (
          <div className={css({ textAlign: 'center', py: '8', display: 'grid', gap: '2' })}>
            <strong className={css({ fontSize: 'lg' })}>{emptyTitle}</strong>
            <p className={css({ color: 'text.muted' })}>{emptyText}</p>
          </div>
        ) : null}
        <div
          aria-busy={loading}
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
            opacity: loading ? 0.6 : 1,
          })}
        >
          {items.map((card) => (
            <Card key={card.id} list={list} card={card} />
          ))}
        </div>
        {total > 0 ? (
          <Pager
            pageNumber={position.pageNumber}
            pageSize={position.pageSize}
            total={total}
            sizes={CAMPAIGN_PAGE_SIZES}
            onPage={(pageNumber) => onPosition({ ...position, pageNumber })}
            onPageSize={(pageSize) => onPosition({ ...position, pageSize, pageNumber: 0 })}
          />
        ) : null}
      </section>
      <SimulationConfirmDialog list={list} />
    </div>
  )
}

import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { TabLinks } from '../../ui/TabLinks'
import { css } from '../../../styled-system/css'
import { PHISHING_CHOICE } from '../../domain/phishing-choice'
import { ChoiceNote } from '../../ui/ChoiceNote'
import type { ListPosition } from '../../../machines/exercise/exercise-campaigns.machine'
import { CAMPAIGN_PAGE_SIZES, CAMPAIGN_TEXTS, type CampaignCard } from '../../domain/exercise-campaign'
import { RetryAlert } from '../../ui/ListParts'
import { Pager } from '../../ui/Pager'
import { CampaignCardView } from './CampaignCardView'
import {
  selectListFailed,
  selectListFailure,
  selectListItems,
  selectListLoading,
  selectListTotal,
  selectNoCampaigns,
  selectNow,
  selectPosition,
  selectTabCounts,
} from './list-selectors'

import { PackGrid, type List } from './PackGrid'
import { ConfirmDialog } from './CampaignConfirmDialog'
/** /phishing-exercise: the packs, the Active and Archived tabs and the campaign cards (002 §2.5, §2.7). */
export function ExerciseLandingPage({
  list,
  boosted,
  trialEnds,
  onPosition,
  onSettings,
}: {
  list: List
  onSettings: (card: CampaignCard) => void
  boosted: boolean
  trialEnds: string | null
  onPosition: (position: ListPosition) => void
}) {
  const items = useSelector(list, selectListItems)
  const total = useSelector(list, selectListTotal)
  const position = useSelector(list, selectPosition)
  const loading = useSelector(list, selectListLoading)
  const failed = useSelector(list, selectListFailed)
  const failure = useSelector(list, selectListFailure)
  const none = useSelector(list, selectNoCampaigns)
  const counts = useSelector(list, selectTabCounts)
  const now = useSelector(list, selectNow)
  const archived = position.tab === 'archived'
  return (
    <div className={css({ display: 'grid', gap: '6', p: { base: '4', md: '6' } })}>
      <header className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>Phishing Exercise</h1>
        {!boosted ? (
          <Link href="/licensing" className={css({ fontWeight: 'bold', color: 'brand' })}>
            UPGRADE
          </Link>
        ) : null}
        <Link
          href="/phishing-exercise/create"
          className={css({
            bg: 'brand',
            color: 'white',
            px: '4',
            py: '2',
            borderRadius: 'md',
            fontWeight: 'semibold',
          })}
        >
          New Campaign
        </Link>
      </header>
      <ChoiceNote note={PHISHING_CHOICE.exercise} />
      <PackGrid list={list} />
      <section aria-label="Campaigns" className={css({ display: 'grid', gap: '4' })}>
        {none ? null : (
          <TabLinks
            label="Campaign lists"
            current={position.tab}
            tabs={(['active', 'archived'] as const).map((tab) => ({
              id: tab,
              href: `/phishing-exercise/${tab}`,
              label: `${tab === 'active' ? 'Active' : 'Archived'}${
                counts ? ` (${tab === 'active' ? counts.active : counts.archived})` : ''
              }`,
            }))}
          />
        )}
        {failed ? <RetryAlert message={failure} onRetry={() => list.send({ type: 'list.retry' })} /> : null}
        {!loading && !failed && items.length === 0 ? (
          <div className={css({ textAlign: 'center', py: '8', display: 'grid', gap: '2' })}>
            <strong className={css({ fontSize: 'lg' })}>
              {archived ? CAMPAIGN_TEXTS.emptyArchivedTitle : CAMPAIGN_TEXTS.emptyActiveTitle}
            </strong>
            <p className={css({ color: 'text.muted' })}>
              {archived ? CAMPAIGN_TEXTS.emptyArchivedText : CAMPAIGN_TEXTS.emptyActiveText}
            </p>
          </div>
        ) : null}
        <div
          aria-busy={loading}
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' },
            opacity: loading ? 0.6 : 1,
          })}
        >
          {items.map((card) => (
            <CampaignCardView
              key={card.id}
              card={card}
              now={now}
              boosted={boosted}
              trialEnds={trialEnds}
              onReport={() => list.send({ type: 'report.open', campaign: card })}
              onArchive={() => list.send({ type: 'archive.request', campaign: card })}
              onDelete={() => list.send({ type: 'delete.request', campaign: card })}
              onSettings={() => onSettings(card)}
            />
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
      <ConfirmDialog list={list} />
    </div>
  )
}

import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { SHARE_TEXTS } from '../../../domain/simulation/sharing'
import { Button } from '../../../ui/Button'
import { LiveSearchField, RetryAlert } from '../../../ui/ListParts'
import { CustomerSelectionBanner } from '../../sharing/CustomerSelectionBanner'
import { AddCustomersDialog } from './AddCustomersDialog'
import { ArchiveSharesDialog } from './ArchiveSharesDialog'
import { SharedCustomersTable } from './SharedCustomersTable'
import {
  selectAddCustomers,
  selectCanAdd,
  selectCanArchive,
  selectSharePage,
  selectShareLoadFailure,
  selectShareQuery,
  selectShareSelection,
  type ShareActor,
} from './selectors'

/** /phishing-simulation/share/{campaignId}: "{name} Share To My Customers" (002 §2.9). */
export function SimulationSharePage({ share }: { share: ShareActor }) {
  const page = useSelector(share, selectSharePage)
  const query = useSelector(share, selectShareQuery)
  const failure = useSelector(share, selectShareLoadFailure)
  const canArchive = useSelector(share, selectCanArchive)
  const canAdd = useSelector(share, selectCanAdd)
  const selection = useSelector(share, selectShareSelection)
  const dialog = useSelector(share, selectAddCustomers)
  return (
    <section aria-labelledby="share-title" className={css({ display: 'grid', gap: '4' })}>
      <Link href="/phishing-simulation/active" className={css({ fontSize: 'sm', color: 'accent.text' })}>
        ← Back to phishing campaigns
      </Link>
      <h1 id="share-title" className={css({ fontSize: '2xl', fontWeight: 'bold', overflowWrap: 'anywhere' })}>
        {page ? `${page.parentCampaignName} ${SHARE_TEXTS.titleSuffix}` : SHARE_TEXTS.titleSuffix}
      </h1>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}>
        <LiveSearchField
          label="Search customers"
          defaultValue={query.searchText}
          onSearch={(text) => share.send({ type: 'share.search', text })}
        />
        <div className={css({ display: 'flex', gap: '2', ml: 'auto' })}>
          <Button
            variant="outline"
            disabled={!canArchive}
            onClick={() => share.send({ type: 'archive.request' })}
          >
            Archive
          </Button>
          <Button disabled={!canAdd} onClick={() => share.send({ type: 'add.open' })}>
            {SHARE_TEXTS.addPrompt}
          </Button>
        </div>
      </div>
      <RetryAlert message={failure} onRetry={() => share.send({ type: 'share.retry' })} />
      {selection ? <CustomerSelectionBanner selection={selection} /> : null}
      <SharedCustomersTable share={share} />
      <ArchiveSharesDialog share={share} />
      {dialog ? <AddCustomersDialog dialog={dialog} /> : null}
    </section>
  )
}

import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { exerciseCampaignsMachine } from '../../../machines/exercise/exercise-campaigns.machine'
import { CAMPAIGN_TEXTS } from '../../domain/exercise-campaign'
import { Button } from '../../ui/Button'
import { SafeImage } from '../../ui/SafeImage'
import { PackSummary } from '../templates/PackSummary'
import { selectLandingPacks } from './list-selectors'

export type List = ActorRefFrom<typeof exerciseCampaignsMachine>

export function PackGrid({ list }: { list: List }) {
  const { packs, collapsible, expanded } = useSelector(list, selectLandingPacks)
  return (
    <section aria-labelledby="packs-title" className={css({ display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <h2 id="packs-title" className={css({ fontSize: 'lg', fontWeight: 'semibold', flex: '1' })}>
          {CAMPAIGN_TEXTS.landingHeading}
        </h2>
        <Link href="/phishing-exercise/create" className={css({ color: 'brand', fontWeight: 'semibold' })}>
          Create Custom
        </Link>
      </div>
      <ul
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        })}
      >
        {packs.map((pack) => (
          <li
            key={pack.id}
            className={css({
              bg: 'surface.card',
              borderWidth: '1px',
              borderColor: 'border',
              borderRadius: 'lg',
              overflow: 'hidden',
            })}
          >
            {pack.thumbnail ? (
              <SafeImage
                src={pack.thumbnail}
                alt=""
                className={css({ w: 'full', aspectRatio: '650 / 364', objectFit: 'cover' })}
              />
            ) : null}
            <Link
              href={`/phishing-exercise/create?packId=${encodeURIComponent(pack.id)}`}
              className={css({
                display: 'grid',
                gap: '1',
                p: '3',
                _hover: { color: 'brand' },
                _focusVisible: { outline: '3px solid', outlineColor: 'brand', outlineOffset: '-3px' },
              })}
            >
              <PackSummary pack={pack} />
            </Link>
          </li>
        ))}
      </ul>
      {collapsible ? (
        <Button
          variant="link"
          className={css({ justifySelf: 'center' })}
          aria-expanded={expanded}
          onClick={() => list.send({ type: 'packs.toggle' })}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </Button>
      ) : null}
    </section>
  )
}

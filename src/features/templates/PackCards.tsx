import { css } from '../../../styled-system/css'
import { HorizontalScroller } from '../../ui/HorizontalScroller'
import { SafeImage } from '../../ui/SafeImage'
import type { Pack } from '../../domain/template-library'
import { PackSummary } from './PackSummary'

const cardStyle = (selected: boolean) =>
  css({
    flex: '0 0 190px',
    textAlign: 'left',
    bg: 'surface.card',
    borderWidth: '2px',
    borderColor: selected ? 'brand' : 'border',
    borderRadius: 'lg',
    overflow: 'hidden',
    cursor: 'pointer',
    scrollSnapAlign: 'start',
    _hover: { borderColor: 'brand' },
    // Inset: the scroller clips anything drawn outside the card.
    _focusVisible: { outline: '3px solid', outlineColor: 'brand', outlineOffset: '-3px' },
  })

/**
 * The horizontal pack scroller (002 §2.6 step 1): a first card (Custom in the wizard, All templates in the
 * library), then each pack with its difficulty and template counts.
 */
export function PackCards({
  packs,
  chosen,
  first,
  onChoose,
}: {
  packs: Pack[] | null
  chosen: string | null
  first: { label: string; text: string }
  onChoose: (packId: string | null) => void
}) {
  if (!packs) return null
  return (
    <HorizontalScroller
      role="radiogroup"
      label="Template packs"
      className={css({
        display: 'flex',
        gap: '3',
        overflowX: 'auto',
        pb: '2',
        flex: '1',
        minW: '0',
        scrollSnapType: 'x mandatory',
      })}
    >
      <button
        type="button"
        role="radio"
        aria-checked={chosen === null}
        className={cardStyle(chosen === null)}
        onClick={() => onChoose(null)}
      >
        <div className={css({ p: '3', display: 'grid', gap: '1' })}>
          <strong>{first.label}</strong>
          <span className={css({ fontSize: 'sm', color: 'text.muted' })}>{first.text}</span>
        </div>
      </button>
      {packs.map((pack) => (
        <button
          key={pack.id}
          type="button"
          role="radio"
          aria-checked={chosen === pack.id}
          className={cardStyle(chosen === pack.id)}
          onClick={() => onChoose(pack.id)}
        >
          {pack.thumbnail ? (
            <SafeImage
              src={pack.thumbnail}
              alt=""
              className={css({ w: 'full', aspectRatio: '650 / 364', objectFit: 'cover' })}
            />
          ) : null}
          <div className={css({ p: '3', display: 'grid', gap: '1' })}>
            <PackSummary pack={pack} />
          </div>
        </button>
      ))}
    </HorizontalScroller>
  )
}

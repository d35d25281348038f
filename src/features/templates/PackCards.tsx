import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { templateLibraryMachine } from '../../../machines/template-library.machine'
import { SafeImage } from '../../ui/SafeImage'
import { templateCount } from '../../domain/template-library'
import { selectPackId, selectPacks } from './selectors'
import { Stars } from './TemplateLibrary'

const cardStyle = (selected: boolean) =>
  css({
    flex: '0 0 200px',
    textAlign: 'left',
    bg: 'surface.card',
    borderWidth: '2px',
    borderColor: selected ? 'brand' : 'border',
    borderRadius: 'lg',
    overflow: 'hidden',
    cursor: 'pointer',
    scrollSnapAlign: 'start',
    _hover: { borderColor: 'brand' },
  })

/** The pack scroller: All templates first, then each pack with its difficulty and template counts. */
export function PackCards({ actor }: { actor: ActorRefFrom<typeof templateLibraryMachine> }) {
  const packs = useSelector(actor, selectPacks)
  const packId = useSelector(actor, selectPackId)
  if (!packs || packs.length === 0) return null
  return (
    <div
      role="radiogroup"
      aria-label="Template packs"
      className={css({
        display: 'flex',
        gap: '3',
        overflowX: 'auto',
        pb: '2',
        scrollSnapType: 'x mandatory',
      })}
    >
      <button
        type="button"
        role="radio"
        aria-checked={packId === null}
        className={cardStyle(packId === null)}
        onClick={() => actor.send({ type: 'library.pack', packId: null })}
      >
        <div className={css({ p: '3' })}>
          <strong>All templates</strong>
          <p className={css({ fontSize: 'sm', color: 'text.muted' })}>Custom and platform templates</p>
        </div>
      </button>
      {packs.map((pack) => (
        <button
          key={pack.id}
          type="button"
          role="radio"
          aria-checked={packId === pack.id}
          className={cardStyle(packId === pack.id)}
          onClick={() => actor.send({ type: 'library.pack', packId: pack.id })}
        >
          {pack.thumbnail ? (
            <SafeImage
              src={pack.thumbnail}
              alt=""
              className={css({ w: 'full', aspectRatio: '650 / 364', objectFit: 'cover' })}
            />
          ) : null}
          <div className={css({ p: '3', display: 'grid', gap: '1' })}>
            <strong>{pack.name}</strong>
            <Stars count={pack.difficulty} label="Difficulty" />
            <span className={css({ fontSize: 'sm', color: 'text.muted' })}>
              {templateCount(pack.templatesTotalCount)} · {pack.templatesEmailCount} email ·{' '}
              {pack.templatesSmsCount} SMS
            </span>
          </div>
        </button>
      ))}
    </div>
  )
}

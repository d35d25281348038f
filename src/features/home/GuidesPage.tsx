import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { guidesPageMachine } from '../../../machines/home/guides-page.machine'
import { GUIDE_TEXTS as T, RESOURCE_LINKS, type GetStartedExtras } from '../../domain/get-started'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { RetryAlert } from '../../ui/ListParts'
import { card } from '../../ui/surfaces'

type Snapshot = SnapshotFrom<typeof guidesPageMachine>
export type GuidesActor = ActorRefFrom<typeof guidesPageMachine>
const selectGuides = (s: Snapshot) => s.context.guides
const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
const selectPlaying = (s: Snapshot) =>
  s.context.guides?.find((guide) => guide.id === s.context.playing) ?? null

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
})
const heading = css({ fontSize: 'lg', fontWeight: 'bold' })
const linkStyle = css({ color: 'brand', fontWeight: 'semibold', fontSize: 'sm', mt: 'auto' })

/** /guides-and-resources (002 §2.2): video guides and link cards, hidden by the rules of 002 §2.1. */
export default function GuidesPage({ actor, extras }: { actor: GuidesActor; extras: GetStartedExtras }) {
  const guides = useSelector(actor, selectGuides)
  const failure = useSelector(actor, selectFailure)
  const playing = useSelector(actor, selectPlaying)
  const links = RESOURCE_LINKS.filter((item) => item.when(extras))
  return (
    <section
      aria-labelledby="guides-page-title"
      className={css({ maxW: '1200px', mx: 'auto', display: 'flex', flexDir: 'column', gap: '6' })}
    >
      <h1 id="guides-page-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {T.sectionTitle}
      </h1>
      <section
        aria-labelledby="video-guides"
        className={css({ display: 'flex', flexDir: 'column', gap: '3' })}
      >
        <h2 id="video-guides" className={heading}>
          Video guides
        </h2>
        {guides === null && !failure ? <p role="status">Loading…</p> : null}
        {failure ? (
          <RetryAlert message={failure} label="Retry" onRetry={() => actor.send({ type: 'guides.retry' })} />
        ) : null}
        {guides?.length === 0 ? <p className={css({ color: 'text.muted' })}>No video guides yet.</p> : null}
        {guides && guides.length > 0 ? (
          <ul className={grid}>
            {guides.map((guide) => (
              <li key={guide.id} className={card}>
                <button
                  type="button"
                  aria-label={`Play ${guide.name}`}
                  onClick={() => actor.send({ type: 'guide.play', videoId: guide.id })}
                  className={css({
                    p: '0',
                    border: 'none',
                    bg: 'black',
                    rounded: 'md',
                    cursor: 'pointer',
                    overflow: 'hidden',
                  })}
                >
                  {guide.posterUrl ? (
                    <img
                      src={guide.posterUrl}
                      alt=""
                      className={css({ w: 'full', aspectRatio: '16 / 9', objectFit: 'cover' })}
                    />
                  ) : (
                    <span className={css({ display: 'block', aspectRatio: '16 / 9' })} />
                  )}
                </button>
                <h3 className={css({ fontWeight: 'semibold' })}>{guide.name}</h3>
                <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{guide.description}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section
        aria-labelledby="resource-links"
        className={css({ display: 'flex', flexDir: 'column', gap: '3' })}
      >
        <h2 id="resource-links" className={heading}>
          Resources
        </h2>
        <ul className={grid}>
          {links.map((item) => (
            <li key={item.id} className={card} aria-labelledby={`resource-${item.id}`}>
              <h3 id={`resource-${item.id}`} className={css({ fontWeight: 'semibold' })}>
                {item.title}
              </h3>
              <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{item.text}</p>
              {item.href ? (
                <Link href={item.href} className={linkStyle}>
                  {item.link}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <Dialog
        open={playing !== null}
        title={playing?.name ?? ''}
        size="lg"
        onClose={() => actor.send({ type: 'dialog.close' })}
        actions={
          <Button variant="ghost" onClick={() => actor.send({ type: 'dialog.close' })}>
            Close
          </Button>
        }
      >
        {playing ? (
          <video
            controls
            autoPlay
            preload="metadata"
            src={playing.streamUrl}
            poster={playing.posterUrl ?? undefined}
            aria-label={`Play ${playing.name}`}
            className={css({ w: 'full', aspectRatio: '16 / 9', bg: 'black', borderRadius: 'md' })}
          />
        ) : null}
      </Dialog>
    </section>
  )
}

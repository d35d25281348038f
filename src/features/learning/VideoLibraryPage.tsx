import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { videoLibraryMachine } from '../../../machines/learning/video-library.machine'
import { VIDEO_CATEGORIES, VIDEO_TEXTS, videoLength, type VideoQuery } from '../../domain/videos'
import { badge } from '../../ui/badge'
import { RetryAlert } from '../../ui/ListParts'
import { LibraryFilters } from './LibraryFilters'
import { VideoDialog } from './VideoDialog'
import type { copyButtonMachine } from '../../../machines/learning/copy-button.machine'
import { selectFailure, selectLoading, selectQuery, selectVideos } from './video-selectors'

/** /learning/videos: the company's video library (001 §2), filtered on the gateway. */
export default function VideoLibraryPage({
  logic,
  input,
  inspect,
  isPartner,
  copyLogic,
}: {
  logic: typeof videoLibraryMachine
  /** The share link's copy button, with the browser's clipboard. */
  copyLogic: typeof copyButtonMachine
  input: { query: VideoQuery }
  inspect?: ((event: InspectionEvent) => void) | undefined
  isPartner: boolean
}) {
  const library = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const query = useSelector(library, selectQuery)
  const loading = useSelector(library, selectLoading)
  const failure = useSelector(library, selectFailure)
  const videos = useSelector(library, selectVideos)
  return (
    <section aria-labelledby="videos-title" className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <h1 id="videos-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Video library
      </h1>
      <LibraryFilters
        categoriesLabel="Video categories"
        categories={VIDEO_CATEGORIES}
        category={query.categoryName}
        searchLabel="Search videos"
        search={query.search}
        language={query.languageCode}
        onCategory={(category) => library.send({ type: 'library.category', category })}
        onSearch={(search) => library.send({ type: 'library.search', search })}
        onLanguage={(language) => library.send({ type: 'library.language', language })}
      />
      <RetryAlert message={failure} onRetry={() => library.send({ type: 'library.retry' })} />
      <p aria-live="polite" className={css({ fontSize: 'sm', color: 'text.muted' })}>
        {loading
          ? 'Loading videos…'
          : videos
            ? `${videos.length} ${videos.length === 1 ? 'video' : 'videos'}`
            : ''}
      </p>
      {!loading && videos?.length === 0 ? (
        <p className={css({ color: 'text.muted' })}>{VIDEO_TEXTS.empty}</p>
      ) : null}
      <ul
        aria-label="Videos"
        aria-busy={loading}
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        })}
      >
        {(loading ? [] : (videos ?? [])).map((video) => (
          <li
            key={video.id}
            className={css({
              bg: 'surface.card',
              borderWidth: '1px',
              borderColor: 'border',
              borderRadius: 'xl',
              overflow: 'hidden',
              display: 'flex',
              flexDir: 'column',
            })}
          >
            {video.posterUrl ? (
              <img
                src={video.posterUrl}
                alt=""
                width={320}
                height={180}
                className={css({
                  w: 'full',
                  h: 'auto',
                  aspectRatio: '16 / 9',
                  objectFit: 'cover',
                  bg: 'gray.800',
                })}
              />
            ) : (
              <div aria-hidden className={css({ aspectRatio: '16 / 9', bg: 'gray.800' })} />
            )}
            <div className={css({ p: '3', display: 'flex', flexDir: 'column', gap: '2', flex: '1' })}>
              <div className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
                <span className={badge({ tone: 'muted' })}>{video.category}</span>
                <span className={badge({ tone: 'muted' })}>{video.languageCode.toUpperCase()}</span>
                {video.isPinned ? <span className={badge({ tone: 'info' })}>Pinned</span> : null}
              </div>
              <h2 className={css({ fontWeight: 'semibold' })}>
                <button
                  type="button"
                  onClick={() => library.send({ type: 'video.open', videoId: video.id })}
                  className={css({
                    textAlign: 'left',
                    cursor: 'pointer',
                    _hover: { textDecoration: 'underline' },
                  })}
                >
                  {video.name}
                </button>
              </h2>
              <p className={css({ fontSize: 'sm', color: 'text.muted', mt: 'auto' })}>{videoLength(video)}</p>
            </div>
          </li>
        ))}
      </ul>
      <VideoDialog library={library} isPartner={isPartner} copyLogic={copyLogic} />
    </section>
  )
}

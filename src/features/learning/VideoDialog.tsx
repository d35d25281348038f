import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { videoLibraryMachine } from '../../../machines/learning/video-library.machine'
import type { copyButtonMachine } from '../../../machines/learning/copy-button.machine'
import { CopyLinkButton } from './CopyLinkButton'
import { MAX_PINNED_VIDEOS, newTrainingFromVideo, VIDEO_TEXTS, videoLength } from '../../domain/videos'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import {
  selectCourses,
  selectCoursesFailure,
  selectOpenVideo,
  selectPinBar,
  selectPinStep,
} from './video-selectors'

/** 001 §2 video dialog: player, share for public videos, pin bar, courses containing it, new custom training. */
export function VideoDialog({
  library,
  isPartner,
  copyLogic,
}: {
  library: ActorRefFrom<typeof videoLibraryMachine>
  isPartner: boolean
  copyLogic: typeof copyButtonMachine
}) {
  const video = useSelector(library, selectOpenVideo)
  const courses = useSelector(library, selectCourses)
  const coursesFailure = useSelector(library, selectCoursesFailure)
  const pinStep = useSelector(library, selectPinStep)
  const pin = useSelector(library, selectPinBar)
  if (!video) return null
  return (
    <Dialog
      open
      size="lg"
      title={video.name}
      onClose={() => library.send({ type: 'video.close' })}
      actions={
        <>
          <Link
            href={newTrainingFromVideo(video, isPartner)}
            className={css({
              alignSelf: 'center',
              color: 'brand',
              fontSize: 'sm',
              textDecoration: 'underline',
              mr: 'auto',
            })}
          >
            Create custom training from this video
          </Link>
          <Button variant="ghost" onClick={() => library.send({ type: 'video.close' })}>
            Close
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
        <video
          controls
          preload="metadata"
          src={video.streamUrl}
          poster={video.posterUrl ?? undefined}
          aria-label={`Play ${video.name}`}
          className={css({ w: 'full', aspectRatio: '16 / 9', bg: 'black', borderRadius: 'md' })}
        />
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
          {video.category} · {video.languageCode.toUpperCase()} · {videoLength(video)}
        </p>
        {video.sample ? <p className={css({ fontSize: 'sm' })}>{VIDEO_TEXTS.sampleNote}</p> : null}
        <p>{video.description}</p>
        {video.shareUrl ? (
          <div className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
            <label htmlFor="video-share-link">Share link (anyone with it can watch)</label>
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <input
                id="video-share-link"
                readOnly
                value={video.shareUrl}
                onFocus={(event) => event.target.select()}
                className={css({
                  flex: '1',
                  minW: '0',
                  h: '9',
                  px: '2',
                  borderWidth: '1px',
                  borderColor: 'border',
                  borderRadius: 'md',
                })}
              />
              <CopyLinkButton key={video.shareUrl} text={video.shareUrl} logic={copyLogic} />
            </div>
          </div>
        ) : null}
        <section
          aria-label="Learner dashboard"
          className={css({
            display: 'flex',
            gap: '3',
            alignItems: 'center',
            flexWrap: 'wrap',
            bg: 'surface.sunken',
            p: '3',
            borderRadius: 'md',
          })}
        >
          {pinStep === 'confirming' ? (
            <>
              <span className={css({ flex: '1' })}>
                {pin.pinned ? VIDEO_TEXTS.confirmUnpin : VIDEO_TEXTS.confirmPin}
              </span>
              <Button size="sm" variant="ghost" onClick={() => library.send({ type: 'pin.cancel' })}>
                Cancel
              </Button>
              <Button size="sm" onClick={() => library.send({ type: 'pin.confirm' })}>
                {pin.pinned ? 'Remove' : 'Add'}
              </Button>
            </>
          ) : (
            <>
              <span className={css({ flex: '1', fontSize: 'sm' })}>
                {pin.pinned ? 'Pinned to the learner dashboard' : 'Not on the learner dashboard'} ({pin.count}{' '}
                of {MAX_PINNED_VIDEOS} pinned)
              </span>
              <span title={pin.reason ?? undefined}>
                <Button
                  size="sm"
                  variant={pin.pinned ? 'outline' : 'solid'}
                  disabled={pin.disabled || pinStep === 'saving'}
                  aria-describedby={pin.reason ? 'pin-limit' : undefined}
                  onClick={() => library.send({ type: 'pin.ask' })}
                >
                  {pin.pinned ? 'Unpin video' : 'Pin video'}
                </Button>
              </span>
              {pin.reason ? (
                <span
                  id="pin-limit"
                  role="note"
                  className={css({ fontSize: 'xs', color: 'text.muted', w: 'full' })}
                >
                  {pin.reason}
                </span>
              ) : null}
            </>
          )}
        </section>
        <section
          aria-label="Courses with this video"
          className={css({ display: 'flex', flexDir: 'column', gap: '2' })}
        >
          <h3 className={css({ fontWeight: 'semibold' })}>Courses with this video</h3>
          {coursesFailure ? (
            <Alert tone="danger">
              {coursesFailure}{' '}
              <Button size="sm" variant="ghost" onClick={() => library.send({ type: 'courses.retry' })}>
                Retry
              </Button>
            </Alert>
          ) : courses === null ? (
            <p aria-busy="true" className={css({ fontSize: 'sm', color: 'text.muted' })}>
              Loading courses…
            </p>
          ) : courses.length === 0 ? (
            <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{VIDEO_TEXTS.noCourses}</p>
          ) : (
            <ul className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
              {courses.map((course) => (
                <li key={course.id}>
                  <Link
                    href={course.isCustom ? `/preview/${course.id}` : `/courses/${course.id}/preview`}
                    className={css({ color: 'brand', textDecoration: 'underline' })}
                  >
                    {course.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Dialog>
  )
}

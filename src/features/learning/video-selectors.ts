import type { SnapshotFrom } from 'xstate'
import {
  pinnedCount,
  selectedVideo,
  type videoLibraryMachine,
} from '../../../machines/learning/video-library.machine'
import { canPin, VIDEO_TEXTS } from '../../domain/videos'

type Snapshot = SnapshotFrom<typeof videoLibraryMachine>

export const selectQuery = (s: Snapshot) => s.context.query
export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectVideos = (s: Snapshot) => s.context.videos
export const selectOpenVideo = (s: Snapshot) =>
  s.matches({ ready: 'viewing' }) ? selectedVideo(s.context) : null
export const selectCourses = (s: Snapshot) => s.context.courses
export const selectCoursesFailure = (s: Snapshot) =>
  s.matches({ ready: { viewing: { courses: 'failed' } } }) ? s.context.coursesFailure : null
export const selectPinStep = (s: Snapshot) =>
  s.matches({ ready: { viewing: { pin: 'confirming' } } })
    ? 'confirming'
    : s.matches({ ready: { viewing: { pin: 'saving' } } })
      ? 'saving'
      : 'idle'
/** The pin bar: what it offers, and why pinning is off when five are pinned (001 §5 tooltip). */
export const selectPinBar = (s: Snapshot) => {
  const video = selectedVideo(s.context)
  const full = !canPin(pinnedCount(s.context))
  return {
    pinned: video?.isPinned ?? false,
    disabled: !video?.isPinned && full,
    reason: !video?.isPinned && full ? VIDEO_TEXTS.pinLimit : null,
    count: pinnedCount(s.context),
  }
}

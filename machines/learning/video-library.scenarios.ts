import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import { firstVideoQuery, fullyPinnedVideos, libraryVideos, videoCourses } from '../samples/videos.samples'
import type { Scenarios } from '../scenarios'
import { videoLibraryMachine } from './video-library.machine'
import { VIDEO_TEXTS } from '../../src/domain/videos'

export const videoLibraryScenarios: Scenarios<typeof videoLibraryMachine> = {
  inputs: [{ query: firstVideoQuery }],
  events: {
    'library.category': [{ type: 'library.category', category: 'Passwords' }],
    'library.language': [{ type: 'library.language', language: 'de' }],
    'library.search': [{ type: 'library.search', search: 'phish' }],
    'library.retry': [{ type: 'library.retry' }],
    'video.open': [
      { type: 'video.open', videoId: 'vid_report' },
      { type: 'video.open', videoId: 'vid_spot_phish' },
      { type: 'video.open', videoId: 'vid_gone' },
    ],
    'video.close': [{ type: 'video.close' }],
    'courses.retry': [{ type: 'courses.retry' }],
    'pin.ask': [{ type: 'pin.ask' }],
    'pin.confirm': [{ type: 'pin.confirm' }],
    'pin.cancel': [{ type: 'pin.cancel' }],
  },
  outcomes: {
    loadVideos: { done: [libraryVideos, fullyPinnedVideos, []], error: [offline] },
    loadVideoCourses: { done: [videoCourses, []], error: [offline] },
    setPinned: { done: [undefined], error: [failure(409, 'videos/pin_limit', VIDEO_TEXTS.pinLimit)] },
  },
  // The three filters each set one fixed value here: which one changed last says nothing new about the flow.
  abstractContext: (context) => ({
    filtered: JSON.stringify(context.query) !== JSON.stringify(firstVideoQuery),
    videos: context.videos?.length ?? null,
    pinned: context.videos?.filter((video) => video.isPinned).length ?? 0,
    selectedPinned: context.videos?.find((video) => video.id === context.selectedId)?.isPinned ?? null,
    failure: context.failure !== null,
    selected: context.selectedId,
    courses: context.courses?.length ?? null,
    coursesFailure: context.coursesFailure !== null,
  }),
  enabledEventsOnly:
    'The filters are behind the dialog while a video is open; the pin bar and its confirmation exist only in the dialog.',
  maxStates: 30000,
}

export const videoLibraryFlow = defineFlow({
  id: 'videoLibrary',
  file: 'learning/video-library',
  title: 'Video library',
  description:
    'Videos filtered by category, language and search on the gateway (the query in the address); a video opens in a dialog with its player, a share link when public, the courses that play it and a pin bar — a pin or unpin confirmed first, pinning refused while five are pinned with “Maximum number of videos added! Remove one to add more.”',
  routes: ['/learning/videos'],
  machine: videoLibraryMachine,
  scenarios: videoLibraryScenarios,
})
